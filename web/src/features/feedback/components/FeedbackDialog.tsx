import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Loader2, Star, X } from 'lucide-react';
import { toast } from 'sonner';
import { FEEDBACK_MESSAGE_MAX_LENGTH, FEEDBACK_RATING_MAX, FEEDBACK_SUBJECT_MAX_LENGTH, FEEDBACK_TYPES } from '@shared/api/feedback';
import { Button } from '@/components/ui/Button';
import { inputClass } from '@/components/ui/input-styles';
import { useAuth } from '@/features/auth';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { sendFeedback } from '../api/feedback-api';
import { EMPTY_DRAFT, offersRating, toFeedbackRequest, type FeedbackDraft } from '../feedback-form';

const RATINGS = Array.from({ length: FEEDBACK_RATING_MAX }, (_, i) => i + 1);

/**
 * Send App Feedback (product-rules §12.1): type, subject (≤ 100), message (≤ 1000), a 1-5 rating for AI
 * quality and general feedback, an optional email for visitors; Submit and Cancel. A native modal
 * <dialog>: the page behind is inert, focus stays inside, Escape cancels. On success it closes and
 * resets; after a failure it stays open with its contents.
 */
export default function FeedbackDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const signedIn = useAuth().user !== null;
  const ref = useRef<HTMLDialogElement>(null);
  const [draft, setDraft] = useState<FeedbackDraft>(EMPTY_DRAFT);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

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

  const rated = offersRating(draft.type);

  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        cancel();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-2xl border border-slate-200 bg-white p-0 text-ink shadow-2xl backdrop:bg-slate-900/50"
      data-testid="feedback-dialog"
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="flex max-h-[85dvh] flex-col">
        <div className="flex items-start justify-between gap-3 border-b border-slate-200 px-5 py-4">
          <div>
            <h2 id={`${id}-title`} className="text-lg font-bold">
              {t('feedback.title')}
            </h2>
            <p className="mt-0.5 text-sm text-muted">{t('feedback.intro')}</p>
          </div>
          <button type="button" onClick={cancel} aria-label={t('feedback.close')} className="-mr-1 flex size-9 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-slate-100">
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>

        <div className="relative flex flex-col gap-4 overflow-y-auto px-5 py-4">
          <div>
            <label htmlFor={`${id}-type`} className="text-sm font-medium">
              {t('feedback.type')} <span aria-hidden="true">*</span>
            </label>
            <select
              id={`${id}-type`}
              value={draft.type}
              required
              onChange={(e) => set({ type: e.target.value as FeedbackDraft['type'], rating: null })}
              className={cn(inputClass, 'mt-1.5')}
              data-testid="feedback-type"
            >
              <option value="">{t('feedback.typePlaceholder')}</option>
              {FEEDBACK_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`feedback.types.${type}`)}
                </option>
              ))}
            </select>
          </div>

          <div>
            <div className="flex items-baseline justify-between gap-2">
              <label htmlFor={`${id}-subject`} className="text-sm font-medium">
                {t('feedback.subject')} <span aria-hidden="true">*</span>
              </label>
              <span className="text-xs text-muted" aria-hidden="true">
                {draft.subject.length}/{FEEDBACK_SUBJECT_MAX_LENGTH}
              </span>
            </div>
            <input
              id={`${id}-subject`}
              value={draft.subject}
              required
              maxLength={FEEDBACK_SUBJECT_MAX_LENGTH}
              onChange={(e) => set({ subject: e.target.value })}
              className={cn(inputClass, 'mt-1.5')}
              data-testid="feedback-subject"
            />
          </div>

          <div>
            <div className="flex items-baseline justify-between gap-2">
              <label htmlFor={`${id}-message`} className="text-sm font-medium">
                {t('feedback.message')} <span aria-hidden="true">*</span>
              </label>
              <span className="text-xs text-muted" aria-hidden="true">
                {draft.message.length}/{FEEDBACK_MESSAGE_MAX_LENGTH}
              </span>
            </div>
            <textarea
              id={`${id}-message`}
              value={draft.message}
              required
              rows={5}
              maxLength={FEEDBACK_MESSAGE_MAX_LENGTH}
              onChange={(e) => set({ message: e.target.value })}
              className={cn(inputClass, 'mt-1.5 h-auto min-h-28 py-2.5')}
              data-testid="feedback-message"
            />
          </div>

          {rated && (
            <fieldset data-testid="feedback-rating">
              <legend className="text-sm font-medium">{t('feedback.rating')}</legend>
              <div className="mt-1.5 flex gap-1">
                {RATINGS.map((n) => (
                  <label key={n} className="cursor-pointer rounded-lg p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600">
                    <input type="radio" name={`${id}-rating`} value={n} checked={draft.rating === n} onChange={() => set({ rating: n })} className="sr-only" />
                    <Star className={cn('size-7', draft.rating !== null && n <= draft.rating ? 'fill-amber-400 text-amber-400' : 'text-slate-300')} aria-hidden="true" />
                    <span className="sr-only">{t('feedback.stars', { count: n })}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          )}

          {!signedIn && (
            <div>
              <label htmlFor={`${id}-email`} className="text-sm font-medium">
                {t('feedback.email')}
              </label>
              <input
                id={`${id}-email`}
                type="email"
                autoComplete="email"
                value={draft.email}
                onChange={(e) => set({ email: e.target.value })}
                className={cn(inputClass, 'mt-1.5')}
                data-testid="feedback-email"
              />
              <p className="mt-1 text-xs text-muted">{t('feedback.emailHint')}</p>
            </div>
          )}

          {error && (
            <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800" data-testid="feedback-error">
              {error}
            </p>
          )}
        </div>

        <div className="flex justify-end gap-2 border-t border-slate-200 px-5 py-3">
          <Button variant="ghost" onClick={cancel} data-testid="feedback-cancel">
            {t('feedback.cancel')}
          </Button>
          <Button type="submit" disabled={sending} data-testid="feedback-submit">
            {sending && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
            {sending ? t('feedback.submitting') : t('feedback.submit')}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
