import type { ComparedRestaurant } from '../../lib/comparison-nav-state';

export type { ComparedRestaurant };

export type AddOutcome = 'added' | 'locked' | 'duplicate' | 'full';

/**
 * product-rules §7.1, comparison list: no duplicates by id; adding is ignored when full or already present;
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
