import type { ComparedRestaurant, ComparisonNavState } from '../../lib/comparison-nav-state';

const isRestaurant = (v: unknown): v is ComparedRestaurant =>
  !!v && typeof v === 'object' && typeof (v as ComparedRestaurant).id === 'string' && typeof (v as ComparedRestaurant).name === 'string';

/** Navigation state read defensively: anything can arrive in it. Null unless it comes from history. */
export function readComparisonNavState(state: unknown): ComparisonNavState | null {
  if (!state || typeof state !== 'object') return null;
  const s = state as { restaurants?: unknown; fromHistory?: unknown };
  if (s.fromHistory !== true || !Array.isArray(s.restaurants)) return null;
  return { restaurants: s.restaurants.filter(isRestaurant), fromHistory: true };
}
