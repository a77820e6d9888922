import { CUISINE_LABELS, type Cuisine } from '../../../../shared/domain/cuisines';
import type { Place, PlaceMenuItem, PlaceSearchQuery, PriceLevel } from './port';

/**
 * The filters the embedded adapter applies itself (and the Google adapter where Google cannot):
 * cuisine and price filter; the text's words and diets rank. Radius is the caller's, since it knows
 * how it found candidates. The words come already read (see search-lexicon's readSearchText):
 * cuisine, diet, restriction, intent and stop words are out of them.
 */

/** Lowercase words without accents: "Crêpes & Café" → ["crepes", "cafe"]. */
export function words(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** The words of a text to rank by, each once. */
export function queryWords(text: string | undefined): string[] {
  return [...new Set(words(text ?? ''))];
}

const stem = (word: string) => (word.length > 3 ? word.replace(/(ies|es|s)$/, '') : word);

/** What a query can match in a place: its names, cuisines, the source's cuisine words, diets, description, dishes. */
export interface PlaceTextFields {
  name: string;
  localNames?: Record<string, string>;
  cuisines: readonly Cuisine[];
  cuisineTags: readonly string[];
  dietaryOptions: readonly string[];
  description?: string;
  menuItems?: readonly PlaceMenuItem[];
}

export function placeText(place: PlaceTextFields): string {
  return [
    place.name,
    ...Object.values(place.localNames ?? {}),
    ...place.cuisines.map((c) => `${c} ${CUISINE_LABELS[c]}`),
    ...place.cuisineTags,
    ...place.dietaryOptions,
    place.description ?? '',
    ...(place.menuItems ?? []).map((item) => `${item.name} ${item.description ?? ''}`),
  ].join(' ');
}

interface WordIndex {
  words: string[];
  stems: Set<string>;
}

/** Imported records are long-lived: their words are worked out once. */
const indexes = new WeakMap<PlaceTextFields, WordIndex>();

function wordIndex(place: PlaceTextFields): WordIndex {
  let index = indexes.get(place);
  if (!index) {
    const all = words(placeText(place));
    index = { words: all, stems: new Set(all.map(stem)) };
    indexes.set(place, index);
  }
  return index;
}

/**
 * How many of the query's words occur in the place's text: as the same word, the same word in
 * another number ("taco"/"tacos"), or as the start of a word for query words of 4 letters or more ("pizz").
 */
export function matchedWords(place: PlaceTextFields, query: readonly string[]): number {
  if (query.length === 0) return 0;
  const { words: haystack, stems } = wordIndex(place);
  return query.filter((q) => stems.has(stem(q)) || (q.length >= 4 && haystack.some((w) => w.startsWith(q)))).length;
}

/** How many of the wanted diets the place says it caters for ("Vegan" in its dietary options). */
export function supportedDiets(place: Pick<PlaceTextFields, 'dietaryOptions'>, diets: readonly string[]): number {
  if (diets.length === 0) return 0;
  const offered = new Set(place.dietaryOptions.map((d) => d.toLowerCase()));
  return diets.filter((d) => offered.has(d.toLowerCase())).length;
}

/** What ranks the candidates: the text's words and the diets it names. */
export interface TextRank {
  words: readonly string[];
  diets: readonly string[];
}

export const textRankOf = (query: Pick<PlaceSearchQuery, 'text' | 'diets'>): TextRank => ({ words: queryWords(query.text), diets: query.diets ?? [] });

/**
 * Candidates (nearest first, already inside the radius and through the cuisine and price filters)
 * → at most `max` results. No word is required: places matching more of the words come first, then
 * those catering for more of the diets, then the nearest. When some place matches a word, places
 * matching none are left out; when none does, the nearest places stay and `textMatched` is false
 * (the text matched nothing). `textMatched` is absent when there were no words.
 */
export function rankCandidates<T>(nearest: readonly T[], rank: TextRank, fields: (item: T) => PlaceTextFields, max: number): { items: T[]; textMatched?: boolean } {
  if (rank.words.length === 0 && rank.diets.length === 0) return { items: nearest.slice(0, max) };
  const scored = nearest.map((item, order) => {
    const place = fields(item);
    return { item, order, words: matchedWords(place, rank.words), diets: supportedDiets(place, rank.diets) };
  });
  const matching = scored.filter((s) => s.words > 0);
  const pool = matching.length > 0 ? matching : scored;
  pool.sort((a, b) => b.words - a.words || b.diets - a.diets || a.order - b.order);
  const items = pool.slice(0, max).map((s) => s.item);
  return rank.words.length > 0 ? { items, textMatched: matching.length > 0 } : { items };
}

/** A place of unknown price passes; otherwise its price must be one of the wanted ones. */
export function matchesPrice(price: PriceLevel | undefined, wanted: readonly PriceLevel[] | undefined): boolean {
  return !wanted?.length || price === undefined || wanted.includes(price);
}

export function matchesCuisine(place: Pick<Place, 'cuisines'>, cuisine: PlaceSearchQuery['cuisine']): boolean {
  return !cuisine || place.cuisines.includes(cuisine);
}

/** Cuisine and price together: the filters (the text only ranks). */
export function matchesFilters(place: Pick<Place, 'cuisines' | 'priceLevel'>, query: PlaceSearchQuery): boolean {
  return matchesCuisine(place, query.cuisine) && matchesPrice(place.priceLevel, query.priceLevels);
}
