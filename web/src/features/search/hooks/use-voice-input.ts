/**
 * Voice input (spec 000 search form: idle, recording with a stop state, transcribing with a
 * spinner; the text then runs a quick search after 500 ms). The speech service
 * (POST /speech/transcribe) is not available in this build, so the state is always 'unavailable'
 * and the microphone explains why. When the service arrives, this hook records webm with
 * MediaRecorder, sends it and reports the other states; VoiceButton already renders them all.
 */
export type VoiceState = 'unavailable' | 'idle' | 'recording' | 'transcribing';

export interface VoiceInput {
  state: VoiceState;
  start: () => void;
  stop: () => void;
}

const noop = () => {};

export function useVoiceInput(): VoiceInput {
  return { state: 'unavailable', start: noop, stop: noop };
}
