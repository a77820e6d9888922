import { CUISINE_LABELS } from '../../../../shared/domain/cuisines';
import type { Place, PlaceSearchQuery, PriceLevel } from './port';

/**
 * The filters the embedded adapter applies itself (and the Google adapter where Google cannot):
 * cuisine, price and free text. Radius is the caller's, since it knows how it found candidates.
 */

/** Words that say nothing about which restaurant is meant ("cheap" and the like are the price filter's job). */
const STOP_WORDS = new Set([
  'a', 'an', 'and', 'any', 'around', 'at', 'best', 'by', 'cheap', 'cuisine', 'dining', 'dinner', 'eat', 'eatery',
  'expensive', 'food', 'for', 'free', 'good', 'i', 'in', 'lunch', 'me', 'my', 'near', 'nearby', 'no', 'of', 'on',
  'open', 'option', 'options', 'or', 'place', 'places', 'restaurant', 'restaurants', 'serving', 'some', 'spot',
  'the', 'to', 'want', 'with', 'without',
]);

/** Lowercase words without accents: "Crêpes & Café" → ["crepes", "cafe"]. */
export function words(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** The query's meaningful words; empty when it has none (then the text does not filter). */
export function queryWords(text: string | undefined): string[] {
  return [...new Set(words(text ?? '').filter((w) => !STOP_WORDS.has(w)))];
}

const stem = (word: string) => (word.length > 3 ? word.replace(/(ies|es|s)$/, '') : word);

/** All text a query can match: name, cuisines, the source's cuisine words, diets, description, dishes. */
export function placeText(place: Place): string {
  return [
    place.name,
    ...place.cuisines.map((c) => `${c} ${CUISINE_LABELS[c]}`),
    ...place.cuisineTags,
    ...place.dietaryOptions,
    place.description ?? '',
    ...place.menuItems.map((item) => `${item.name} ${item.description ?? ''}`),
  ].join(' ');
}

/**
 * Every query word must occur in the place's text: as the same word, the same word in another
 * number ("taco"/"tacos"), or as the start of a word for query words of 4 letters or more ("pizz").
 */
export function matchesText(place: Place, query: readonly string[]): boolean {
  if (query.length === 0) return true;
  const haystack = words(placeText(place));
  const stems = new Set(haystack.map(stem));
  return query.every((q) => stems.has(stem(q)) || (q.length >= 4 && haystack.some((w) => w.startsWith(q))));
}

/** A place of unknown price passes; otherwise its price must be one of the wanted ones. */
export function matchesPrice(price: PriceLevel | undefined, wanted: readonly PriceLevel[] | undefined): boolean {
  return !wanted?.length || price === undefined || wanted.includes(price);
}

export function matchesCuisine(place: Pick<Place, 'cuisines'>, cuisine: PlaceSearchQuery['cuisine']): boolean {
  return !cuisine || place.cuisines.includes(cuisine);
}

/** Cuisine, price and text together. */
export function matchesQuery(place: Place, query: PlaceSearchQuery, text: readonly string[] = queryWords(query.text)): boolean {
  return matchesCuisine(place, query.cuisine) && matchesPrice(place.priceLevel, query.priceLevels) && matchesText(place, text);
}
