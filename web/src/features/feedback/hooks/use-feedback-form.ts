import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { ApiError } from '@/lib/api-client';
import { sendFeedback } from '../api/feedback-api';
import { EMPTY_DRAFT, toFeedbackRequest, type FeedbackDraft } from '../feedback-form';

/** Why the last Submit did not go through: fields missing, or the send failed (with the reason shown). */
type Failure = { kind: 'required' } | { kind: 'send'; message: string };

/**
 * The feedback draft and its sending: Cancel resets and closes; a successful send resets and closes;
 * a failure keeps the draft and shows why (the daily limit apart). "Please fill in all required
 * fields" goes as soon as they are filled: a message the user has dealt with does not stay.
 */
export function useFeedbackForm(signedIn: boolean, onClose: () => void) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<FeedbackDraft>(EMPTY_DRAFT);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);

  const set = (patch: Partial<FeedbackDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const cancel = () => {
    setDraft(EMPTY_DRAFT);
    setFailure(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const request = toFeedbackRequest(draft, signedIn);
    if (request === 'required') {
      setFailure({ kind: 'required' });
      toast.error(t('feedback.required'));
      return;
    }
    setSending(true);
    setFailure(null);
    try {
      await sendFeedback(request);
      toast.success(t('feedback.success'));
      setDraft(EMPTY_DRAFT);
      onClose();
    } catch (caught) {
      const message = caught instanceof ApiError && caught.status === 429 ? t('feedback.dailyLimit') : t('feedback.failed');
      setFailure({ kind: 'send', message });
      toast.error(message);
    } finally {
      setSending(false);
    }
  };

  const stillMissing = failure?.kind === 'required' && toFeedbackRequest(draft, signedIn) === 'required';
  const error = failure?.kind === 'send' ? failure.message : stillMissing ? t('feedback.required') : null;
  return { draft, set, sending, error, cancel, submit };
}
