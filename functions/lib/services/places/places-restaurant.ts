import type { Restaurant, RestaurantDetail } from '../../../../shared/api/places';
import type { DistanceUnit } from '../../../../shared/api/profile';
import { type AllergenScanInput, type AllergenScanResult, scanRestaurant, type ScanProfile } from '../../../../shared/domain/allergen-scan/index';
import { CUISINE_LABELS } from '../../../../shared/domain/cuisines';
import { haversineMeters } from '../../providers/places/geo';
import { deepFreeze } from '../../providers/places/deep-freeze';
import { illustrationUrl } from '../../providers/places/illustration';
import { resolvePlaceUrl } from '../../providers/places/places';
import type { LatLng, Place, PlaceDetails } from '../../providers/places/port';
import { now as clockNow } from '../../clock';
import { openStatusAt } from '../../../../shared/domain/opening-hours/open-status';
import { openingSchedule } from './opening/opening-schedule';
import { formatDistance } from './places-distance';

/**
 * A provider's place in the spec's Restaurant shape: distance in the user's unit, URLs the
 * browser can load, and the allergen scan for the given profile.
 */
export interface RestaurantContext {
  /** Compiled once per request: scanning reuses it for every place. */
  scanProfile: ScanProfile;
  /** Base URL of this API as the browser reaches it, for proxied photo paths. */
  apiBaseUrl: string;
  /** The moment the answer is for (the server's clock, once per request): the opening schedule starts here. */
  now?: Date;
}

export function toRestaurant(place: Place, context: RestaurantContext, from: LatLng, unit: DistanceUnit): Restaurant {
  const distanceMeters = Math.round(haversineMeters(from, place.location));
  // The object is built in place (no spreads): 60 of them per search, in the spec's key order.
  const restaurant = baseRestaurant(place, context) as Restaurant;
  restaurant.distance = formatDistance(distanceMeters, unit);
  restaurant.distanceMeters = distanceMeters;
  return restaurant;
}

export function toRestaurantDetail(
  place: PlaceDetails,
  context: RestaurantContext,
  position?: { from: LatLng; unit: DistanceUnit },
): Omit<RestaurantDetail, 'scannedWith'> {
  const distanceMeters = position ? Math.round(haversineMeters(position.from, place.location)) : undefined;
  return {
    ...baseRestaurant(place, context),
    ...(position && distanceMeters !== undefined ? { distance: formatDistance(distanceMeters, position.unit), distanceMeters } : {}),
    photos: place.photos.map((photo) => ({ ...photo, url: resolvePlaceUrl(photo.url, context.apiBaseUrl) })),
    ...(place.phone ? { phone: place.phone } : {}),
    ...(place.website ? { website: place.website } : {}),
    hours: place.hours,
    ...(place.openingHours ? { openingHours: place.openingHours } : {}),
    reviews: place.reviews,
    ...(place.mapUrl ? { mapUrl: place.mapUrl } : {}),
  };
}

function baseRestaurant(place: Place, context: RestaurantContext): Omit<Restaurant, 'distance' | 'distanceMeters'> {
  const address = place.address ?? place.vicinity ?? '';
  const restaurant: Mutable<Omit<Restaurant, 'distance' | 'distanceMeters'>> = {
    id: place.id,
    name: place.name,
    imageUrl: resolvePlaceUrl(place.imageUrl ?? illustrationUrl(place.cuisines[0], 0), context.apiBaseUrl),
  } as Mutable<Omit<Restaurant, 'distance' | 'distanceMeters'>>;
  if (place.rating !== undefined) restaurant.rating = place.rating;
  if (place.userRatingCount !== undefined) restaurant.userRatingCount = place.userRatingCount;
  if (place.priceLevel) restaurant.priceLevel = place.priceLevel;
  restaurant.cuisineType = cuisineText(place);
  restaurant.cuisines = place.cuisines;
  restaurant.address = address;
  restaurant.formatted_address = address;
  restaurant.vicinity = place.vicinity ?? address;
  restaurant.coordinates = { lat: place.location.lat, lng: place.location.lng };
  if (place.countryCode && /^[A-Z]{2}$/.test(place.countryCode)) restaurant.countryCode = place.countryCode;
  restaurant.dietaryOptions = place.dietaryOptions;
  if (place.dietaryOnly?.length) restaurant.dietaryOnly = place.dietaryOnly;
  restaurant.pros = [];
  restaurant.cons = [];
  restaurant.hasMenuExtraction = false;
  // Sent as a schedule (the browser reads it again whenever it shows the card); `openNow` is the status when served.
  const schedule = openingSchedule(place, context.now ?? clockNow());
  if (schedule) {
    const status = openStatusAt(schedule, new Date(schedule.from)).state;
    if (status !== 'unknown') restaurant.openNow = status === 'open';
    restaurant.openingSchedule = schedule;
  }
  restaurant.source = place.source;
  restaurant.demo = place.demo;
  if (place.attribution) restaurant.attribution = place.attribution;
  restaurant.allergyInfo = scanPlace(place, context.scanProfile);
  return restaurant;
}

/** A place's allergen scan for a compiled profile (search, the detail page, saved lists). */
export function scanPlace(place: Place, scanProfile: ScanProfile): AllergenScanResult {
  return scanRestaurant(scanInput(place), scanProfile);
}

/** The same scan for one place with any compiled lists (each diner at a table, product-rules §14.4). */
export function scanPlaceOf(place: Place): (scanProfile: ScanProfile) => AllergenScanResult {
  return (scanProfile) => scanPlace(place, scanProfile);
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** "Italian"; else the source's first word, capitalised ("Ethiopian", "Fried chicken"); else "Restaurant". */
function cuisineText(place: Place): string {
  const main = place.cuisines[0];
  if (main) return CUISINE_LABELS[main];
  const tag = place.cuisineTags[0]?.trim();
  return tag ? tag.charAt(0).toUpperCase() + tag.slice(1) : 'Restaurant';
}

/**
 * Everything known about the food; never the address (street names are not ingredients). The scan
 * calls a place safe only on evidence: ample text (description, menu), or for a diet the source's
 * own diet tag, which `dietaryOptions` carries (OpenStreetMap `diet:*=yes|only`, Google's
 * vegetarian flag; never guessed from the name or cuisine).
 */
function scanInput(place: Place): AllergenScanInput {
  let input = scanInputs.get(place);
  if (!input) {
    input = deepFreeze({
      name: place.name,
      cuisineType: [...place.cuisines.map((c) => CUISINE_LABELS[c]), ...place.cuisineTags],
      ...(place.description ? { description: place.description } : {}),
      dietaryOptions: [...place.dietaryOptions],
      ...(place.dietaryOnly?.length ? { dietaryOnly: [...place.dietaryOnly] } : {}),
      menuItems: place.menuItems.map((item) => ({ name: item.name, ...(item.description ? { description: item.description } : {}) })),
    });
    scanInputs.set(place, input);
  }
  return input;
}

/**
 * Places are not changed once made, and the embedded adapter hands out the same place object for
 * an imported record every time: its scan input is made once, frozen, so the scan reads its text
 * once too (see readingOf in the scanner).
 */
const scanInputs = new WeakMap<Place, AllergenScanInput>();
