import { useEffect, useRef } from 'react';
import type { RestaurantDetail } from '@shared/api/places';

/**
 * Records the "viewed" history item once per open of the page (product-rules §9.1: "A history record with
 * action viewed is written when a restaurant is viewed"), once the restaurant has loaded, through
 * `record` (the history feature's, given by the composing page). The server keeps one item per
 * restaurant and action, so another open only refreshes it. `alreadyRecorded`: the results card
 * recorded this open on its click (product-rules §7.3), so the page does not write it again.
 */
export function useRecordDetailView(restaurant: RestaurantDetail | undefined, alreadyRecorded: boolean, record: (restaurant: RestaurantDetail) => void): void {
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (alreadyRecorded || !restaurant || recorded.current === restaurant.id) return;
    recorded.current = restaurant.id;
    record(restaurant);
  }, [restaurant, alreadyRecorded, record]);
}
