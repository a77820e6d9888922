import {
  type AutocompleteResponse,
  GEOCODING_ERRORS,
  type GeocodeQuery,
  type GeocodeResponse,
} from '../../../../shared/api/geocoding';
import type { Language } from '../../../../shared/i18n/languages';
import { DomainError } from '../../errors';
import type { GeocodeResult, GeocodingPort } from '../../providers/geocoding/port';

/**
 * POST /geocode and POST /locations/autocomplete over the geocoding port. Nothing found is
 * `not-found` with the spec's message; a failing provider is `unavailable` (the browser can retry).
 */
export class GeocodingUnavailableError extends DomainError {
  constructor(cause: unknown) {
    super('unavailable', 'GEOCODING_UNAVAILABLE', GEOCODING_ERRORS.GEOCODING_UNAVAILABLE);
    this.cause = cause;
  }
}

export async function geocode(port: GeocodingPort, query: GeocodeQuery): Promise<GeocodeResponse> {
  const options = query.language ? { language: query.language } : {};
  const result = await provider(() =>
    query.kind === 'search' ? port.geocode(query.query, options) : port.reverseGeocode({ lat: query.lat, lng: query.lng }, options),
  );
  if (!result) {
    throw query.kind === 'search'
      ? new DomainError('not-found', 'LOCATION_NOT_FOUND', GEOCODING_ERRORS.LOCATION_NOT_FOUND)
      : new DomainError('not-found', 'ADDRESS_NOT_FOUND', GEOCODING_ERRORS.ADDRESS_NOT_FOUND);
  }
  return toResponse(result);
}

export async function autocompleteLocations(
  port: GeocodingPort,
  request: { query: string; limit: number; language?: Language | undefined },
): Promise<AutocompleteResponse> {
  const options = { limit: request.limit, ...(request.language ? { language: request.language } : {}) };
  const suggestions = await provider(() => port.autocomplete(request.query, options));
  return {
    suggestions: suggestions.slice(0, request.limit).map((s) => ({ label: s.label, kind: s.kind, lat: s.location.lat, lng: s.location.lng })),
  };
}

function toResponse(result: GeocodeResult): GeocodeResponse {
  return {
    label: result.label,
    lat: result.location.lat,
    lng: result.location.lng,
    ...(result.city ? { city: result.city } : {}),
    ...(result.region ? { region: result.region } : {}),
    ...(result.country ? { country: result.country } : {}),
    ...(result.postalCode ? { postalCode: result.postalCode } : {}),
  };
}

async function provider<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new GeocodingUnavailableError(error);
  }
}
