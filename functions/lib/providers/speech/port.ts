/** Speech port: a short voice recording to text. */
export interface TranscriptionResult {
  text: string;
  /** ISO 639-1 code of the spoken language, when known. */
  language?: string;
  confidence?: number;
}

export interface SpeechPort {
  /** False when no speech service is configured (the UI disables the microphone). */
  readonly available: boolean;
  transcribe(audio: Uint8Array, options: { mimeType: string; languageHint?: string }): Promise<TranscriptionResult>;
}
