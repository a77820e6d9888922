import { RISK_FILTERS, SORT_OPTIONS, type RiskFilter, type SortOption } from './results-order';
import type { StoredSearch } from './search-storage';

/**
 * How the diner is looking at the results: sort, risk filter, chosen tags, page and list or map. Kept for the tab's session
 * (session storage), tied to the search it was chosen for, so Back from a restaurant returns to the
 * same page with the same sort and filters, and a new search starts from the top.
 */
export interface ResultsView {
  sort: SortOption;
  filter: RiskFilter;
  /** Ids of the tags chosen in the tag filter (premium); a tag deleted since drops out when shown. */
  tags: readonly string[];
  /** Only places open at the moment the list is shown; places with unknown hours are left out (and counted). */
  openNow: boolean;
  page: number;
  /** The results as a list of cards or as pins on a map (the map loads only when chosen). */
  layout: ResultsLayout;
}

export const RESULTS_LAYOUTS = ['list', 'map'] as const;
export type ResultsLayout = (typeof RESULTS_LAYOUTS)[number];

export const RESULTS_VIEW_KEY = 'searchResultsView';
export const DEFAULT_RESULTS_VIEW: ResultsView = { sort: 'relevance', filter: 'all', tags: [], openNow: false, page: 1, layout: 'list' };

/** Names one search: its preferences and the ids it found, in order. */
export function resultsViewOwner(search: StoredSearch): string {
  return JSON.stringify([search.searchPreferences, search.searchResults.map((r) => r.id)]);
}

function isView(value: unknown): value is ResultsView {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<ResultsView>;
  return (
    (SORT_OPTIONS as readonly unknown[]).includes(v.sort) &&
    (RISK_FILTERS as readonly unknown[]).includes(v.filter) &&
    Array.isArray(v.tags) &&
    v.tags.every((id) => typeof id === 'string') &&
    (v.openNow === undefined || typeof v.openNow === 'boolean') &&
    (v.layout === undefined || (RESULTS_LAYOUTS as readonly unknown[]).includes(v.layout)) &&
    Number.isInteger(v.page) &&
    (v.page as number) >= 1
  );
}

/** The view kept for this search, or the default one (another search's view is not reused). */
export function loadResultsView(owner: string): ResultsView {
  try {
    const stored = JSON.parse(sessionStorage.getItem(RESULTS_VIEW_KEY) ?? 'null') as { owner?: unknown; view?: unknown } | null;
    return stored && stored.owner === owner && isView(stored.view) ? { ...DEFAULT_RESULTS_VIEW, ...stored.view } : DEFAULT_RESULTS_VIEW;
  } catch {
    return DEFAULT_RESULTS_VIEW;
  }
}

export function saveResultsView(owner: string, view: ResultsView): void {
  try {
    sessionStorage.setItem(RESULTS_VIEW_KEY, JSON.stringify({ owner, view }));
  } catch {
    // Storage blocked: the view simply starts over next time.
  }
}
