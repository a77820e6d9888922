import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Loader2, X } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { useAuth } from '@/features/auth';
import { offersRating } from '../feedback-form';
import { useFeedbackForm } from '../hooks/use-feedback-form';
import { useShownModal } from '../hooks/use-shown-modal';
import { FeedbackEmailField, FeedbackRatingField, FeedbackTextFields } from './FeedbackFields';

/**
 * Send App Feedback (product-rules §12.1): type, subject (≤ 100), message (≤ 1000), a 1-5 rating for AI
 * quality and general feedback, an optional email for visitors; Submit and Cancel. A native modal
 * <dialog>: the page behind is inert, focus stays inside, Escape cancels. On success it closes and
 * resets; after a failure it stays open with its contents.
 */
export default function FeedbackDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const signedIn = useAuth().user !== null;
  const ref = useShownModal(open);
  const { draft, set, sending, error, cancel, submit } = useFeedbackForm(signedIn, onClose);
  const id = useId();
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
          <FeedbackTextFields id={id} draft={draft} set={set} />
          {rated && <FeedbackRatingField id={id} draft={draft} set={set} />}
          {!signedIn && <FeedbackEmailField id={id} draft={draft} set={set} />}

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
