import { useCallback } from 'react';
import type { SavableRestaurant } from '@/lib/savable-restaurant';
import { recordRestaurantHistory } from '../api/restaurant-history-api';

/**
 * Records that a restaurant was opened (a result card's click, or the detail page once it has
 * loaded): the "viewed" history item. Silent on failure: the page opens either way. The snapshot
 * helper comes with the history contract, loaded on the first record.
 */
export function recordRestaurantView(restaurant: SavableRestaurant): void {
  void import('@shared/api/history')
    .then(({ toRestaurantSnapshot }) => recordRestaurantHistory({ restaurant: toRestaurantSnapshot(restaurant), actionType: 'viewed' }))
    .catch(() => undefined);
}

/** `recordRestaurantView` for a card's click handler. */
export function useRecordView(): (restaurant: SavableRestaurant) => void {
  return useCallback((restaurant: SavableRestaurant) => recordRestaurantView(restaurant), []);
}
