import { autocompleteLocations as autocompleteRoute, geocode } from '@shared/api/contracts/geocoding';
import type { GeocodeResponse, LocationSuggestion } from '@shared/api/geocoding';
import type { Language } from '@shared/i18n/languages';
import { callApi } from '@/lib/api-client';

/** POST /geocode with a city or postal code: its coordinates and label. */
export function geocodeLocation(query: string, language?: Language, signal?: AbortSignal): Promise<GeocodeResponse> {
  return callApi(geocode, { body: { query, language } }, { signal });
}

/** POST /geocode with coordinates: the nearest named place. */
export function reverseGeocode(lat: number, lng: number, language?: Language, signal?: AbortSignal): Promise<GeocodeResponse> {
  return callApi(geocode, { body: { lat, lng, language } }, { signal });
}

/** POST /locations/autocomplete: city and postal-code suggestions, best first. */
export async function autocompleteLocations(query: string, language?: Language, signal?: AbortSignal): Promise<LocationSuggestion[]> {
  const { suggestions } = await callApi(autocompleteRoute, { body: { query, language } }, { signal });
  return suggestions;
}
