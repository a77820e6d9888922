import { setTimeout as sleep } from 'node:timers/promises';
import { CUISINE_LABELS } from '../../../../../shared/domain/cuisines';
import { GooglePlacesError, PlacesUnavailableError } from '../errors';
import { matchesPrice } from '../filters';
import { boundingBox, haversineMeters, wrapLongitude } from '../geo';
import type { PlaceSearchQuery, PlacesPort } from '../port';
import type { ApiKeySource } from './api-key';
import { CUISINE_PLACE_TYPES } from './cuisine-types';
import { GOOGLE_ATTRIBUTION, type GooglePlace, toPlace, toPlaceDetails } from './map-place';
import { photoSigningKey, signedPhotoPath, verifyPhotoRequest } from './photo-url';

/**
 * The production places adapter: Google Places API (New) over HTTPS with the key kept on the
 * server (X-Goog-Api-Key header) and a field mask per call, so only the fields we show are billed.
 *
 * - No text: `places:searchNearby` in the circle, for the cuisine's place types (else `restaurant`).
 * - Text (the words left to match and the diets the text named, "Vegan sushi"): `places:searchText`
 *   restricted to the circle's bounding box (a circle is only allowed as a bias there), then places
 *   outside the circle are dropped. Google ranks by the words itself; when they find nothing, a
 *   second call (Nearby, for the cuisine) answers, with `textMatched: false`.
 * - Prices: filtered here with the port's rule (unknown price passes): Google's own `priceLevels`
 *   would drop places without a price, and Nearby Search has no price filter at all.
 * - Photos: signed paths on our API (see photo-url.ts); `photo()` turns one into Google's
 *   short-lived photo URI (`skipHttpRedirect`), which carries no key.
 * Google answers at most 20 places per call; we make one call per search.
 */
export interface GooglePlacesOptions {
  apiKey: ApiKeySource;
  /** Defaults to https://places.googleapis.com (tests point it at a local server). */
  baseUrl?: string;
  /** Budget for one operation, retries included. */
  timeoutMs?: number;
  maxAttempts?: number;
}

const GOOGLE_MAX_RESULTS = 20;
const MAX_RADIUS_METERS = 50_000;
const PLACE_FIELDS = [
  'id', 'displayName', 'formattedAddress', 'shortFormattedAddress', 'location', 'types', 'primaryType',
  'priceLevel', 'rating', 'userRatingCount', 'businessStatus', 'photos', 'currentOpeningHours', 'editorialSummary',
  'servesVegetarianFood',
];
const DETAIL_FIELDS = [...PLACE_FIELDS, 'regularOpeningHours', 'nationalPhoneNumber', 'internationalPhoneNumber', 'websiteUri', 'googleMapsUri', 'reviews'];
export const SEARCH_FIELD_MASK = PLACE_FIELDS.map((f) => `places.${f}`).join(',');
export const DETAILS_FIELD_MASK = DETAIL_FIELDS.join(',');
const PLACE_ID = /^[A-Za-z0-9_-]{1,512}$/;

export function googlePlacesAdapter(options: GooglePlacesOptions): PlacesPort {
  const baseUrl = (options.baseUrl ?? 'https://places.googleapis.com').replace(/\/$/, '');
  const timeoutMs = options.timeoutMs ?? 8_000;
  const maxAttempts = options.maxAttempts ?? 2;
  let signing: { apiKey: string; key: Buffer } | undefined;
  // A missing key or a failed secret read is the provider being unavailable too (the cause is logged).
  const readKey = () => options.apiKey().catch((error: unknown) => {
    throw new PlacesUnavailableError(error);
  });
  const signingKey = (apiKey: string) => {
    if (signing?.apiKey !== apiKey) signing = { apiKey, key: photoSigningKey(apiKey) };
    return signing.key;
  };

  const call = googleCaller(baseUrl, timeoutMs, maxAttempts);

  return {
    async search(query) {
      const apiKey = await readKey();
      const photoPath = (name: string, widthPx: number) => signedPhotoPath(signingKey(apiKey), name, widthPx);
      const radiusMeters = Math.min(MAX_RADIUS_METERS, Math.max(1, query.radiusMeters));
      const maxResults = Math.min(GOOGLE_MAX_RESULTS, Math.max(1, Math.floor(query.maxResults ?? GOOGLE_MAX_RESULTS)));
      const words = query.text?.trim() ?? '';
      const phrase = [...(query.diets ?? []), words].filter(Boolean).join(' ');
      const find = async (textQuery: string) => {
        let answer: Record<string, unknown>;
        try {
          answer = textQuery
            ? await call(apiKey, 'POST', '/v1/places:searchText', SEARCH_FIELD_MASK, textSearchBody({ ...query, radiusMeters }, textQuery, maxResults))
            : await call(apiKey, 'POST', '/v1/places:searchNearby', SEARCH_FIELD_MASK, nearbySearchBody({ ...query, radiusMeters }, maxResults));
        } catch (error) {
          throw new PlacesUnavailableError(error);
        }
        const raw = Array.isArray(answer.places) ? (answer.places as GooglePlace[]) : [];
        return raw
          .filter((p) => p.businessStatus !== 'CLOSED_PERMANENTLY')
          .flatMap((p) => toPlace(p, photoPath) ?? [])
          .filter((p) => haversineMeters(query.center, p.location) <= radiusMeters && matchesPrice(p.priceLevel, query.priceLevels));
      };
      const places = await find(phrase);
      const base = { source: 'google-places' as const, demo: false, attributions: [GOOGLE_ATTRIBUTION] };
      // Google ranks by the words itself; when they find nothing, the nearby places for the cuisine (one more call).
      if (places.length === 0 && words) return { ...base, places: await find(''), textMatched: false };
      return words ? { ...base, places, textMatched: true } : { ...base, places };
    },

    async details(id, detailOptions) {
      if (!PLACE_ID.test(id)) return null;
      const apiKey = await readKey();
      const photoPath = (name: string, widthPx: number) => signedPhotoPath(signingKey(apiKey), name, widthPx);
      const language = detailOptions?.language ? `?languageCode=${encodeURIComponent(detailOptions.language)}` : '';
      try {
        return toPlaceDetails((await call(apiKey, 'GET', `/v1/places/${id}${language}`, DETAILS_FIELD_MASK)) as GooglePlace, photoPath);
      } catch (error) {
        if (isMissing(error)) return null;
        throw new PlacesUnavailableError(error);
      }
    },

    async photo(request) {
      const apiKey = await readKey();
      const photo = verifyPhotoRequest(signingKey(apiKey), request);
      if (!photo) return null;
      try {
        const media = await call(apiKey, 'GET', `/v1/${photo.name}/media?maxWidthPx=${photo.widthPx}&skipHttpRedirect=true`, null);
        return typeof media.photoUri === 'string' && /^https:\/\//.test(media.photoUri) ? { redirectUrl: media.photoUri } : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw new PlacesUnavailableError(error);
      }
    },
  };
}

type GoogleCall = (apiKey: string, method: 'GET' | 'POST', path: string, fieldMask: string | null, body?: unknown) => Promise<Record<string, unknown>>;

/** A Places API call within `timeoutMs` in all: a 5xx, a 429 or a lost connection is tried again, up to `maxAttempts`. */
function googleCaller(baseUrl: string, timeoutMs: number, maxAttempts: number): GoogleCall {
  return async (apiKey, method, path, fieldMask, body) => {
    const deadline = AbortSignal.timeout(timeoutMs);
    const headers: Record<string, string> = { 'X-Goog-Api-Key': apiKey, ...(fieldMask ? { 'X-Goog-FieldMask': fieldMask } : {}) };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    for (let attempt = 1; ; attempt++) {
      let retryable: boolean;
      let failure: Error;
      try {
        const response = await fetch(`${baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: deadline });
        const text = await response.text();
        if (response.ok) return text ? (JSON.parse(text) as Record<string, unknown>) : {};
        failure = googleError(response.status, text);
        retryable = response.status >= 500 || response.status === 429;
      } catch (error) {
        if (deadline.aborted) throw new Error(`Google Places got no answer within ${timeoutMs} ms.`, { cause: error });
        failure = error instanceof Error ? error : new Error(String(error));
        retryable = true; // connection refused or reset
      }
      if (!retryable || attempt >= maxAttempts) throw failure;
      await sleep(100 + Math.random() * 200, undefined, { signal: deadline }).catch((error: unknown) => {
        throw new Error(`Google Places got no answer within ${timeoutMs} ms.`, { cause: error });
      });
    }
  };
}

function nearbySearchBody(query: PlaceSearchQuery, maxResults: number) {
  return {
    includedTypes: query.cuisine ? CUISINE_PLACE_TYPES[query.cuisine] : ['restaurant'],
    maxResultCount: maxResults,
    locationRestriction: { circle: { center: { latitude: query.center.lat, longitude: query.center.lng }, radius: query.radiusMeters } },
    ...(query.language ? { languageCode: query.language } : {}),
  };
}

function textSearchBody(query: PlaceSearchQuery, text: string, maxResults: number) {
  const box = boundingBox(query.center, query.radiusMeters);
  return {
    textQuery: query.cuisine ? `${CUISINE_LABELS[query.cuisine]} ${text}` : text,
    includedType: query.cuisine ? CUISINE_PLACE_TYPES[query.cuisine][0] : 'restaurant',
    pageSize: maxResults,
    // Low/high corners; a west corner east of the east one means the box crosses the antimeridian.
    locationRestriction: {
      rectangle: {
        low: { latitude: box.south, longitude: wrapLongitude(box.west) },
        high: { latitude: box.north, longitude: box.east >= 180 ? wrapLongitude(box.east) : box.east },
      },
    },
    ...(query.language ? { languageCode: query.language } : {}),
  };
}

function googleError(httpStatus: number, text: string): GooglePlacesError {
  let error: { status?: unknown; message?: unknown } = {};
  try {
    error = ((JSON.parse(text) as { error?: typeof error }).error ?? {});
  } catch {
    // not JSON: keep the HTTP status only
  }
  return new GooglePlacesError(httpStatus, typeof error.status === 'string' ? error.status : 'UNKNOWN', typeof error.message === 'string' ? error.message : text.slice(0, 200));
}

/** NOT_FOUND, or an id Google does not recognise as one (INVALID_ARGUMENT on a details call). */
function isMissing(error: unknown): boolean {
  return error instanceof GooglePlacesError && (error.httpStatus === 404 || error.status === 'NOT_FOUND' || error.status === 'INVALID_ARGUMENT');
}
