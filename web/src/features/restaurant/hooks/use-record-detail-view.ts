import { useEffect, useRef } from 'react';
import type { RestaurantDetail } from '@shared/api/places';
import { toRestaurantSnapshot } from '@shared/api/history';
import { recordRestaurantHistory } from '@/features/history';

/**
 * Writes the "viewed" history record once per open of the page (spec 001: "A history record with
 * action viewed is written when a restaurant is viewed"), once the restaurant has loaded. The
 * server keeps one item per restaurant and action, so another open only refreshes it. Silent on
 * failure (spec 000 section 8). `alreadyRecorded`: the results card recorded this open on its click
 * (spec 000), so the page does not write it again.
 */
export function useRecordDetailView(restaurant: RestaurantDetail | undefined, alreadyRecorded: boolean): void {
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (alreadyRecorded || !restaurant || recorded.current === restaurant.id) return;
    recorded.current = restaurant.id;
    recordRestaurantHistory({ restaurant: toRestaurantSnapshot(restaurant), actionType: 'viewed' }).catch(() => undefined);
  }, [restaurant, alreadyRecorded]);
}
