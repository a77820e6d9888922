import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/Skeleton';

/** product-rules §9.1: 3 loading skeleton cards. */
export function HistorySkeletons() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('loading')} className="grid gap-4" data-testid="history-skeletons">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-28" />
      ))}
    </div>
  );
}
