import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { ModalFormDialog } from '@/components/ui/ModalFormDialog';
import { useAuth } from '@/features/auth';
import { offersRating } from '../feedback-form';
import { useFeedbackForm } from '../hooks/use-feedback-form';
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
  const { draft, set, sending, error, cancel, submit } = useFeedbackForm(signedIn, onClose);
  const id = useId();
  const rated = offersRating(draft.type);

  return (
    <ModalFormDialog
      open={open}
      onCancel={cancel}
      onSubmit={(event) => void submit(event)}
      id={id}
      title={t('feedback.title')}
      subtitle={t('feedback.intro')}
      closeLabel={t('feedback.close')}
      testId="feedback-dialog"
      footer={
        <>
          <Button variant="ghost" onClick={cancel} data-testid="feedback-cancel">
            {t('feedback.cancel')}
          </Button>
          <Button type="submit" disabled={sending} data-testid="feedback-submit">
            {sending && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
            {sending ? t('feedback.submitting') : t('feedback.submit')}
          </Button>
        </>
      }
    >
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
    </ModalFormDialog>
  );
}
