import type { SavableRestaurant } from '@/lib/savable-restaurant';
import { markStoredMenuReady, withMenuReady } from './search-storage';

/**
 * What a card's Generate Menu hands the detail page: the results it came from, with this
 * restaurant marked as having a menu now; the stored search is marked too.
 */
export function menuReadyNavState(restaurantId: string, linkState: unknown): Record<string, unknown> {
  markStoredMenuReady(restaurantId);
  const state = (linkState ?? {}) as Record<string, unknown>;
  return Array.isArray(state.searchResults) ? { ...state, searchResults: withMenuReady(state.searchResults as SavableRestaurant[], new Set([restaurantId])) } : state;
}
