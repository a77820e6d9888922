import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RotateCcw } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { HistorySkeletons } from './HistorySkeletons';

/** A tab's list: 3 skeletons while loading, a retry card after a failure, the empty state, else the items. */
export function ListStatus<T>({
  query,
  empty,
  failed,
  children,
}: {
  query: UseQueryResult<T[]>;
  empty: ReactNode;
  failed: string;
  children: (items: T[]) => ReactNode;
}) {
  const { t } = useTranslation('history');
  if (query.data) return query.data.length === 0 ? empty : children(query.data);
  if (query.isError && !query.isFetching) {
    return (
      <Card className="p-6 text-center" data-testid="history-load-failed">
        <p className="text-sm text-ink">{failed}</p>
        <Button variant="outline" size="sm" className="mt-4" onClick={() => void query.refetch()}>
          <RotateCcw className="size-4" aria-hidden="true" />
          {t('retry')}
        </Button>
      </Card>
    );
  }
  return <HistorySkeletons />;
}
