import { searchPlaces as searchRoute } from '@shared/api/contracts/places';
import type { PlacesSearchRequest, PlacesSearchResponse } from '@shared/api/places';
import { callApi } from '@/lib/api-client';

/** POST /places/search: restaurants near the coordinates, each with its allergen scan. Counts one search. */
export function searchPlaces(request: PlacesSearchRequest, signal?: AbortSignal): Promise<PlacesSearchResponse> {
  return callApi(searchRoute, { body: request }, { signal });
}
