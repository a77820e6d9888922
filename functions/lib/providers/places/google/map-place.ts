import type { Attribution, Place, PlaceDetails, PlacePhoto, PlaceReview, PriceLevel } from '../port';
import { cuisinesForPlaceTypes, typeWords } from './cuisine-types';
import { CARD_PHOTO_WIDTH_PX, GALLERY_PHOTO_WIDTH_PX } from './photo-url';

/**
 * Google Places API (New) `Place` objects (the fields our field masks ask for) to our places.
 * Photos become signed paths on our API (`photoPath`), so the key never reaches the browser.
 */
export interface GooglePlace {
  id?: string;
  displayName?: { text?: string; languageCode?: string };
  formattedAddress?: string;
  shortFormattedAddress?: string;
  location?: { latitude?: number; longitude?: number };
  types?: string[];
  primaryType?: string;
  primaryTypeDisplayName?: { text?: string };
  priceLevel?: string;
  rating?: number;
  userRatingCount?: number;
  businessStatus?: string;
  photos?: { name?: string; widthPx?: number; heightPx?: number; authorAttributions?: { displayName?: string; uri?: string }[] }[];
  currentOpeningHours?: { openNow?: boolean; weekdayDescriptions?: string[] };
  regularOpeningHours?: { openNow?: boolean; weekdayDescriptions?: string[] };
  editorialSummary?: { text?: string };
  servesVegetarianFood?: boolean;
  nationalPhoneNumber?: string;
  internationalPhoneNumber?: string;
  websiteUri?: string;
  googleMapsUri?: string;
  reviews?: {
    rating?: number;
    text?: { text?: string };
    originalText?: { text?: string };
    relativePublishTimeDescription?: string;
    publishTime?: string;
    authorAttribution?: { displayName?: string; uri?: string };
  }[];
}

/** Google's terms ask for this credit wherever Places content is shown without a Google map. */
export const GOOGLE_ATTRIBUTION: Attribution = { text: 'Google Maps' };

const PRICE: Record<string, PriceLevel> = {
  PRICE_LEVEL_FREE: '$',
  PRICE_LEVEL_INEXPENSIVE: '$',
  PRICE_LEVEL_MODERATE: '$$',
  PRICE_LEVEL_EXPENSIVE: '$$$',
  PRICE_LEVEL_VERY_EXPENSIVE: '$$$$',
};

export type PhotoPath = (name: string, widthPx: number) => string;

/** Null for a place without id, name or position (nothing to show or link). */
export function toPlace(raw: GooglePlace, photoPath: PhotoPath): Place | null {
  const name = raw.displayName?.text?.trim();
  const lat = raw.location?.latitude;
  const lng = raw.location?.longitude;
  if (!raw.id || !name || typeof lat !== 'number' || typeof lng !== 'number') return null;
  const types = raw.types ?? [];
  const firstPhoto = raw.photos?.find((p) => p.name)?.name;
  const priceLevel = raw.priceLevel ? PRICE[raw.priceLevel] : undefined;
  const openNow = raw.currentOpeningHours?.openNow ?? raw.regularOpeningHours?.openNow;
  const description = raw.editorialSummary?.text?.trim();
  return {
    id: raw.id,
    name,
    location: { lat, lng },
    ...(raw.formattedAddress ? { address: raw.formattedAddress } : {}),
    ...(raw.shortFormattedAddress || raw.formattedAddress ? { vicinity: raw.shortFormattedAddress ?? raw.formattedAddress } : {}),
    cuisines: cuisinesForPlaceTypes(raw.primaryType, types),
    cuisineTags: typeWords(raw.primaryType ? [raw.primaryType, ...types] : types),
    ...(priceLevel ? { priceLevel } : {}),
    ...(typeof raw.rating === 'number' ? { rating: raw.rating } : {}),
    ...(typeof raw.userRatingCount === 'number' ? { userRatingCount: raw.userRatingCount } : {}),
    ...(typeof openNow === 'boolean' ? { openNow } : {}),
    ...(firstPhoto ? { imageUrl: photoPath(firstPhoto, CARD_PHOTO_WIDTH_PX) } : {}),
    dietaryOptions: dietaryOptions(raw),
    ...(description ? { description } : {}),
    menuItems: [],
    source: 'google-places',
    demo: false,
    attribution: GOOGLE_ATTRIBUTION,
  };
}

export function toPlaceDetails(raw: GooglePlace, photoPath: PhotoPath): PlaceDetails | null {
  const place = toPlace(raw, photoPath);
  if (!place) return null;
  const photos: PlacePhoto[] = (raw.photos ?? []).flatMap((p) =>
    p.name
      ? [{
          url: photoPath(p.name, GALLERY_PHOTO_WIDTH_PX),
          ...(p.widthPx ? { width: p.widthPx } : {}),
          ...(p.heightPx ? { height: p.heightPx } : {}),
          attributions: (p.authorAttributions ?? []).flatMap((a) => (a.displayName ? [{ text: a.displayName, ...(a.uri ? { url: a.uri } : {}) }] : [])),
        }]
      : [],
  );
  const phone = raw.nationalPhoneNumber ?? raw.internationalPhoneNumber;
  const website = raw.websiteUri && /^https?:\/\//i.test(raw.websiteUri) ? raw.websiteUri : undefined;
  return {
    ...place,
    photos: photos.slice(0, 10),
    ...(phone ? { phone } : {}),
    ...(website ? { website } : {}),
    hours: raw.regularOpeningHours?.weekdayDescriptions ?? raw.currentOpeningHours?.weekdayDescriptions ?? [],
    reviews: (raw.reviews ?? []).flatMap(toReview),
    ...(raw.googleMapsUri ? { mapUrl: raw.googleMapsUri } : {}),
  };
}

function toReview(review: NonNullable<GooglePlace['reviews']>[number]): PlaceReview[] {
  const text = review.text?.text ?? review.originalText?.text;
  if (!text) return [];
  return [{
    author: review.authorAttribution?.displayName ?? 'A Google user',
    ...(review.authorAttribution?.uri ? { authorUrl: review.authorAttribution.uri } : {}),
    ...(typeof review.rating === 'number' ? { rating: review.rating } : {}),
    text,
    ...(review.relativePublishTimeDescription ? { relativeTime: review.relativePublishTimeDescription } : {}),
    ...(review.publishTime ? { publishedAt: review.publishTime } : {}),
  }];
}

/** Google says vegetarian food (a field) or is a vegan / vegetarian restaurant (a type). */
function dietaryOptions(raw: GooglePlace): string[] {
  const types = new Set(raw.types ?? []);
  const options: string[] = [];
  if (types.has('vegan_restaurant')) options.push('Vegan');
  if (raw.servesVegetarianFood || types.has('vegetarian_restaurant') || types.has('vegan_restaurant')) options.push('Vegetarian');
  return options;
}
