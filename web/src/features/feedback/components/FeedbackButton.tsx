import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLazyDialog } from '@/hooks/use-lazy-dialog';
import { MessageSquarePlus } from 'lucide-react';

// Loaded on the first click: the dialog brings the feedback contract (and zod) with it.
const FeedbackDialog = lazy(() => import('./FeedbackDialog'));

/** The header's feedback button (product-rules §12.1), for signed-in users and visitors alike. */
export function FeedbackButton() {
  const { t } = useTranslation();
  const dialog = useLazyDialog();

  return (
    <>
      <button
        type="button"
        onClick={dialog.show}
        aria-label={t('feedback.open')}
        title={t('feedback.open')}
        aria-haspopup="dialog"
        className="flex size-9 shrink-0 items-center justify-center rounded-lg text-muted transition-colors hover:bg-slate-100 hover:text-ink"
        data-testid="header-feedback"
      >
        <MessageSquarePlus className="size-5" aria-hidden="true" />
      </button>
      {dialog.mounted && (
        <Suspense fallback={null}>
          <FeedbackDialog open={dialog.open} onClose={dialog.close} />
        </Suspense>
      )}
    </>
  );
}
