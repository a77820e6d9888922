import { useCallback, useEffect, useMemo, useState } from 'react';
import { DEFAULT_RESULTS_VIEW, loadResultsView, resultsViewOwner, saveResultsView, type ResultsView } from '../results-view';
import type { StoredSearch } from '../search-storage';

/** Sort, risk filter and page of the results, restored when the diner comes back to the same search. */
export function useResultsView(search: StoredSearch | null): [ResultsView, (change: Partial<ResultsView>) => void] {
  const owner = useMemo(() => (search ? resultsViewOwner(search) : null), [search]);
  const [view, setView] = useState<ResultsView>(() => (owner ? loadResultsView(owner) : DEFAULT_RESULTS_VIEW));
  useEffect(() => {
    if (owner) saveResultsView(owner, view);
  }, [owner, view]);
  const change = useCallback((next: Partial<ResultsView>) => setView((current) => ({ ...current, ...next })), []);
  return [view, change];
}
