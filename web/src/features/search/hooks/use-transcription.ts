import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import type { SPEECH_ERROR_CODES, SpeechStatus } from '@shared/api/speech';
import { normalizeLanguage } from '@shared/i18n/languages';
import { ApiError } from '@/lib/api-client';
import { loadSpeechApi } from '../api/load-speech-api';

type SpeechErrorCode = (typeof SPEECH_ERROR_CODES)[keyof typeof SPEECH_ERROR_CODES];

/** Each server error code: the spec's toast title and our explanation under it. */
const ERROR_TOASTS: Record<SpeechErrorCode, { title: 'failed' | 'processing'; detail: string }> = {
  AUDIO_TOO_LARGE: { title: 'processing', detail: 'tooLarge' },
  AUDIO_UNREADABLE: { title: 'processing', detail: 'unreadable' },
  NO_SPEECH: { title: 'failed', detail: 'noSpeech' },
  SPEECH_UNAVAILABLE: { title: 'failed', detail: 'unavailable' },
  SPEECH_FAILED: { title: 'failed', detail: 'failed' },
};

/**
 * POST /speech/transcribe for a finished recording: the text goes to `onText` with the Voice
 * Captured toast; a failure toasts its reason (and `onServiceUnavailable` when the service is
 * gone). Never throws. A request still running when the form unmounts is aborted.
 */
export function useTranscription(
  onText: (text: string) => void,
  onServiceUnavailable: () => void,
): (blob: Blob, mimeType: string, status: SpeechStatus) => Promise<void> {
  const { t, i18n } = useTranslation('search');
  const request = useRef<AbortController | null>(null);
  const handlers = useRef({ onText, onServiceUnavailable });
  useEffect(() => {
    handlers.current = { onText, onServiceUnavailable };
  });
  useEffect(() => () => request.current?.abort(), []);

  return useCallback(
    async (blob: Blob, mimeType: string, status: SpeechStatus) => {
      const controller = new AbortController();
      request.current = controller;
      try {
        const api = await loadSpeechApi();
        // Caught here rather than by the server: nothing to upload, too much to upload, or a format it cannot read.
        if (blob.size === 0 || !api.isAcceptedMimeType(mimeType)) {
          toast.error(t('voice.toast.processing'), { description: t('voice.error.unreadable'), id: 'voice-failed' });
          return;
        }
        if (blob.size > status.maxAudioBytes) {
          toast.error(t('voice.toast.processing'), { description: t('voice.error.tooLarge'), id: 'voice-failed' });
          return;
        }
        const { text } = await api.transcribeRecording(blob, mimeType, normalizeLanguage(i18n.resolvedLanguage) ?? undefined, controller.signal);
        if (controller.signal.aborted) return;
        toast.success(t('voice.toast.captured'), { id: 'voice-captured' });
        handlers.current.onText(text);
      } catch (error) {
        if (controller.signal.aborted) return;
        const code = error instanceof ApiError && Object.hasOwn(ERROR_TOASTS, error.code) ? (error.code as SpeechErrorCode) : 'SPEECH_FAILED';
        const { title, detail } = ERROR_TOASTS[code];
        toast.error(t(`voice.toast.${title}`), { description: t(`voice.error.${detail}`), id: 'voice-failed' });
        if (code === 'SPEECH_UNAVAILABLE') handlers.current.onServiceUnavailable();
      } finally {
        if (request.current === controller) request.current = null;
      }
    },
    [t, i18n],
  );
}
