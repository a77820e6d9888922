import { getSpeechStatus, transcribeSpeech } from '@shared/api/contracts/speech';
import type { SpeechStatus, TranscribeResponse } from '@shared/api/speech';
import { normaliseMimeType, SPEECH_MIME_TYPES } from '@shared/api/speech-formats';
import type { Language } from '@shared/i18n/languages';
import { callApi } from '@/lib/api-client';

/** GET /speech/status: whether voice input works here, and the recording limits. */
export function fetchSpeechStatus(signal?: AbortSignal): Promise<SpeechStatus> {
  return callApi(getSpeechStatus, {}, { signal });
}

/** POST /speech/transcribe: one recording in (sent as base64), its words out. */
export async function transcribeRecording(recording: Blob, mimeType: string, language?: Language, signal?: AbortSignal): Promise<TranscribeResponse> {
  const audio = await toBase64(recording);
  return callApi(transcribeSpeech, { body: { audio, mimeType, ...(language ? { language } : {}) } }, { signal });
}

/** Whether the server decodes recordings of this type (`audio/webm;codecs=opus` counts as webm). */
export function isAcceptedMimeType(type: string): boolean {
  return (SPEECH_MIME_TYPES as readonly string[]).includes(normaliseMimeType(type));
}

/** The blob as plain base64 (FileReader's data URL without its `data:...;base64,` prefix). */
function toBase64(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the recording'));
    reader.readAsDataURL(blob);
  });
}
