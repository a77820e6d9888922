import { recordRestaurantHistory as recordRoute } from '@shared/api/contracts/history';
import type { RecordRestaurantHistoryRequest, RestaurantHistoryItem } from '@shared/api/history';
import { callApi } from '@/lib/api-client';

/** POST /me/history/restaurants: the caller viewed (or compared) this restaurant. */
export function recordRestaurantHistory(request: RecordRestaurantHistoryRequest, signal?: AbortSignal): Promise<RestaurantHistoryItem> {
  return callApi(recordRoute, { body: request }, { signal });
}
