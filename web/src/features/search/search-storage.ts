// Relative on purpose: this module's unit test runs under plain tsx, which knows no `@shared` alias.
import type { DataArea, PlacesSearchPreferences, Restaurant } from '../../../../shared/api/places';
import { SEARCH_ID_PATTERN } from '../../../../shared/api/places-constants';
import { asTextLists, type TextLists } from './search-text-lists';

/**
 * The last search, kept in local storage under the spec's keys so /search-results survives a
 * reload or a fresh visit: `searchResults` (the restaurants) and `searchPreferences` (what was
 * searched for, as sent to POST /places/search), and beside them which of its diets and allergies
 * the search words added (`searchFromText`: shown as that search's own chips).
 */
export const RESULTS_KEY = 'searchResults';
export const PREFERENCES_KEY = 'searchPreferences';
export const FROM_TEXT_KEY = 'searchFromText';
/** Beside the spec's two: why a search came back empty, when it was for want of data. */
export const NO_DATA_KEY = 'searchNoDataHere';
/** The search's id: the detail page and menu opened from its results scan with its lists (product-rules §10.1). */
export const SEARCH_ID_KEY = 'searchId';

export interface StoredSearch {
  searchResults: Restaurant[];
  searchPreferences: PlacesSearchPreferences;
  searchFromText?: TextLists;
  /** No real data where it searched (the results are empty for that reason): the areas that have data. */
  noDataHere?: { areas: DataArea[] };
  /** POST /places/search's searchId (absent in a search stored by an older version). */
  searchId?: string;
}

/**
 * A shape check of what the results page and the card read, so an entry from an older version of
 * the app, or a hand-edited one, is dropped instead of breaking the page.
 */
function isRestaurant(value: unknown): value is Restaurant {
  if (!value || typeof value !== 'object') return false;
  const r = value as Partial<Restaurant>;
  const scan = r.allergyInfo;
  return (
    ['id', 'name', 'imageUrl', 'cuisineType', 'address', 'distance'].every((field) => typeof r[field as keyof Restaurant] === 'string') &&
    Array.isArray(r.cuisines) &&
    Array.isArray(r.dietaryOptions) &&
    typeof r.demo === 'boolean' &&
    !!scan &&
    typeof scan.riskLevel === 'string' &&
    Array.isArray(scan.allergenWarnings) &&
    Array.isArray(scan.dietaryWarnings) &&
    Array.isArray(scan.safeOptions) &&
    Array.isArray(scan.notes)
  );
}

function isPreferences(value: unknown): value is PlacesSearchPreferences {
  if (!value || typeof value !== 'object') return false;
  const p = value as Partial<PlacesSearchPreferences>;
  return Array.isArray(p.dietaryRestrictions) && Array.isArray(p.allergies) && typeof p.searchRadius === 'number';
}

function isNoDataHere(value: unknown): value is { areas: DataArea[] } {
  if (!value || typeof value !== 'object' || !Array.isArray((value as { areas?: unknown }).areas)) return false;
  return (value as { areas: unknown[] }).areas.every((area) => {
    const a = area as Partial<DataArea> | null;
    return !!a && typeof a.name === 'string' && typeof a.places === 'number' && typeof a.center?.lat === 'number' && typeof a.center.lng === 'number';
  });
}

/** A search id as the server issues them, from navigation state or storage; undefined otherwise. */
export function asSearchId(value: unknown): string | undefined {
  return typeof value === 'string' && SEARCH_ID_PATTERN.test(value) ? value : undefined;
}

/** Navigation state or stored entries, when they hold a usable search. */
export function asStoredSearch(
  results: unknown,
  preferences: unknown,
  extras: { fromText?: unknown; noDataHere?: unknown; searchId?: unknown } = {},
): StoredSearch | null {
  if (!Array.isArray(results) || !results.every(isRestaurant) || !isPreferences(preferences)) return null;
  const searchFromText = asTextLists(extras.fromText);
  const { noDataHere } = extras;
  const searchId = asSearchId(extras.searchId);
  return {
    searchResults: results,
    searchPreferences: preferences,
    ...(searchFromText ? { searchFromText } : {}),
    ...(isNoDataHere(noDataHere) ? { noDataHere } : {}),
    ...(searchId ? { searchId } : {}),
  };
}

export function saveSearch(search: StoredSearch): void {
  try {
    localStorage.setItem(RESULTS_KEY, JSON.stringify(search.searchResults));
    localStorage.setItem(PREFERENCES_KEY, JSON.stringify(search.searchPreferences));
    if (search.searchFromText) localStorage.setItem(FROM_TEXT_KEY, JSON.stringify(search.searchFromText));
    else localStorage.removeItem(FROM_TEXT_KEY);
    if (search.noDataHere) localStorage.setItem(NO_DATA_KEY, JSON.stringify(search.noDataHere));
    else localStorage.removeItem(NO_DATA_KEY);
    if (search.searchId) localStorage.setItem(SEARCH_ID_KEY, search.searchId);
    else localStorage.removeItem(SEARCH_ID_KEY);
  } catch {
    // Storage full or blocked: the results still travel as navigation state.
  }
}

export function loadSearch(): StoredSearch | null {
  try {
    const results = localStorage.getItem(RESULTS_KEY);
    const preferences = localStorage.getItem(PREFERENCES_KEY);
    if (!results || !preferences) return null;
    const fromText = localStorage.getItem(FROM_TEXT_KEY);
    const noData = localStorage.getItem(NO_DATA_KEY);
    return asStoredSearch(JSON.parse(results), JSON.parse(preferences), {
      fromText: fromText ? JSON.parse(fromText) : undefined,
      noDataHere: noData ? JSON.parse(noData) : undefined,
      searchId: localStorage.getItem(SEARCH_ID_KEY),
    });
  } catch {
    return null;
  }
}

/** New Search clears the stored results (spec). */
export function clearSearch(): void {
  try {
    localStorage.removeItem(RESULTS_KEY);
    localStorage.removeItem(PREFERENCES_KEY);
    localStorage.removeItem(FROM_TEXT_KEY);
    localStorage.removeItem(NO_DATA_KEY);
    localStorage.removeItem(SEARCH_ID_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

/** The results with these restaurants marked as having a generated menu (the card's Menu ready, the menu-scraped sort). */
export function withMenuReady<T extends { id: string; hasMenuExtraction: boolean }>(results: readonly T[], ids: ReadonlySet<string>): T[] {
  return results.map((r) => (ids.has(r.id) && !r.hasMenuExtraction ? { ...r, hasMenuExtraction: true } : r));
}

/** After a menu is generated: the stored results say so too, so /search-results shows it after a reload. */
export function markStoredMenuReady(restaurantId: string): void {
  const stored = loadSearch();
  if (stored) saveSearch({ ...stored, searchResults: withMenuReady(stored.searchResults, new Set([restaurantId])) });
}

/**
 * Results from navigation state (e.g. the browser's Back) may predate a menu generated since: the
 * stored copy knows, so its Menu ready marks carry over.
 */
export function withStoredMenuMarks(search: StoredSearch): StoredSearch {
  const ready = new Set(loadSearch()?.searchResults.filter((r) => r.hasMenuExtraction).map((r) => r.id));
  return ready.size === 0 ? search : { ...search, searchResults: withMenuReady(search.searchResults, ready) };
}
