import {
  GetPlaceCommand,
  LocationClient,
  type Place,
  SearchPlaceIndexForPositionCommand,
  SearchPlaceIndexForSuggestionsCommand,
  SearchPlaceIndexForTextCommand,
} from '@aws-sdk/client-location';
import { awsCall } from '../../aws/aws-error';
import { type AwsClientOptions, DEFAULT_AWS_TIMEOUT_MS, sdkClientConfig } from '../../aws/client-options';
import { alpha2FromAlpha3 } from './country-codes';
import { placeLabel } from './labels';
import type { GeocodeResult, GeocodingPort, LocationSuggestion } from './port';

/**
 * The production geocoder: an Amazon Location Service place index (GEOCODING_PROVIDER=
 * amazon-location, PLACE_INDEX_NAME), through the SDK's Location client: SearchPlaceIndexForText,
 * SearchPlaceIndexForPosition, SearchPlaceIndexForSuggestions and GetPlace.
 * Results are limited to cities, neighbourhoods and postal codes; labels use the same format as
 * the embedded adapter ("Philadelphia, Pennsylvania 19103, US").
 */
export interface AmazonLocationOptions {
  aws?: AwsClientOptions;
  placeIndexName: string;
}

/** Amazon Location place types of the places a diner searches near. */
const PLACE_CATEGORIES = ['MunicipalityType', 'NeighborhoodType', 'PostalCodeType'];
const POSTAL_CODE_CATEGORY = 'PostalCodeType';

export function amazonLocationAdapter({ aws = {}, placeIndexName: IndexName }: AmazonLocationOptions): GeocodingPort {
  const client = new LocationClient(sdkClientConfig(aws));
  const timeoutMs = aws.timeoutMs ?? DEFAULT_AWS_TIMEOUT_MS;
  const call = <T>(operation: string, send: (abortSignal: AbortSignal) => Promise<T>) => awsCall(`Amazon Location ${operation}`, timeoutMs, send);

  return {
    async geocode(text, options = {}) {
      const command = new SearchPlaceIndexForTextCommand({
        IndexName,
        Text: text,
        MaxResults: 1,
        FilterCategories: PLACE_CATEGORIES,
        ...(options.language ? { Language: options.language } : {}),
        ...(options.near ? { BiasPosition: [options.near.lng, options.near.lat] } : {}),
      });
      const { Results = [] } = await call('SearchPlaceIndexForText', (abortSignal) => client.send(command, { abortSignal }));
      const place = Results[0]?.Place;
      return place ? toResult(place, 'place') : null;
    },

    async reverseGeocode({ lat, lng }, options = {}) {
      const command = new SearchPlaceIndexForPositionCommand({
        IndexName,
        Position: [lng, lat],
        MaxResults: 1,
        ...(options.language ? { Language: options.language } : {}),
      });
      const { Results = [] } = await call('SearchPlaceIndexForPosition', (abortSignal) => client.send(command, { abortSignal }));
      const place = Results[0]?.Place;
      // The nearest address names its street; the answer names the city it is in.
      return place ? toResult(place, 'city') : null;
    },

    async autocomplete(text, options = {}) {
      const command = new SearchPlaceIndexForSuggestionsCommand({
        IndexName,
        Text: text,
        MaxResults: options.limit ?? 5,
        FilterCategories: PLACE_CATEGORIES,
        ...(options.language ? { Language: options.language } : {}),
      });
      const { Results = [] } = await call('SearchPlaceIndexForSuggestions', (abortSignal) => client.send(command, { abortSignal }));
      const placeIds = Results.flatMap((r) => (r.PlaceId ? [r.PlaceId] : []));
      // Suggestions carry no position: one GetPlace each, in parallel, each with its own budget.
      const places = await Promise.allSettled(
        placeIds.map((PlaceId) => call('GetPlace', (abortSignal) => client.send(new GetPlaceCommand({ IndexName, PlaceId }), { abortSignal }))),
      );
      if (placeIds.length > 0 && places.every((p) => p.status === 'rejected')) throw (places[0] as PromiseRejectedResult).reason;
      const labels = new Set<string>();
      const found: LocationSuggestion[] = [];
      for (const settled of places) {
        const place = settled.status === 'fulfilled' ? settled.value.Place : undefined;
        const result = place && toResult(place, 'place');
        if (!result || labels.has(result.label)) continue;
        labels.add(result.label);
        found.push({ label: result.label, kind: isPostalCode(place) ? 'postal-code' : 'city', location: result.location });
      }
      return found;
    },
  };
}

function isPostalCode(place: Place): boolean {
  return place.Categories?.includes(POSTAL_CODE_CATEGORY) ?? false;
}

/**
 * A Place as our result. `place`: the place itself (a city, neighbourhood or postal code);
 * `city`: the city a found address is in (reverse geocoding), without its street or postal code.
 */
function toResult(place: Place, level: 'place' | 'city'): GeocodeResult | null {
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
