import type { Cuisine } from '../../../../../shared/domain/cuisines';

/**
 * Our cuisines as Google place types (Places API (New), Table A), for `includedTypes` in a nearby
 * search, and back: a place's `types` give its cuisines.
 */
export const CUISINE_PLACE_TYPES: Record<Cuisine, readonly string[]> = {
  american: ['american_restaurant', 'hamburger_restaurant'],
  italian: ['italian_restaurant'],
  chinese: ['chinese_restaurant'],
  mexican: ['mexican_restaurant'],
  japanese: ['japanese_restaurant', 'sushi_restaurant', 'ramen_restaurant'],
  indian: ['indian_restaurant'],
  thai: ['thai_restaurant'],
  french: ['french_restaurant'],
  mediterranean: ['mediterranean_restaurant'],
  korean: ['korean_restaurant'],
  vietnamese: ['vietnamese_restaurant'],
  greek: ['greek_restaurant'],
  spanish: ['spanish_restaurant'],
  'middle-eastern': ['middle_eastern_restaurant', 'lebanese_restaurant', 'turkish_restaurant'],
  seafood: ['seafood_restaurant'],
  steakhouse: ['steak_house'],
  barbecue: ['barbecue_restaurant'],
  pizza: ['pizza_restaurant'],
  'fast-food': ['fast_food_restaurant', 'hamburger_restaurant'],
  cafe: ['cafe', 'coffee_shop'],
  bakery: ['bakery'],
  dessert: ['dessert_shop', 'dessert_restaurant', 'ice_cream_shop'],
};

const TYPE_CUISINES = new Map<string, Cuisine[]>();
for (const [cuisine, types] of Object.entries(CUISINE_PLACE_TYPES) as [Cuisine, readonly string[]][]) {
  for (const type of types) TYPE_CUISINES.set(type, [...(TYPE_CUISINES.get(type) ?? []), cuisine]);
}

/** Cuisines of a place's types, its primary type's first. */
export function cuisinesForPlaceTypes(primaryType: string | undefined, types: readonly string[]): Cuisine[] {
  const ordered = primaryType ? [primaryType, ...types] : [...types];
  return [...new Set(ordered.flatMap((type) => TYPE_CUISINES.get(type) ?? []))];
}

/** Types that say nothing about the food. */
const GENERIC_TYPES = new Set(['restaurant', 'food', 'point_of_interest', 'establishment', 'store', 'meal_takeaway', 'meal_delivery', 'food_store', 'service']);

/** A place's food types as words ("sushi_restaurant" → "sushi", "steak_house" → "steak house"). */
export function typeWords(types: readonly string[]): string[] {
  return [...new Set(types.filter((t) => !GENERIC_TYPES.has(t)).map((t) => t.replace(/_restaurant$/, '').replace(/_/g, ' ')))];
}
