// Relative on purpose: this module's unit test runs under plain tsx, which knows no `@shared` alias.
import { SEARCH_ID_PATTERN } from '../../../../shared/api/places-constants';

/**
 * The detail page's optional navigation state (product-rules §10.1, /restaurant/{id}): shouldScrape,
 * generatedMenu, fromHistory, searchResults, searchPreferences, fromComparison; after menu
 * generation also restaurantName, location and cached (product-rules §8.1). Read defensively: anything can
 * arrive in it (an old history entry, a hand-made link).
 */
export interface RestaurantNavState {
  shouldScrape: boolean;
  /** Passed on as it came (the menu feature reads it). */
  generatedMenu: unknown;
  fromHistory: boolean;
  fromComparison: boolean;
  /** The results and preferences the results page showed, when opened from there. */
  searchResults: unknown[] | null;
  searchPreferences: Record<string, unknown> | null;
  /** The search the results came from: the page and its menu scan with that search's lists (product-rules §10.1). */
  searchId: string | null;
  /** Every key as it came, for handing back to the results page. */
  raw: Record<string, unknown>;
}

/** The keys only this page reads; the rest belongs to the results page (its page, filters...). */
const DETAIL_KEYS = ['shouldScrape', 'generatedMenu', 'fromHistory', 'fromComparison', 'restaurantName', 'location', 'cached'];

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

export function readRestaurantNavState(state: unknown): RestaurantNavState {
  const raw = isObject(state) ? state : {};
  return {
    shouldScrape: raw.shouldScrape === true,
    generatedMenu: raw.generatedMenu ?? null,
    fromHistory: raw.fromHistory === true,
    fromComparison: raw.fromComparison === true,
    searchResults: Array.isArray(raw.searchResults) ? raw.searchResults : null,
    searchPreferences: isObject(raw.searchPreferences) ? raw.searchPreferences : null,
    searchId: typeof raw.searchId === 'string' && SEARCH_ID_PATTERN.test(raw.searchId) ? raw.searchId : null,
    raw,
  };
}

export type BackTarget =
  | { kind: 'history'; to: '/history' }
  | { kind: 'results'; to: '/search-results'; state: Record<string, unknown> }
  | { kind: 'previous' };

/**
 * Back (product-rules §10.2): to /history when opened from history; to /search-results with the results and
 * preferences when they came along (with whatever else the results page put in the state, such
 * as its page and filters); otherwise one step back.
 */
export function backTarget(nav: RestaurantNavState): BackTarget {
  if (nav.fromHistory) return { kind: 'history', to: '/history' };
  if (nav.searchResults && nav.searchResults.length > 0 && nav.searchPreferences) {
    const state = Object.fromEntries(Object.entries(nav.raw).filter(([key]) => !DETAIL_KEYS.includes(key)));
    return { kind: 'results', to: '/search-results', state };
  }
  return { kind: 'previous' };
}

/** The position the results were searched from, for the distance (absent: no distance shown). */
export function searchPosition(nav: RestaurantNavState): { lat: number; lng: number } | null {
  const c = nav.searchPreferences?.coordinates;
  if (!isObject(c)) return null;
  const { lat, lng } = c;
  const valid = (n: unknown, max: number): n is number => typeof n === 'number' && Number.isFinite(n) && Math.abs(n) <= max;
  return valid(lat, 90) && valid(lng, 180) ? { lat, lng } : null;
}

/**
 * Whether the results card's link already recorded this open (product-rules §9.1: clicking a result records
 * the view): results in the state and no menu hand-over (Generate Menu navigates without recording).
 */
export function openRecordedByCard(nav: RestaurantNavState): boolean {
  return nav.searchResults !== null && nav.generatedMenu === null && !nav.shouldScrape;
}
