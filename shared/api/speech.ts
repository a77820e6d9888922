import * as z from 'zod';
import { languageSchema } from './profile';
import { normaliseMimeType, SPEECH_MIME_TYPES } from './speech-formats';

/**
 * Voice search (spec: voice-to-text). Signed-in users only.
 *
 * GET /speech/status: whether voice input works here, asked before recording so the microphone
 * button can be disabled with an explanation. POST /speech/transcribe: one short recording in,
 * its text out.
 */

/** Decoded recording size cap: about 32 s of the 16 kHz mono WAV the web records, a minute of webm/opus. */
export const SPEECH_MAX_AUDIO_BYTES = 1024 * 1024;
/** Longer recordings are cut here before transcription; the web should stop recording by then. */
export const SPEECH_MAX_SECONDS = 60;

export { normaliseMimeType, SPEECH_MIME_TYPES, type SpeechMimeType } from './speech-formats';

export const SPEECH_MESSAGES = {
  missingAudio: 'Record something to transcribe.',
  notBase64: 'Send the recording as base64-encoded audio.',
  unsupportedType: 'Send the recording as WebM, Ogg, MP4 or WAV audio.',
  tooLarge: 'The recording is too long. Keep voice searches under 30 seconds.',
  unavailable: 'Voice search needs a speech service, which is not available here.',
  noSpeech: "We couldn't hear any words. Please try again.",
  unreadable: 'We could not read this recording. Please try again.',
  failed: 'Voice input could not be transcribed right now. Please try again.',
} as const;

/** Stable error codes of POST /speech/transcribe, for the web to pick its translated text. */
export const SPEECH_ERROR_CODES = {
  /** 413: decoded audio over SPEECH_MAX_AUDIO_BYTES. */
  tooLarge: 'AUDIO_TOO_LARGE',
  /** 422: the audio could not be decoded (corrupt or not audio). */
  unreadable: 'AUDIO_UNREADABLE',
  /** 422: silence, noise, or nothing recognised. */
  noSpeech: 'NO_SPEECH',
  /** 503: no speech service in this deployment (the status route says so up front). */
  unavailable: 'SPEECH_UNAVAILABLE',
  /** 503: the speech service failed or timed out this time. */
  failed: 'SPEECH_FAILED',
} as const;

/**
 * The longest `audio` text read at all: twice the base64 of the largest recording (room for line
 * breaks and a data URL prefix); the decoded size rule (413) applies below it.
 */
const SPEECH_MAX_AUDIO_CHARS = Math.ceil(SPEECH_MAX_AUDIO_BYTES / 3) * 4 * 2;

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const DATA_URL = /^data:([^;,]*)(?:;[^,]*)?;base64,/i;

const mimeTypeSchema = z
  .string({ error: SPEECH_MESSAGES.unsupportedType })
  .transform(normaliseMimeType)
  .pipe(z.enum(SPEECH_MIME_TYPES, { error: SPEECH_MESSAGES.unsupportedType }));

/**
 * POST /speech/transcribe. `audio` is plain base64 (a `data:audio/...;base64,` URL from
 * FileReader is accepted too; its type is used when `mimeType` is absent). `mimeType` is the
 * recorder's (`MediaRecorder.mimeType`, parameters allowed), default `audio/webm`. `language` is
 * the interface language as a hint; the embedded engine understands English only.
 */
export const transcribeRequestSchema = z
  .strictObject({
    audio: z.string({ error: SPEECH_MESSAGES.missingAudio }).max(SPEECH_MAX_AUDIO_CHARS, { error: SPEECH_MESSAGES.tooLarge }),
    mimeType: z.string({ error: SPEECH_MESSAGES.unsupportedType }).max(200, { error: SPEECH_MESSAGES.unsupportedType }).optional(),
    language: languageSchema.optional(),
  })
  .transform(({ audio, mimeType, language }) => {
    const dataUrl = DATA_URL.exec(audio);
    return {
      audio: (dataUrl ? audio.slice(dataUrl[0].length) : audio).replace(/\s+/g, ''),
      mimeType: mimeType ?? dataUrl?.[1] ?? 'audio/webm',
      ...(language ? { language } : {}),
    };
  })
  .pipe(
    z.object({
      audio: z.string().min(1, { error: SPEECH_MESSAGES.missingAudio }).regex(BASE64, { error: SPEECH_MESSAGES.notBase64 }),
      mimeType: mimeTypeSchema,
      language: languageSchema.optional(),
    }),
  );
export type TranscribeRequest = z.output<typeof transcribeRequestSchema>;

export const transcribeResponseSchema = z.object({
  /** The words heard, lower case for the embedded engine; never blank (blank is 422 NO_SPEECH). */
  text: z.string().min(1),
  /** ISO 639-1 code of the language transcribed, when known. */
  language: z.string().optional(),
  /** 0 to 1, when the engine gives one. */
  confidence: z.number().min(0).max(1).optional(),
});
export type TranscribeResponse = z.infer<typeof transcribeResponseSchema>;

/** GET /speech/status: read once per page; when `available` is false the microphone is disabled. */
export const speechStatusSchema = z.object({
  available: z.boolean(),
  /** The adapter (`embedded-pocketsphinx`, `amazon-transcribe`), as GET /health reports it. */
  provider: z.string(),
  /** Spoken languages understood (ISO 639-1); empty when unavailable. */
  languages: z.array(z.string()),
  maxAudioBytes: z.number().int(),
  maxSeconds: z.number().int(),
});
export type SpeechStatus = z.infer<typeof speechStatusSchema>;
