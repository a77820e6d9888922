import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RotateCcw, type LucideIcon } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, ButtonLink } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { EmptyState } from '@/components/ui/EmptyState';
import { cn } from '@/lib/cn';
import { matchesFilters, NO_FILTERS, type HistoryFilters } from '../history-filters';
import { ClearAllButton } from './ClearAllButton';
import { HistoryFilterBar } from './HistoryFilterBar';
import { HistorySkeletons } from './HistorySkeletons';

/**
 * One tab of /history: 3 skeletons while loading, a retry card after a failure (or, for lists
 * whose load errors are silent, the empty state), the empty state with its link, else the tab's
 * notice, its delete-all and filters where it has them, and the items.
 */
export function HistoryList<T extends { id: string }>({
  query,
  empty,
  failed,
  notice,
  clearAll,
  filterBy,
  listClassName = 'grid gap-4 md:grid-cols-2',
  children,
}: {
  query: UseQueryResult<T[]>;
  empty: { icon: LucideIcon; title: string; body: string; testId: string; to: string };
  /** The retry card's text; without it a failed load shows the empty state (silent). */
  failed?: string;
  notice: ReactNode;
  clearAll?: { onConfirm: () => void; pending: boolean; testId: string };
  /** The diets an item offers: with it, the tab has the spec's filters. */
  filterBy?: (item: T) => readonly string[];
  listClassName?: string;
  children: (item: T) => ReactNode;
}) {
  const { t } = useTranslation('history');
  const [filters, setFilters] = useState<HistoryFilters>(NO_FILTERS);
  const emptyState = (
    <EmptyState
      icon={empty.icon}
      title={empty.title}
      body={empty.body}
      testId={empty.testId}
      action={<ButtonLink to={empty.to}>{t('findRestaurants')}</ButtonLink>}
    />
  );

  if (!query.data) {
    if (!query.isError || query.isFetching) return <HistorySkeletons />;
    if (failed === undefined) return emptyState;
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
  if (query.data.length === 0) return emptyState;

  const shown = filterBy ? query.data.filter((item) => matchesFilters(filterBy(item), filters)) : query.data;
  return (
    <div className="flex flex-col gap-4">
      <div className={cn('flex flex-wrap items-center gap-3', clearAll && 'justify-between')}>
        {notice}
        {clearAll && <ClearAllButton {...clearAll} />}
      </div>
      {filterBy && <HistoryFilterBar filters={filters} onChange={setFilters} />}
      {shown.length === 0 && (
        <p className="py-6 text-center text-sm text-muted" data-testid="history-no-match">
          {t('filters.noMatch')}
        </p>
      )}
      <ul className={listClassName}>
        {shown.map((item) => (
          <li key={item.id}>{children(item)}</li>
        ))}
      </ul>
    </div>
  );
}
