import type { RecordRestaurantHistoryRequest, RestaurantHistoryItem } from '@shared/api/history';
import { apiRequest } from '@/lib/api-client';

/** POST /me/history/restaurants: the caller viewed (or compared) this restaurant. */
export function recordRestaurantHistory(request: RecordRestaurantHistoryRequest, signal?: AbortSignal): Promise<RestaurantHistoryItem> {
  return apiRequest<RestaurantHistoryItem>('/me/history/restaurants', { body: request, signal });
}
