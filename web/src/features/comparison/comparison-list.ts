// Relative on purpose: this module's unit test runs under plain tsx, which knows no `@shared` alias.
import type { RestaurantSnapshot } from '../../../../shared/api/history';
import type { AllergenScanResult } from '../../../../shared/domain/allergen-scan';

/**
 * A restaurant in the comparison list: a search result (which carries its scan, pros and cons) or
 * a history snapshot (which does not).
 */
export type ComparedRestaurant = RestaurantSnapshot & {
  allergyInfo?: AllergenScanResult;
  pros?: string[];
  cons?: string[];
};

export type AddOutcome = 'added' | 'locked' | 'duplicate' | 'full';

/**
 * Spec 000, comparison list: no duplicates by id; adding is ignored when full or already present;
 * capacity by tier (0 means no comparison tool, and nothing is ever added).
 */
export function addToComparison(
  list: readonly ComparedRestaurant[],
  restaurant: ComparedRestaurant,
  capacity: number,
): { list: ComparedRestaurant[]; outcome: AddOutcome } {
  if (capacity <= 0) return { list: [...list], outcome: 'locked' };
  if (list.some((r) => r.id === restaurant.id)) return { list: [...list], outcome: 'duplicate' };
  if (list.length >= capacity) return { list: [...list], outcome: 'full' };
  return { list: [...list, restaurant], outcome: 'added' };
}

export function removeFromComparison(list: readonly ComparedRestaurant[], id: string): ComparedRestaurant[] {
  return list.filter((r) => r.id !== id);
}

/** The list is cleared whenever the user goes to /home or / (which shows /welcome). */
export const CLEARING_PATHS: readonly string[] = ['/', '/home', '/welcome'];
export function clearsComparison(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return CLEARING_PATHS.includes(path);
}
