import { useCallback } from 'react';
import type { Restaurant } from '@shared/api/places';

/**
 * Records that a result was opened (spec 000: "Clicking a result records a viewed interaction,
 * then opens the detail page"; silent on failure). The history routes (POST /me/history/restaurants)
 * arrive with the history issue; until then this records nothing, and the card calls it already,
 * so only this hook changes then.
 */
export function useRecordView(): (restaurant: Restaurant) => void {
  return useCallback((restaurant: Restaurant) => {
    void restaurant;
  }, []);
}
