// Relative on purpose: this module's unit test runs under plain tsx, which knows no `@shared` alias.
import type { Restaurant } from '../../../../shared/api/places';
import { PRICE_LEVELS } from '../../../../shared/domain/search-lexicon/types';
import { safetyRank, tableRank } from '../../../../shared/domain/table';
import { leadingNumber } from '../../lib/distance-text';

/**
 * Ordering and filtering on /search-results (product-rules §4.5, results page): the chosen price
 * level first, then the risk filter, then the sort, which orders within the price groups so the
 * "{price} restaurants shown first" promise holds whatever the sort.
 */
export const SORT_OPTIONS = ['relevance', 'best-for-everyone', 'distance-asc', 'rating-desc', 'price-asc', 'safety', 'name-asc', 'menu-scraped'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

/**
 * The sorts that can order these results: by rating only when some result has a rating, by price
 * only when some has a price level (OpenStreetMap rarely has either; a sort that moves nothing
 * would look broken). A stored choice that is not offered reads as best match.
 */
export function offeredSorts(results: readonly Pick<Restaurant, 'rating' | 'priceLevel' | 'table'>[]): SortOption[] {
  const hasRating = results.some((r) => r.rating !== undefined);
  const hasPrice = results.some((r) => r.priceLevel !== undefined);
  // "Best for everyone" only for a search with a table (product-rules §14.4).
  const hasTable = results.some((r) => (r.table?.length ?? 0) > 0);
  return SORT_OPTIONS.filter(
    (option) => (option !== 'rating-desc' || hasRating) && (option !== 'price-asc' || hasPrice) && (option !== 'best-for-everyone' || hasTable),
  );
}

/** Which risk levels to show: every result, all but High Risk, or only Safe Options. */
export const RISK_FILTERS = ['all', 'hide-danger', 'safe-only'] as const;
export type RiskFilter = (typeof RISK_FILTERS)[number];

export const PAGE_SIZE = 9;

function distanceOf(r: Restaurant): number | null {
  if (Number.isFinite(r.distanceMeters)) return r.distanceMeters;
  return leadingNumber(r.distance);
}

/** Missing values (null) sort last whatever the direction. */
function byNumber(a: number | null, b: number | null, direction: 1 | -1): number {
  if (a === null || b === null) return a === null ? (b === null ? 0 : 1) : -1;
  return (a - b) * direction;
}

const priceRank = (r: Restaurant) => (r.priceLevel ? PRICE_LEVELS.indexOf(r.priceLevel) : null);


function comparator(sort: SortOption, locale: string): ((a: Restaurant, b: Restaurant) => number) | null {
  const nearest = (a: Restaurant, b: Restaurant) => byNumber(distanceOf(a), distanceOf(b), 1);
  switch (sort) {
    case 'relevance':
      return null;
    case 'distance-asc':
      return nearest;
    case 'rating-desc':
      return (a, b) => byNumber(a.rating ?? null, b.rating ?? null, -1) || byNumber(a.userRatingCount ?? null, b.userRatingCount ?? null, -1) || nearest(a, b);
    case 'price-asc':
      return (a, b) => byNumber(priceRank(a), priceRank(b), 1) || nearest(a, b);
    case 'safety':
      return (a, b) => safetyRank(a.allergyInfo) - safetyRank(b.allergyInfo) || nearest(a, b);
    case 'best-for-everyone':
      // The worst verdict at the table first decides (product-rules §14.4), then the server's order (the sort is stable).
      return (a, b) => tableRank(a) - tableRank(b);
    case 'name-asc': {
      const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
      return (a, b) => collator.compare(a.name, b.name);
    }
    case 'menu-scraped':
      // Restaurants with an extracted menu first, each group in the server's order (the sort is stable).
      return (a, b) => Number(b.hasMenuExtraction) - Number(a.hasMenuExtraction);
  }
}

export function matchesRiskFilter(r: Restaurant, filter: RiskFilter): boolean {
  if (filter === 'hide-danger') return r.allergyInfo.riskLevel !== 'danger';
  if (filter === 'safe-only') return r.allergyInfo.riskLevel === 'safe';
  return true;
}

export interface OrderOptions {
  sort: SortOption;
  /** 'any' or the search's price level, whose restaurants come first. */
  priceRange: string;
  filter: RiskFilter;
  locale: string;
}

export function orderResults(restaurants: readonly Restaurant[], { sort, priceRange, filter, locale }: OrderOptions): Restaurant[] {
  const compare = comparator(sort, locale);
  const sortGroup = (group: Restaurant[]) => (compare ? [...group].sort(compare) : group);
  const shown = restaurants.filter((r) => matchesRiskFilter(r, filter));
  if (priceRange === 'any' || !priceRange) return sortGroup(shown);
  const first = shown.filter((r) => r.priceLevel === priceRange);
  const rest = shown.filter((r) => r.priceLevel !== priceRange);
  return [...sortGroup(first), ...sortGroup(rest)];
}

/** 1-based page count; 0 when there is nothing. */
export function pageCount(total: number): number {
  return Math.ceil(total / PAGE_SIZE);
}

export function pageOf<T>(items: readonly T[], page: number): T[] {
  return items.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
}

/**
 * The page numbers to show: all of them up to 7 pages, otherwise the first, the last and the
 * current one with its neighbours, gaps marked 'gap'.
 */
export function pageItems(current: number, total: number): (number | 'gap')[] {
  if (total <= 7) return Array.from({ length: total }, (_, i) => i + 1);
  const wanted = new Set([1, total, current - 1, current, current + 1].filter((p) => p >= 1 && p <= total));
  if (current <= 3) [2, 3, 4].forEach((p) => wanted.add(p));
  if (current >= total - 2) [total - 3, total - 2, total - 1].forEach((p) => wanted.add(p));
  const pages = [...wanted].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  pages.forEach((p, i) => {
    if (i > 0 && p - pages[i - 1]! > 1) out.push('gap');
    out.push(p);
  });
  return out;
}
