import { type PlaceDetailsQuery, type RestaurantDetail } from '../../../../shared/api/places';
import { PROFILE_DEFAULTS } from '../../../../shared/api/profile';
import type { Db } from '../../data/db';
import { getProfile } from '../../data/profile-repository';
import type { AuthContext } from '../../caller';
import { DomainError } from '../../errors';
import { illustrationForQuery } from '../../providers/places/illustration';
import type { PhotoRequest, PlacesPort } from '../../providers/places/port';
import { getPlaceNotes } from '../../data/place-note-repository';
import { menuRestaurantIds } from '../menus/menu-status';
import { assertPlaceId, readPlaceOrNotFound } from './place-reader';
import { scanPlaceOf, toRestaurantDetail } from './places-restaurant';
import { scanListsFor } from './scan-lists-service';
import { seatTable, tableVerdicts } from './table-service';
import * as clock from '../../clock';

/**
 * GET /places/{id}: one restaurant for the detail page, scanned against the lists of the search it
 * was opened from (`searchId`), else the caller's profile lists (product-rules §10.1), with the distance in the profile's unit when the page sends its position. Details are
 * not metered (the allowance counts searches). GET /places/photo: the public photo proxy.
 */
export interface PlacesDetailsDeps {
  db: Db;
  places: PlacesPort;
  apiBaseUrl: string;
}

export async function readPlaceDetails(deps: PlacesDetailsDeps, caller: AuthContext, id: string, query: PlaceDetailsQuery): Promise<RestaurantDetail> {
  assertPlaceId(id);
  const now = clock.now();
  const profileRead = getProfile(deps.db, caller.userId);
  const listsRead = scanListsFor(deps.db, caller.userId, profileRead, query.searchId, now);
  const [place, profile, { scanProfile, scannedWith }, withMenus, notes, seats] = await Promise.all([
    readPlaceOrNotFound(deps.places, id, query.language),
    profileRead,
    listsRead,
    menuRestaurantIds(deps, caller.userId, now),
    getPlaceNotes(deps.db, id),
    // The search's table (§14.4): its diners as they are now (a deleted one drops out).
    listsRead.then(({ table }) => seatTable(deps.db, caller.userId, table)),
  ]);
  const position =
    query.lat !== undefined && query.lng !== undefined
      ? { from: { lat: query.lat, lng: query.lng }, unit: profile?.distance_unit ?? PROFILE_DEFAULTS.distance_unit }
      : undefined;
  const detail = toRestaurantDetail(place, { scanProfile, apiBaseUrl: deps.apiBaseUrl }, position);
  return {
    ...detail,
    scannedWith,
    hasMenuExtraction: withMenus.has(place.id),
    ...(notes.length > 0 ? { placeNotes: notes } : {}),
    ...(seats ? { table: tableVerdicts(seats, detail.allergyInfo, scanPlaceOf(place)) } : {}),
  };
}

/** GET /places/photo: the short-lived provider URL to redirect the browser to. */
export async function findPhotoUrl(places: PlacesPort, request: PhotoRequest): Promise<string> {
  const photo = places.photo ? await places.photo(request) : null;
  if (!photo) throw new DomainError('not-found', 'PHOTO_NOT_FOUND', 'This photo is not available.');
  return photo.redirectUrl;
}

/** GET /places/illustration: the offline restaurant illustration (SVG) the query describes. */
export function findIllustration(query: Record<string, string | undefined>): string {
  const svg = illustrationForQuery(query);
  if (!svg) throw new DomainError('not-found', 'ILLUSTRATION_NOT_FOUND', 'This image is not available.');
  return svg;
}
