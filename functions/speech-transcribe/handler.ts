import { transcribeRequestSchema } from '../../shared/api/speech';
import { createHttpHandler } from '../lib/http/http-handler';
import { userRoute } from '../lib/http/route';
import { defaultSpeech } from '../lib/providers/speech/speech';
import { speechStatus, transcribeRecording } from '../lib/services/speech-service';

export const handler = createHttpHandler('speech-transcribe', {
  routes: {
    'GET /speech/status': userRoute({}, () => Promise.resolve(speechStatus(defaultSpeech()))),
    'POST /speech/transcribe': userRoute({ body: transcribeRequestSchema }, ({ body, logger }) =>
      transcribeRecording({ speech: defaultSpeech, logger }, body),
    ),
  },
});
