import { useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { FilterX, Search, SearchX } from 'lucide-react';
import type { Restaurant } from '@shared/api/places';
import { Button } from '@/components/ui/Button';
import { Container } from '@/components/ui/Container';
import { DemoPlacesBanner } from '@/components/demo/DemoPlacesBanner';
import { ResultsLayoutSwitch } from '@/components/map';
import { EmptyState } from '@/components/ui/EmptyState';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useMinuteNow } from '@/lib/use-minute-now';
import { useOrderedResults } from '../hooks/use-ordered-results';
import type { ShownSearch } from '../hooks/use-stored-search';
import { offeredSorts, PAGE_SIZE, pageCount, pageOf } from '../results-order';
import type { ResultsView } from '../results-view';
import { clearSearch } from '../search-storage';
import { NoDataHere } from './NoDataHere';
import { Pagination } from './Pagination';
import { ResultsAttribution } from './ResultsAttribution';
import { ResultsControls } from './ResultsControls';
import { ResultsHeader } from './ResultsHeader';

export interface SearchResultsProps {
  search: ShownSearch | null;
  view: ResultsView;
  onViewChange: (change: Partial<ResultsView>) => void;
  /** The tag filter's choice: whether a restaurant stays in the list. */
  keep: (restaurantId: string) => boolean;
  /** Above the sort and filter (the tag filter), when there is one. */
  tagFilter?: ReactNode;
  /** One result's card; `linkState` is what its detail page gets to come back to these results. */
  renderCard: (restaurant: Restaurant, linkState: unknown) => ReactNode;
  /** The filtered and sorted results on a map (all of them, no pages); with it the List / Map switch shows. */
  renderMap?: (ordered: Restaurant[], linkState: unknown) => ReactNode;
}

/**
 * /search-results (product-rules §4.5): the stored search's results, filtered, sorted and paged, or the empty
 * state when there is no search. The page in web/src/pages fills in the tag filter and the cards.
 */
export function SearchResults({ search, view, onViewChange, keep, tagFilter, renderCard, renderMap }: SearchResultsProps) {
  const { t } = useTranslation('search');
  useDocumentTitle(t('results.pageTitle'));
  const navigate = useNavigate();
  const top = useRef<HTMLDivElement>(null);
  const now = useMinuteNow();
  // A stored sort these results cannot use (by rating, with no ratings) reads as best match.
  const sorts = offeredSorts(search?.searchResults ?? []);
  const shownView = sorts.includes(view.sort) ? view : { ...view, sort: 'relevance' as const };
  const ordered = useOrderedResults(search, shownView, keep, now);

  const newSearch = () => {
    clearSearch();
    navigate('/home');
  };

  if (search?.noDataHere && search.searchResults.length === 0) {
    return (
      <Container className="flex flex-1 items-start justify-center py-8 sm:py-14">
        <NoDataHere areas={search.noDataHere.areas} preferences={search.searchPreferences} onNewSearch={newSearch} />
      </Container>
    );
  }

  if (!search || search.searchResults.length === 0) {
    return (
      <Container className="flex flex-1 items-center justify-center py-12 sm:py-20">
        <EmptyState
          icon={SearchX}
          title={t('results.emptyTitle')}
          body={t('results.emptyBody')}
          testId="results-empty"
          action={
            <Button onClick={newSearch} data-testid="results-start-new">
              <Search className="size-4" aria-hidden="true" />
              {t('results.startNew')}
            </Button>
          }
        />
      </Container>
    );
  }

  const linkState = { searchResults: search.searchResults, searchPreferences: search.searchPreferences, searchText: search.searchText, searchId: search.searchId };
  const goTo = (next: number) => {
    onViewChange({ page: next });
    top.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <div className="bg-gradient-to-b from-brand-50/70 via-surface to-surface" data-testid="results-page">
      <Container className="py-6 sm:py-10">
        {search.searchResults.some((r) => r.demo) && <DemoPlacesBanner className="mb-6" />}
        <div ref={top} className="scroll-mt-20 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <ResultsHeader search={search} shown={ordered.length} onNewSearch={newSearch} />
        </div>

        {tagFilter && <div className="mt-6">{tagFilter}</div>}

        {renderMap && (
          <div className="mt-6 flex justify-end">
            <ResultsLayoutSwitch value={view.layout} onChange={(layout) => onViewChange({ layout })} />
          </div>
        )}

        <ResultsControls view={shownView} sorts={sorts} onViewChange={onViewChange} results={search.searchResults} now={now} />

        {ordered.length === 0 ? (
          <NoMatch onClear={() => onViewChange({ filter: 'all', tags: [], openNow: false, page: 1 })} />
        ) : renderMap && view.layout === 'map' ? (
          renderMap(ordered, linkState)
        ) : (
          <ResultsGrid ordered={ordered} page={view.page} onPage={goTo} renderCard={(restaurant) => renderCard(restaurant, linkState)} />
        )}

        <ResultsAttribution search={search} />
      </Container>
    </div>
  );
}

/** Filters that leave nothing: say so, with a way to clear them. */
function NoMatch({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation('search');
  return (
    <div className="mt-8">
      <EmptyState
        icon={FilterX}
        title={t('results.noMatchTitle')}
        body={t('results.noMatchBody')}
        testId="results-no-match"
        action={
          <Button variant="outline" onClick={onClear} data-testid="results-clear-filters">
            <FilterX className="size-4" aria-hidden="true" />
            {t('results.clearFilters')}
          </Button>
        }
      />
    </div>
  );
}

/** One page of the ordered results with its range heading and the pagination. */
function ResultsGrid({
  ordered,
  page,
  onPage,
  renderCard,
}: {
  ordered: Restaurant[];
  page: number;
  onPage: (page: number) => void;
  renderCard: (restaurant: Restaurant) => ReactNode;
}) {
  const { t } = useTranslation('search');
  const pages = pageCount(ordered.length);
  const current = Math.min(page, Math.max(1, pages));
  return (
    <>
      {/* The list's heading (the cards' names are h3), so screen readers can jump to the results. */}
      <h2 className="mt-5 text-sm font-normal text-muted" aria-live="polite" data-testid="results-range">
        {t('results.range', {
          from: (current - 1) * PAGE_SIZE + 1,
          to: Math.min(current * PAGE_SIZE, ordered.length),
          total: ordered.length,
        })}
      </h2>
      <ul className="mt-3 grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="results-grid">
        {pageOf(ordered, current).map((restaurant) => (
          <li key={restaurant.id}>{renderCard(restaurant)}</li>
        ))}
      </ul>
      <div className="mt-8">
        <Pagination page={current} total={pages} onChange={onPage} />
      </div>
    </>
  );
}
