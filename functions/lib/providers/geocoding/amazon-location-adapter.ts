import { type AwsClientOptions, type AwsService, awsJsonRequest } from '../../aws/signed-request';
import { alpha2FromAlpha3 } from './country-codes';
import { placeLabel } from './labels';
import type { GeocodeResult, GeocodingPort, LocationSuggestion } from './port';

/**
 * The production geocoder: an Amazon Location Service place index (GEOCODING_PROVIDER=
 * amazon-location, PLACE_INDEX_NAME), through its REST API: SearchPlaceIndexForText,
 * SearchPlaceIndexForPosition, SearchPlaceIndexForSuggestions and GetPlace, signed with the lean
 * SigV4 client (the @aws-sdk/client-location client would add tens of KB to each bundle).
 * Results are limited to cities, neighbourhoods and postal codes; labels use the same format as
 * the embedded adapter ("Philadelphia, Pennsylvania 19103, US").
 */
export interface AmazonLocationOptions {
  aws?: AwsClientOptions;
  placeIndexName: string;
}

const LOCATION_PLACES: AwsService = { name: 'Amazon Location', signingName: 'geo', endpointPrefix: 'places.geo' };
/** Amazon Location place types of the places a diner searches near. */
const PLACE_CATEGORIES = ['MunicipalityType', 'NeighborhoodType', 'PostalCodeType'];
const POSTAL_CODE_CATEGORY = 'PostalCodeType';

/** The wire shape of a Place (only what we read). */
interface WirePlace {
  Label?: string;
  Geometry?: { Point?: number[] };
  Neighborhood?: string;
  Municipality?: string;
  SubRegion?: string;
  Region?: string;
  /** ISO 3166-1 alpha-3. */
  Country?: string;
  PostalCode?: string;
  Categories?: string[];
}

export function amazonLocationAdapter({ aws = {}, placeIndexName }: AmazonLocationOptions): GeocodingPort {
  const index = `/places/v0/indexes/${encodeURIComponent(placeIndexName)}`;
  const call = (operation: string, method: 'GET' | 'POST', path: string, body?: unknown) =>
    awsJsonRequest(aws, { service: LOCATION_PLACES, operation, protocol: 'restJson1', method, path: `${index}${path}`, body });

  return {
    async geocode(text, options = {}) {
      const answer = await call('SearchPlaceIndexForText', 'POST', '/search/text', {
        Text: text,
        MaxResults: 1,
        FilterCategories: PLACE_CATEGORIES,
        ...(options.language ? { Language: options.language } : {}),
        ...(options.near ? { BiasPosition: [options.near.lng, options.near.lat] } : {}),
      });
      const place = resultsOf(answer).map((r) => r.Place)[0];
      return place ? toResult(place, 'place') : null;
    },

    async reverseGeocode({ lat, lng }, options = {}) {
      const answer = await call('SearchPlaceIndexForPosition', 'POST', '/search/position', {
        Position: [lng, lat],
        MaxResults: 1,
        ...(options.language ? { Language: options.language } : {}),
      });
      const place = resultsOf(answer).map((r) => r.Place)[0];
      // The nearest address names its street; the answer names the city it is in.
      return place ? toResult(place, 'city') : null;
    },

    async autocomplete(text, options = {}) {
      const answer = await call('SearchPlaceIndexForSuggestions', 'POST', '/search/suggestions', {
        Text: text,
        MaxResults: options.limit ?? 5,
        FilterCategories: PLACE_CATEGORIES,
        ...(options.language ? { Language: options.language } : {}),
      });
      const suggestions = resultsOf(answer).filter((r): r is { PlaceId: string; Text?: string } => typeof r.PlaceId === 'string');
      // Suggestions carry no position: one GetPlace each, in parallel.
      const places = await Promise.allSettled(
        suggestions.map((s) => call('GetPlace', 'GET', `/places/${encodeURIComponent(s.PlaceId)}`)),
      );
      if (suggestions.length > 0 && places.every((p) => p.status === 'rejected')) throw (places[0] as PromiseRejectedResult).reason;
      const labels = new Set<string>();
      const found: LocationSuggestion[] = [];
      for (const settled of places) {
        const place = settled.status === 'fulfilled' ? (settled.value.Place as WirePlace | undefined) : undefined;
        const result = place && toResult(place, 'place');
        if (!result || labels.has(result.label)) continue;
        labels.add(result.label);
        found.push({ label: result.label, kind: isPostalCode(place) ? 'postal-code' : 'city', location: result.location });
      }
      return found;
    },
  };
}

function resultsOf(answer: Record<string, unknown>): { Place?: WirePlace; PlaceId?: string; Text?: string }[] {
  return Array.isArray(answer.Results) ? (answer.Results as { Place?: WirePlace }[]) : [];
}

function isPostalCode(place: WirePlace): boolean {
  return place.Categories?.includes(POSTAL_CODE_CATEGORY) ?? false;
}

/**
 * A Place as our result. `place`: the place itself (a city, neighbourhood or postal code);
 * `city`: the city a found address is in (reverse geocoding), without its street or postal code.
 */
function toResult(place: WirePlace, level: 'place' | 'city'): GeocodeResult | null {
  const [lng, lat] = place.Geometry?.Point ?? [];
  if (typeof lat !== 'number' || typeof lng !== 'number') return null;
  const country = place.Country ? (alpha2FromAlpha3(place.Country) ?? place.Country) : undefined;
  const city =
    level === 'place' && place.Categories?.includes('NeighborhoodType') && place.Neighborhood
      ? place.Neighborhood
      : (place.Municipality ?? place.SubRegion);
  const postalCode = level === 'place' && isPostalCode(place) ? place.PostalCode : undefined;
  const parts = { city, region: place.Region, postalCode, country };
  const label = placeLabel(parts) || (level === 'place' ? place.Label : undefined);
  if (!label || (level === 'city' && !city && !place.Region)) return null;
  return {
    label,
    location: { lat, lng },
    ...(city ? { city } : {}),
    ...(place.Region ? { region: place.Region } : {}),
    ...(country ? { country } : {}),
    ...(postalCode ? { postalCode } : {}),
  };
}
