import { PLACE_ID_PATTERN, PLACES_ERRORS } from '../../../../shared/api/places';
import { DomainError } from '../../errors';
import { PlacesUnavailableError } from '../../providers/places/errors';
import type { PlaceDetails, PlacesPort } from '../../providers/places/port';

/**
 * One place by id for the routes that start from a restaurant id (details, menus, review analysis):
 * an id no provider issues and a place the provider does not have are both 404 RESTAURANT_NOT_FOUND;
 * any provider failure is 503 PLACES_UNAVAILABLE.
 */
export function restaurantNotFound(): DomainError {
  return new DomainError('not-found', 'RESTAURANT_NOT_FOUND', PLACES_ERRORS.RESTAURANT_NOT_FOUND);
}

/** Refuses, before any other work, an id no provider could have issued. */
export function assertPlaceId(id: string): void {
  if (!PLACE_ID_PATTERN.test(id)) throw restaurantNotFound();
}

export async function readPlaceOrNotFound(places: PlacesPort, id: string, language?: string): Promise<PlaceDetails> {
  assertPlaceId(id);
  let place: PlaceDetails | null;
  try {
    place = await places.details(id, language ? { language } : {});
  } catch (error) {
    throw error instanceof PlacesUnavailableError ? error : new PlacesUnavailableError(error);
  }
  if (!place) throw restaurantNotFound();
  return place;
}
