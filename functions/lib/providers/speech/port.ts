import type { SpeechMimeType } from '../../../../shared/api/speech';

/** Speech port: a short voice recording to text. */
export interface TranscriptionResult {
  /** The words heard; blank when nothing was recognised (the service answers NO_SPEECH then). */
  text: string;
  /** ISO 639-1 code of the spoken language, when known. */
  language?: string;
  confidence?: number;
}

export interface SpeechPort {
  /**
   * False when no speech service is usable (the UI disables the microphone). Read on each request:
   * the embedded engine counts as available as soon as it is installed, without a restart.
   */
  readonly available: boolean;
  /** Spoken languages understood (ISO 639-1). */
  readonly languages: readonly string[];
  /**
   * `audio` is at most SPEECH_MAX_AUDIO_BYTES. Throws the typed errors of ./errors
   * (SpeechUnavailableError, AudioUnreadableError, SpeechFailedError).
   */
  transcribe(audio: Uint8Array, options: { mimeType: SpeechMimeType; languageHint?: string }): Promise<TranscriptionResult>;
}
