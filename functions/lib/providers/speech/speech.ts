import { selectedProvider } from '../selection';
import { amazonTranscribeAdapter } from './amazon/transcribe-adapter';
import { pocketsphinxSpeechAdapter } from './embedded/pocketsphinx-adapter';
import type { SpeechPort } from './port';

/**
 * The speech adapter `SPEECH_PROVIDER` selects: embedded pocketsphinx locally (available when
 * installed), Amazon Transcribe streaming in production (16-bit PCM WAV recordings only).
 */
export function createSpeechPort(env: NodeJS.ProcessEnv = process.env): SpeechPort {
  if (selectedProvider('speech', env) === 'amazon-transcribe') return amazonTranscribeAdapter();
  return pocketsphinxSpeechAdapter();
}

let containerSpeech: SpeechPort | undefined;

/** The speech port of this Lambda container (or local process). */
export function defaultSpeech(): SpeechPort {
  containerSpeech ??= createSpeechPort();
  return containerSpeech;
}
