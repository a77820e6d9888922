import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LucideIcon } from 'lucide-react';
import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import type { SavedListItem } from '@shared/api/library';
import { Button } from '@/components/ui/Button';
import { CardGridSkeleton } from './CardGridSkeleton';
import { EmptyNote } from './EmptyNote';
import { SavedCard, type RenderSavedCard } from './SavedCard';

type Item = Pick<SavedListItem, 'restaurant_id' | 'restaurant_data' | 'current_scan'>;
type Pages = UseInfiniteQueryResult<InfiniteData<{ items: Item[]; nextCursor: string | null; total: number }>>;

interface SectionText {
  title: string;
  loading: string;
  loadFailed: string;
  emptyTitle: string;
  emptyBody: string;
}

/**
 * A list of /saved-list (My Saved Restaurants, Tagged Restaurants): its heading, 3 skeletons while
 * the first page loads, a retry card, the empty state, the cards, and Load more while pages remain.
 */
export function LibrarySection({
  id,
  icon,
  text,
  pages,
  aside,
  emptyAction,
  renderCard,
}: {
  id: 'saved' | 'tagged';
  icon: LucideIcon;
  text: SectionText;
  pages: Pages;
  /** Beside the heading once loaded (the saved count). */
  aside?: (total: number) => ReactNode;
  emptyAction?: ReactNode;
  renderCard: RenderSavedCard;
}) {
  const { t } = useTranslation('library');
  const items = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const total = pages.data?.pages[0]?.total ?? 0;
  return (
    <section aria-labelledby={`${id}-title`} data-testid={`${id}-section`}>
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={`${id}-title`} className="text-xl font-bold text-ink">
          {text.title}
        </h2>
        {pages.data && aside?.(total)}
      </div>
      <div className="mt-4">
        {pages.isPending ? (
          <CardGridSkeleton label={text.loading} testId={`${id}-skeleton`} />
        ) : pages.isError && items.length === 0 ? (
          <EmptyNote icon={icon} title={text.loadFailed} body={t('saved.loadFailedBody')} testId={`${id}-error`}>
            <Button variant="outline" onClick={() => void pages.refetch()}>
              {t('page.retry')}
            </Button>
          </EmptyNote>
        ) : items.length === 0 ? (
          <EmptyNote icon={icon} title={text.emptyTitle} body={text.emptyBody} testId={`${id}-empty`}>
            {emptyAction}
          </EmptyNote>
        ) : (
          <>
            <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid={`${id}-grid`}>
              {items.map((item) => (
                <li key={item.restaurant_id}>
                  <SavedCard item={item} renderCard={renderCard} />
                </li>
              ))}
            </ul>
            {pages.hasNextPage && (
              <div className="mt-5 flex flex-col items-center gap-1">
                <Button variant="outline" onClick={() => void pages.fetchNextPage()} disabled={pages.isFetchingNextPage} data-testid={`${id}-load-more`}>
                  {pages.isFetchingNextPage ? t('pages.loadingMore') : t('pages.loadMore')}
                </Button>
                <p className="text-xs text-muted" data-testid={`${id}-shown`}>
                  {t('pages.shown', { shown: items.length, total })}
                </p>
              </div>
            )}
            {pages.isFetchNextPageError && (
              <p className="mt-2 text-center text-sm text-risk-high" role="alert">
                {t('pages.loadMoreFailed')}
              </p>
            )}
          </>
        )}
      </div>
    </section>
  );
}
