import { useCallback } from 'react';
import type { SavableRestaurant } from '@/features/library';
import { recordRestaurantHistory } from '@/features/history';

/**
 * Records that a result was opened (spec 000: "Clicking a result records a viewed interaction,
 * then opens the detail page"). Silent on failure (spec 000 section 8): the page opens either way.
 * The snapshot helper comes with the history contract, loaded on the first click.
 */
export function useRecordView(): (restaurant: SavableRestaurant) => void {
  return useCallback((restaurant: SavableRestaurant) => {
    void import('@shared/api/history')
      .then(({ toRestaurantSnapshot }) => recordRestaurantHistory({ restaurant: toRestaurantSnapshot(restaurant), actionType: 'viewed' }))
      .catch(() => undefined);
  }, []);
}
