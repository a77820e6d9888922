import { selectedProvider } from '../selection';
import { pocketsphinxSpeechAdapter } from './embedded/pocketsphinx-adapter';
import type { SpeechPort } from './port';
import { unavailableSpeechAdapter } from './unavailable-adapter';

/**
 * The speech adapter `SPEECH_PROVIDER` selects: embedded pocketsphinx locally (available when
 * installed). `amazon-transcribe` has no adapter yet and answers SPEECH_UNAVAILABLE (see
 * unavailable-adapter.ts for why).
 */
export function createSpeechPort(env: NodeJS.ProcessEnv = process.env): SpeechPort {
  if (selectedProvider('speech', env) === 'amazon-transcribe') return unavailableSpeechAdapter();
  return pocketsphinxSpeechAdapter();
}

let containerSpeech: SpeechPort | undefined;

/** The speech port of this Lambda container (or local process). */
export function defaultSpeech(): SpeechPort {
  containerSpeech ??= createSpeechPort();
  return containerSpeech;
}
