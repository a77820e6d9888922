import type { Logger } from '@aws-lambda-powertools/logger';
import {
  SPEECH_MAX_AUDIO_BYTES,
  SPEECH_MAX_SECONDS,
  type SpeechStatus,
  type TranscribeRequest,
  type TranscribeResponse,
} from '../../../../shared/api/speech';
import { selectedProvider } from '../../providers/selection';
import { AudioTooLargeError, NoSpeechError } from '../../providers/speech/errors';
import type { SpeechPort } from '../../providers/speech/port';

export interface SpeechDeps {
  speech: () => SpeechPort;
  logger: Pick<Logger, 'info'>;
}

/**
 * voice-to-text: decodes the base64 recording (413 over the cap), transcribes it, and answers the
 * text, or 422 NO_SPEECH when nothing was recognised. The adapters' typed errors (503 unavailable
 * or failed, 422 unreadable) pass through to the error handler.
 */
export async function transcribeRecording(deps: SpeechDeps, request: TranscribeRequest): Promise<TranscribeResponse> {
  const audio = Buffer.from(request.audio, 'base64');
  if (audio.byteLength > SPEECH_MAX_AUDIO_BYTES) throw new AudioTooLargeError();
  const started = Date.now();
  const result = await deps.speech().transcribe(audio, { mimeType: request.mimeType, ...(request.language ? { languageHint: request.language } : {}) });
  const text = result.text.trim().replace(/\s+/g, ' ');
  deps.logger.info('Transcribed a recording', { bytes: audio.byteLength, mimeType: request.mimeType, ms: Date.now() - started, words: text ? text.split(' ').length : 0 });
  if (!text) throw new NoSpeechError();
  return {
    text,
    ...(result.language ? { language: result.language } : {}),
    ...(result.confidence !== undefined ? { confidence: result.confidence } : {}),
  };
}

/** GET /speech/status: whether the microphone should be offered, and the recording limits. */
export function speechStatus(speech: SpeechPort, env: NodeJS.ProcessEnv = process.env): SpeechStatus {
  const available = speech.available;
  return {
    available,
    provider: selectedProvider('speech', env),
    languages: available ? [...speech.languages] : [],
    maxAudioBytes: SPEECH_MAX_AUDIO_BYTES,
    maxSeconds: SPEECH_MAX_SECONDS,
  };
}
