import {
  autocompleteResponseSchema,
  geocodeResponseSchema,
  type GeocodeResponse,
  type LocationSuggestion,
} from '@shared/api/geocoding';
import type { Language } from '@shared/i18n/languages';
import { apiRequest } from '@/lib/api-client';

/** POST /geocode with a city or postal code: its coordinates and label. */
export function geocodeLocation(query: string, language?: Language, signal?: AbortSignal): Promise<GeocodeResponse> {
  return apiRequest('/geocode', { body: { query, language }, schema: geocodeResponseSchema, signal });
}

/** POST /geocode with coordinates: the nearest named place. */
export function reverseGeocode(lat: number, lng: number, language?: Language, signal?: AbortSignal): Promise<GeocodeResponse> {
  return apiRequest('/geocode', { body: { lat, lng, language }, schema: geocodeResponseSchema, signal });
}

/** POST /locations/autocomplete: city and postal-code suggestions, best first. */
export async function autocompleteLocations(query: string, language?: Language, signal?: AbortSignal): Promise<LocationSuggestion[]> {
  const { suggestions } = await apiRequest('/locations/autocomplete', {
    body: { query, language },
    schema: autocompleteResponseSchema,
    signal,
  });
  return suggestions;
}
