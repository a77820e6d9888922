import { searchPlaces as searchRoute } from '@shared/api/contracts/places';
import { getUsage } from '@shared/api/contracts/usage';
import type { PlacesSearchRequest, PlacesSearchResponse } from '@shared/api/places';
import type { UsageResponse } from '@shared/api/usage';
import { callApi } from '@/lib/api-client';

/** POST /places/search: restaurants near the coordinates, each with its allergen scan. Counts one search. */
export function searchPlaces(request: PlacesSearchRequest, signal?: AbortSignal): Promise<PlacesSearchResponse> {
  return callApi(searchRoute, { body: request }, { signal });
}

/** GET /me/usage: today's counters for the header gauges. */
export function fetchUsage(signal?: AbortSignal): Promise<UsageResponse> {
  return callApi(getUsage, {}, { signal });
}
