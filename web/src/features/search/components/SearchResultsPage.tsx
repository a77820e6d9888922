import { useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { FilterX, FlaskConical, Info, Search, SearchX } from 'lucide-react';
import type { Attribution, SearchTextReading } from '@shared/api/places';
import { Button } from '@/components/ui/Button';
import { Container } from '@/components/ui/Container';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { TagFilterCard, useTagFilter } from '@/features/library';
import { PAGE_SIZE, RISK_FILTERS, SORT_OPTIONS, orderResults, pageCount, pageOf, type RiskFilter, type SortOption } from '../results-order';
import { asStoredSearch, clearSearch, loadSearch, withStoredMenuMarks, type StoredSearch } from '../search-storage';
import { EmptyState } from './EmptyState';
import { Pagination } from './Pagination';
import { RestaurantCard } from './RestaurantCard';
import { SearchSummary } from './SearchSummary';
import { SelectField } from './SelectField';
import { useResultsView } from '../hooks/use-results-view';

/** The search from navigation state, else from local storage (spec 000, /search-results). */
function useStoredSearch(): (StoredSearch & { searchText?: SearchTextReading }) | null {
  const state = useLocation().state as { searchResults?: unknown; searchPreferences?: unknown; searchText?: unknown } | null;
  const [search] = useState(() => {
    const fromState = asStoredSearch(state?.searchResults, state?.searchPreferences);
    const searchText = readSearchText(state?.searchText);
    return fromState ? { ...withStoredMenuMarks(fromState), ...(searchText ? { searchText } : {}) } : loadSearch();
  });
  return search;
}

/** How the server read the text (navigation state only: a stored search from before has none). */
function readSearchText(value: unknown): SearchTextReading | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const v = value as Partial<SearchTextReading>;
  const strings = (list: unknown) => Array.isArray(list) && list.every((item) => typeof item === 'string');
  return strings(v.words) && strings(v.avoid) && typeof v.matched === 'boolean' ? (v as SearchTextReading) : undefined;
}

/** Each source's attribution once ("© OpenStreetMap contributors", "Google Maps"). */
function attributionsOf(search: StoredSearch): Attribution[] {
  const seen = new Map<string, Attribution>();
  for (const r of search.searchResults) if (r.attribution && !seen.has(r.attribution.text)) seen.set(r.attribution.text, r.attribution);
  return [...seen.values()];
}

export default function SearchResultsPage() {
  const { t, i18n } = useTranslation('search');
  useDocumentTitle(t('results.pageTitle'));
  const navigate = useNavigate();
  const search = useStoredSearch();
  const [{ sort, filter, tags: pickedTags, page }, changeView] = useResultsView(search);
  const top = useRef<HTMLDivElement>(null);
  const tagFilter = useTagFilter(pickedTags);
  const { keep } = tagFilter;

  // Spec order: the price level groups first, then the tag filter, then the sort (a filter keeps the groups' order).
  const ordered = useMemo(
    () =>
      search
        ? orderResults(
            search.searchResults.filter((r) => keep(r.id)),
            { sort, filter, priceRange: search.searchPreferences.priceRange, locale: i18n.resolvedLanguage ?? 'en' },
          )
        : [],
    [search, sort, filter, keep, i18n.resolvedLanguage],
  );
  const pages = pageCount(ordered.length);
  const current = Math.min(page, Math.max(1, pages));

  const newSearch = () => {
    clearSearch();
    navigate('/home');
  };

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

  const demo = search.searchResults.some((r) => r.demo);
  const attributions = attributionsOf(search);
  const linkState = { searchResults: search.searchResults, searchPreferences: search.searchPreferences, searchText: search.searchText };
  const unmatchedWords = search.searchText && !search.searchText.matched ? search.searchText.words : [];
  const goTo = (next: number) => {
    changeView({ page: next });
    top.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <div className="bg-gradient-to-b from-brand-50/70 via-surface to-surface" data-testid="results-page">
      <Container className="py-6 sm:py-10">
        <div ref={top} className="scroll-mt-20 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <h1 className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl" data-testid="results-title">
              {t('results.found', { count: search.searchResults.length })}
            </h1>
            <div className="mt-3">
              <SearchSummary preferences={search.searchPreferences} avoid={search.searchText?.avoid ?? []} />
            </div>
            {unmatchedWords.length > 0 && (
              <p className="mt-3 inline-flex items-start gap-1.5 text-sm text-muted" role="status" data-testid="results-text-unmatched">
                <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                {t('results.textUnmatched', { words: unmatchedWords.join(' ') })}
              </p>
            )}
          </div>
          <Button variant="outline" onClick={newSearch} className="shrink-0 self-start" data-testid="results-new-search">
            <Search className="size-4" aria-hidden="true" />
            {t('results.newSearch')}
          </Button>
        </div>

        {tagFilter.tags.length > 0 && (
          <div className="mt-6">
            <TagFilterCard
              tags={tagFilter.tags}
              chosen={tagFilter.chosen}
              onChange={(next) => changeView({ tags: [...next], page: 1 })}
            />
          </div>
        )}

        <div className="mt-6 grid grid-cols-2 gap-3 sm:flex sm:items-end sm:justify-end">
          <SelectField
            label={t('results.show')}
            value={filter}
            onChange={(event) => {
              changeView({ filter: event.target.value as RiskFilter, page: 1 });
            }}
            className="sm:w-52"
            data-testid="results-filter"
          >
            {RISK_FILTERS.map((f) => (
              <option key={f} value={f}>
                {t(`results.filters.${f}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('results.sortLabel')}
            value={sort}
            onChange={(event) => {
              changeView({ sort: event.target.value as SortOption, page: 1 });
            }}
            className="sm:w-52"
            data-testid="results-sort"
          >
            {SORT_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {t(`results.sort.${option}`)}
              </option>
            ))}
          </SelectField>
        </div>

        {ordered.length === 0 ? (
          <div className="mt-8">
            <EmptyState
              icon={FilterX}
              title={t('results.noMatchTitle')}
              body={t('results.noMatchBody')}
              testId="results-no-match"
              action={
                <Button
                  variant="outline"
                  onClick={() => changeView({ filter: 'all', tags: [], page: 1 })}
                  data-testid="results-clear-filters"
                >
                  <FilterX className="size-4" aria-hidden="true" />
                  {t('results.clearFilters')}
                </Button>
              }
            />
          </div>
        ) : (
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
                <li key={restaurant.id}>
                  <RestaurantCard restaurant={restaurant} linkState={linkState} />
                </li>
              ))}
            </ul>
            <div className="mt-8">
              <Pagination page={current} total={pages} onChange={goTo} />
            </div>
          </>
        )}

        <div className="mt-8 flex flex-col items-center gap-2 text-center text-xs text-muted" data-testid="results-attribution">
          {demo && (
            <p className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-3 py-1 font-medium text-slate-700" data-testid="results-demo-note">
              <FlaskConical className="size-3.5" aria-hidden="true" />
              {t('results.demoNote')}
            </p>
          )}
          {attributions.length > 0 && (
            <p>
              {attributions.map((a, i) => (
                <span key={a.text}>
                  {i > 0 && ' · '}
                  {a.url ? (
                    <a href={a.url} target="_blank" rel="noreferrer noopener" className="underline decoration-slate-300 underline-offset-2 hover:text-ink">
                      {a.text}
                    </a>
                  ) : (
                    a.text
                  )}
                </span>
              ))}
            </p>
          )}
        </div>
      </Container>
    </div>
  );
}
