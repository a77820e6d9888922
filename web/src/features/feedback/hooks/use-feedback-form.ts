import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ApiError } from '@/lib/api-client';
import { sendFeedback } from '../api/feedback-api';
import { EMPTY_DRAFT, toFeedbackRequest, type FeedbackDraft } from '../feedback-form';

/**
 * The feedback draft and its sending: Cancel resets and closes; a successful send resets and closes;
 * a failure keeps the draft and shows why (the daily limit apart).
 */
export function useFeedbackForm(signedIn: boolean, onClose: () => void) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<FeedbackDraft>(EMPTY_DRAFT);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const set = (patch: Partial<FeedbackDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const cancel = () => {
    setDraft(EMPTY_DRAFT);
    setError(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const request = toFeedbackRequest(draft, signedIn);
    if (request === 'required') {
      setError(t('feedback.required'));
      toast.error(t('feedback.required'));
      return;
    }
    setSending(true);
    setError(null);
    try {
      await sendFeedback(request);
      toast.success(t('feedback.success'));
      setDraft(EMPTY_DRAFT);
      onClose();
    } catch (failure) {
      const message = failure instanceof ApiError && failure.status === 429 ? t('feedback.dailyLimit') : t('feedback.failed');
      setError(message);
      toast.error(message);
    } finally {
      setSending(false);
    }
  };

  return { draft, set, sending, error, cancel, submit };
}
