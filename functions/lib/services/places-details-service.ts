import { PLACE_ID_PATTERN, PLACES_ERRORS, type PlaceDetailsQuery, type RestaurantDetail } from '../../../shared/api/places';
import { PROFILE_DEFAULTS } from '../../../shared/api/profile';
import { compileScanProfile } from '../../../shared/domain/allergen-scan';
import type { Db } from '../data/db';
import { getProfile } from '../data/profile-repository';
import type { AuthContext } from '../http/auth-context';
import { NotFoundError } from '../http/errors';
import { HttpResult, RawResult } from '../http/route';
import { PlacesUnavailableError } from '../providers/places/errors';
import { illustrationForQuery } from '../providers/places/illustration';
import type { PhotoRequest, PlaceDetails, PlacesPort } from '../providers/places/port';
import { toRestaurantDetail } from './places-restaurant';

/**
 * GET /places/{id}: one restaurant for the detail page, scanned against the caller's profile
 * lists, with the distance in the profile's unit when the page sends its position. Details are
 * not metered (the allowance counts searches). GET /places/photo: the public photo proxy.
 */
export interface PlacesDetailsDeps {
  db: Db;
  places: PlacesPort;
  apiBaseUrl: string;
}

export async function readPlaceDetails(deps: PlacesDetailsDeps, caller: AuthContext, id: string, query: PlaceDetailsQuery): Promise<RestaurantDetail> {
  const notFound = new NotFoundError('RESTAURANT_NOT_FOUND', PLACES_ERRORS.RESTAURANT_NOT_FOUND);
  if (!PLACE_ID_PATTERN.test(id)) throw notFound;
  const [place, profile] = await Promise.all([
    details(deps.places, id, query.language),
    getProfile(deps.db, caller.userId),
  ]);
  if (!place) throw notFound;
  const scanProfile = compileScanProfile({
    allergies: profile?.allergies ?? [],
    dietaryPreferences: profile?.dietary_preferences ?? [],
  });
  const position =
    query.lat !== undefined && query.lng !== undefined
      ? { from: { lat: query.lat, lng: query.lng }, unit: profile?.distance_unit ?? PROFILE_DEFAULTS.distance_unit }
      : undefined;
  return toRestaurantDetail(place, { scanProfile, apiBaseUrl: deps.apiBaseUrl }, position);
}

/** Browsers cache the redirect briefly: Google's photo URLs are short-lived. */
export const PHOTO_CACHE_CONTROL = 'private, max-age=600';

export async function redirectToPhoto(places: PlacesPort, request: PhotoRequest): Promise<HttpResult> {
  const photo = places.photo ? await places.photo(request) : null;
  if (!photo) throw new NotFoundError('PHOTO_NOT_FOUND', 'This photo is not available.');
  return new HttpResult(302, {}, { location: photo.redirectUrl, 'cache-control': PHOTO_CACHE_CONTROL });
}

/**
 * An offline restaurant illustration. The SVG is served from the API's origin, so it gets a CSP of
 * its own that allows nothing to run, should someone open it directly.
 */
export function serveIllustration(query: Record<string, string | undefined>): RawResult {
  const svg = illustrationForQuery(query);
  if (!svg) throw new NotFoundError('ILLUSTRATION_NOT_FOUND', 'This image is not available.');
  return new RawResult(200, svg, {
    'content-type': 'image/svg+xml; charset=utf-8',
    'cache-control': 'public, max-age=31536000, immutable',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    'x-content-type-options': 'nosniff',
  });
}

async function details(places: PlacesPort, id: string, language: string | undefined): Promise<PlaceDetails | null> {
  try {
    return await places.details(id, language ? { language } : {});
  } catch (error) {
    throw error instanceof PlacesUnavailableError ? error : new PlacesUnavailableError(error);
  }
}
