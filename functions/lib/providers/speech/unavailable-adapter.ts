import { SpeechUnavailableError } from './errors';
import type { SpeechPort } from './port';

/**
 * The answer when no speech service exists: the status route reports it and every transcription
 * is a 503 SPEECH_UNAVAILABLE, so the web disables the microphone with an explanation.
 */
export function unavailableSpeechAdapter(): SpeechPort {
  return {
    available: false,
    languages: [],
    transcribe: () => Promise.reject(new SpeechUnavailableError()),
  };
}
