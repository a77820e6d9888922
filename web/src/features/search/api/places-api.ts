import type { PlacesSearchRequest, PlacesSearchResponse } from '@shared/api/places';
import type { UsageResponse } from '@shared/api/usage';
import { apiRequest } from '@/lib/api-client';

/** POST /places/search: restaurants near the coordinates, each with its allergen scan. Counts one search. */
export function searchPlaces(request: PlacesSearchRequest, signal?: AbortSignal): Promise<PlacesSearchResponse> {
  return apiRequest<PlacesSearchResponse>('/places/search', { body: request, signal });
}

/** GET /me/usage: today's counters for the header gauges. */
export function fetchUsage(signal?: AbortSignal): Promise<UsageResponse> {
  return apiRequest<UsageResponse>('/me/usage', { signal });
}
