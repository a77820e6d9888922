import { getPlaceDetails } from '@shared/api/contracts/places';
import type { RestaurantDetail } from '@shared/api/places';
import { normalizeLanguage } from '@shared/i18n/languages';
import { callApi } from '@/lib/api-client';

/**
 * GET /places/{id}: the restaurant, scanned against the lists of the search it was opened from
 * (`searchId`: an id, never the lists, travels in the URL), else the caller's profile; with the
 * position the results were searched from, also its distance (in the profile's unit).
 */
export function fetchRestaurantDetail(
  id: string,
  options: { language?: string; position: { lat: number; lng: number } | null; searchId?: string | null },
  signal?: AbortSignal,
): Promise<RestaurantDetail> {
  const language = options.language ? (normalizeLanguage(options.language) ?? undefined) : undefined;
  const query = {
    ...(language ? { language } : {}),
    ...(options.position ? { lat: options.position.lat, lng: options.position.lng } : {}),
    ...(options.searchId ? { searchId: options.searchId } : {}),
  };
  return callApi(getPlaceDetails, { params: { id }, query }, { signal }) as Promise<RestaurantDetail>;
}
