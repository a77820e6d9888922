import { getPlaceDetails } from '@shared/api/contracts/places';
import { recordComparison as recordRoute } from '@shared/api/contracts/comparisons';
import { recordRestaurantHistory } from '@shared/api/contracts/history';
import type { ComparedRestaurantSnapshot, RecordComparisonRequest, RecordComparisonResponse } from '@shared/api/comparisons';
import type { RestaurantSnapshot } from '@shared/api/history';
import type { RestaurantDetail } from '@shared/api/places';
import { normalizeLanguage } from '@shared/i18n/languages';
import { callApi } from '@/lib/api-client';

/** POST /me/comparisons: saved to history unless the key equals the last one (`recorded: false`). */
export function recordComparison(restaurants: ComparedRestaurantSnapshot[]): Promise<RecordComparisonResponse> {
  // The scan's result type is read-only, the request schema's mutable: the same values.
  return callApi(recordRoute, { body: { restaurants: restaurants as RecordComparisonRequest['restaurants'] } });
}

/** POST /me/history/restaurants with action compared, for each compared restaurant. */
export function recordCompared(restaurant: RestaurantSnapshot): Promise<unknown> {
  return callApi(recordRestaurantHistory, { body: { restaurant, actionType: 'compared' } });
}

/** GET /places/{id}: the detail, for the reviews the search results do not carry. */
export function fetchPlaceDetail(id: string, language: string | undefined, signal?: AbortSignal): Promise<RestaurantDetail> {
  const lang = language ? normalizeLanguage(language) : null;
  return callApi(getPlaceDetails, { params: { id }, query: lang ? { language: lang } : {} }, { signal }) as Promise<RestaurantDetail>;
}
