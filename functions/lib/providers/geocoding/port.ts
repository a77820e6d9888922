import type { LatLng } from '../places/port';

/** Geocoding port: place names to coordinates, coordinates to a label, and autocomplete. */
export interface GeocodeResult {
  label: string;
  location: LatLng;
  city?: string;
  region?: string;
  country?: string;
  postalCode?: string;
}

export interface LocationSuggestion {
  label: string;
  kind: 'city' | 'postal-code';
  location: LatLng;
}

export interface GeocodingPort {
  geocode(text: string, options?: { language?: string; near?: LatLng }): Promise<GeocodeResult | null>;
  reverseGeocode(location: LatLng, options?: { language?: string }): Promise<GeocodeResult | null>;
  autocomplete(prefix: string, options?: { language?: string; limit?: number }): Promise<LocationSuggestion[]>;
}
