/**
 * The audio formats POST /search/transcribe takes, in a module without schemas: the search form's
 * microphone reads them on /home, which builds no zod schema (docs/decisions.md, "Issue 19: the API
 * contracts' schemas stay out of the production web app"). `speech.ts` re-exports them.
 */

/** Containers the server decodes: MediaRecorder's webm (Chrome, Firefox, Edge), ogg, mp4 (Safari), wav. */
export const SPEECH_MIME_TYPES = ['audio/webm', 'audio/ogg', 'audio/mp4', 'audio/wav'] as const;
export type SpeechMimeType = (typeof SPEECH_MIME_TYPES)[number];

/** `audio/webm;codecs=opus` → `audio/webm`; `audio/x-wav`, `audio/wave` → `audio/wav`. */
export function normaliseMimeType(value: string): string {
  const type = value.split(';')[0]!.trim().toLowerCase();
  return type === 'audio/x-wav' || type === 'audio/wave' || type === 'audio/vnd.wave' ? 'audio/wav' : type;
}
