import * as api from '../../shared/api/contracts';
import { createHttpHandler } from '../lib/http/http-handler';
import { implement } from '../lib/http/route';
import { defaultSpeech } from '../lib/providers/speech/speech';
import { speechStatus, transcribeRecording } from '../lib/services/places/speech-service';

export const handler = createHttpHandler('speech-transcribe', {
  routes: [
    implement(api.getSpeechStatus, () => Promise.resolve(speechStatus(defaultSpeech()))),
    implement(api.transcribeSpeech, ({ body, logger }) => transcribeRecording({ speech: defaultSpeech, logger }, body)),
  ],
});
