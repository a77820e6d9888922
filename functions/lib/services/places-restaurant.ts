import type { Restaurant, RestaurantDetail } from '../../../shared/api/places';
import type { DistanceUnit } from '../../../shared/api/profile';
import { type AllergenScanInput, scanRestaurant, type ScanProfile } from '../../../shared/domain/allergen-scan';
import { CUISINE_LABELS } from '../../../shared/domain/cuisines';
import { haversineMeters } from '../providers/places/geo';
import { illustrationUrl } from '../providers/places/illustration';
import { resolvePlaceUrl } from '../providers/places/places';
import type { LatLng, Place, PlaceDetails } from '../providers/places/port';
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
}

export function toRestaurant(place: Place, context: RestaurantContext, from: LatLng, unit: DistanceUnit): Restaurant {
  const distanceMeters = Math.round(haversineMeters(from, place.location));
  return { ...baseRestaurant(place, context), distance: formatDistance(distanceMeters, unit), distanceMeters };
}

export function toRestaurantDetail(
  place: PlaceDetails,
  context: RestaurantContext,
  position?: { from: LatLng; unit: DistanceUnit },
): RestaurantDetail {
  const distanceMeters = position ? Math.round(haversineMeters(position.from, place.location)) : undefined;
  return {
    ...baseRestaurant(place, context),
    ...(position && distanceMeters !== undefined ? { distance: formatDistance(distanceMeters, position.unit), distanceMeters } : {}),
    photos: place.photos.map((photo) => ({ ...photo, url: resolvePlaceUrl(photo.url, context.apiBaseUrl) })),
    ...(place.phone ? { phone: place.phone } : {}),
    ...(place.website ? { website: place.website } : {}),
    hours: place.hours,
    reviews: place.reviews,
    ...(place.mapUrl ? { mapUrl: place.mapUrl } : {}),
  };
}

function baseRestaurant(place: Place, context: RestaurantContext): Omit<Restaurant, 'distance' | 'distanceMeters'> {
  const cuisineType = cuisineText(place);
  const address = place.address ?? place.vicinity ?? '';
  return {
    id: place.id,
    name: place.name,
    imageUrl: resolvePlaceUrl(place.imageUrl ?? illustrationUrl(place.cuisines[0], 0), context.apiBaseUrl),
    ...(place.rating !== undefined ? { rating: place.rating } : {}),
    ...(place.userRatingCount !== undefined ? { userRatingCount: place.userRatingCount } : {}),
    ...(place.priceLevel ? { priceLevel: place.priceLevel } : {}),
    cuisineType,
    cuisines: place.cuisines,
    address,
    formatted_address: address,
    vicinity: place.vicinity ?? address,
    coordinates: { lat: place.location.lat, lng: place.location.lng },
    dietaryOptions: place.dietaryOptions,
    pros: [],
    cons: [],
    hasMenuExtraction: false,
    ...(place.openNow !== undefined ? { openNow: place.openNow } : {}),
    source: place.source,
    demo: place.demo,
    ...(place.attribution ? { attribution: place.attribution } : {}),
    allergyInfo: scanRestaurant(scanInput(place), context.scanProfile),
  };
}

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
  return {
    name: place.name,
    cuisineType: [...place.cuisines.map((c) => CUISINE_LABELS[c]), ...place.cuisineTags],
    ...(place.description ? { description: place.description } : {}),
    dietaryOptions: place.dietaryOptions,
    menuItems: place.menuItems.map((item) => ({ name: item.name, ...(item.description ? { description: item.description } : {}) })),
  };
}
