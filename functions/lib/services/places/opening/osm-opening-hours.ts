import OpeningHours from 'opening_hours';

export type OsmOpeningHours = OpeningHours;

export interface OsmHoursPlace {
  lat: number;
  lng: number;
  /** ISO 3166-1 alpha-2, lower case, or '' when unknown. */
  countryCode: string;
}

/**
 * An OpenStreetMap `opening_hours` value read by the opening_hours library, or null when the
 * library cannot read it (or it names holidays of a country the library has no tables for).
 * Only the embedded OpenStreetMap adapter gives such values: Lambda bundles leave this module (the
 * library is ~700 KB, mostly holiday tables) out (infra/constructs/embedded-adapters-left-out.ts).
 */
export function parseOsmOpeningHours(value: string, place: OsmHoursPlace): OpeningHours | null {
  try {
    // lat/lon place sunrise and sunset; the state is left out (the country's holidays apply).
    return new OpeningHours(value, { lat: place.lat, lon: place.lng, address: { country_code: place.countryCode, state: '' } });
  } catch {
    return null;
  }
}
