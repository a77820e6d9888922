import { useTranslation } from 'react-i18next';
import { Info, Search } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import type { ShownSearch } from '../hooks/use-stored-search';
import { SearchSummary } from './SearchSummary';

/**
 * The results' heading: how many were found (and, when a filter hides some, how many of them are shown),
 * what was asked, the words not understood, and New Search.
 */
export function ResultsHeader({ search, shown, onNewSearch }: { search: ShownSearch; shown: number; onNewSearch: () => void }) {
  const { t } = useTranslation('search');
  const found = search.searchResults.length;
  const unmatchedWords = search.searchText && !search.searchText.matched ? search.searchText.words : [];
  return (
    <>
      <div className="min-w-0">
        <h1 className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl" data-testid="results-title">
          {/* The spec's `Found {n} restaurants` while every result shows; a filter's count is never hidden behind it. */}
          {shown === found ? t('results.found', { count: found }) : t('results.shownOf', { shown, count: found })}
        </h1>
        <div className="mt-3">
          <SearchSummary
            preferences={search.searchPreferences}
            avoid={search.searchText?.avoid ?? []}
            fromText={search.searchFromText}
            table={search.searchResults[0]?.table}
          />
        </div>
        {unmatchedWords.length > 0 && (
          <p className="mt-3 inline-flex items-start gap-1.5 text-sm text-muted" role="status" data-testid="results-text-unmatched">
            <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {t('results.textUnmatched', { words: unmatchedWords.join(' ') })}
          </p>
        )}
      </div>
      <Button variant="outline" onClick={onNewSearch} className="shrink-0 self-start" data-testid="results-new-search">
        <Search className="size-4" aria-hidden="true" />
        {t('results.newSearch')}
      </Button>
    </>
  );
}
