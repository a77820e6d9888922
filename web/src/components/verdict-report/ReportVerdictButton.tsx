import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLazyDialog } from '@/hooks/use-lazy-dialog';
import { Flag } from 'lucide-react';
import { cn } from '@/lib/cn';

const VerdictReportDialog = lazy(() => import('./VerdictReportDialog'));

/** "Report a wrong verdict" (product-rules §16.1): opens the report dialog, loaded on first use. */
export function ReportVerdictButton({ placeId, placeName, dish, concern, className }: { placeId: string; placeName: string; dish?: string; concern?: string; className?: string }) {
  const { t } = useTranslation();
  const dialog = useLazyDialog();
  return (
    <>
      <button
        type="button"
        onClick={dialog.show}
        className={cn('relative z-10 inline-flex items-center gap-1 rounded-lg px-2 py-1 text-xs font-medium text-muted underline-offset-2 hover:bg-slate-100 hover:underline', className)}
        aria-haspopup="dialog"
        data-testid="report-verdict"
      >
        <Flag className="size-3.5" aria-hidden="true" />
        {dish ? t('verdictReport.openDish') : t('verdictReport.open')}
      </button>
      {dialog.mounted && (
        <Suspense fallback={null}>
          <VerdictReportDialog open={dialog.open} onClose={dialog.close} placeId={placeId} placeName={placeName} {...(dish ? { dish } : {})} {...(concern ? { initialConcern: concern } : {})} />
        </Suspense>
      )}
    </>
  );
}
