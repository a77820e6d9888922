import type { Cuisine } from '../cuisines';
import { ALLERGY_PRESETS, DIETARY_PREFERENCE_PRESETS } from '../dietary-presets';
import type { Language } from '../../i18n/languages';
import { INGREDIENT_RULES } from './lexicon';
import { parseSearchText, type Phrase } from './parse';
import type { AllergyPreset, DietPreset, ExtractedDietaryInfo, PriceLevel, SearchIntent } from './types';

/**
 * What a search text asks for: diets and allergies (as the profile presets), a cuisine (one of the
 * 22), a price level, dishes, and whether it is a restaurant search at all. The same function
 * serves every translation provider: it reads the original text with the lexicon of all nine
 * languages and the English translation with the English one, and merges both.
 */
interface Findings {
  diets: Set<DietPreset>;
  allergies: Set<AllergyPreset>;
  strongCuisines: Cuisine[];
  weakCuisines: Cuisine[];
  prices: PriceLevel[];
  dishes: string[];
  foodRelated: boolean;
}

export interface SearchInfo {
  extractedDietaryInfo: ExtractedDietaryInfo;
  searchIntent: SearchIntent;
}

export function findingsOf(phrases: readonly Phrase[]): Findings {
  const found: Findings = { diets: new Set(), allergies: new Set(), strongCuisines: [], weakCuisines: [], prices: [], dishes: [], foodRelated: false };
  for (const phrase of phrases) {
    if (phrase.type === 'unknown') continue;
    if (phrase.type === 'restriction') {
      for (const term of phrase.ingredients) {
        if (term.meaning.kind !== 'ingredient') continue;
        const rule = INGREDIENT_RULES[term.meaning.ingredient];
        const restriction = phrase.mode === 'avoid' ? rule.avoided : rule.allergic;
        restriction.diets?.forEach((d) => found.diets.add(d));
        restriction.allergies?.forEach((a) => found.allergies.add(a));
      }
      found.foodRelated = true;
      continue;
    }
    const { meaning, entry } = phrase;
    switch (meaning.kind) {
      case 'diet':
        found.diets.add(meaning.diet);
        break;
      case 'cuisine':
        found.strongCuisines.push(meaning.cuisine);
        break;
      case 'ingredient': {
        const suggested = INGREDIENT_RULES[meaning.ingredient].cuisine;
        if (suggested) (suggested.strong ? found.strongCuisines : found.weakCuisines).push(suggested.cuisine);
        break;
      }
      case 'dish':
        if (!found.dishes.includes(entry.en)) found.dishes.push(entry.en);
        if (meaning.cuisine) (meaning.strong ? found.strongCuisines : found.weakCuisines).push(meaning.cuisine);
        break;
      case 'venue':
        if (meaning.cuisine) found.weakCuisines.push(meaning.cuisine);
        break;
      case 'price':
        found.prices.push(meaning.price);
        break;
      default:
        continue;
    }
    found.foodRelated = true;
  }
  return found;
}

/** Extraction from the original text (any of the nine languages) merged with its English translation. */
export function extractSearchInfo(input: { originalText: string; translatedText?: string; language?: Language }): SearchInfo {
  const original = findingsOf(parseSearchText(input.originalText, input.language));
  const translated =
    input.translatedText !== undefined && input.translatedText !== input.originalText
      ? findingsOf(parseSearchText(input.translatedText, 'en'))
      : undefined;
  return summarize(translated ? [original, translated] : [original]);
}

function summarize(all: Findings[]): SearchInfo {
  const diets = new Set(all.flatMap((f) => [...f.diets]));
  const allergies = new Set(all.flatMap((f) => [...f.allergies]));
  const cuisine = all.flatMap((f) => f.strongCuisines)[0] ?? all.flatMap((f) => f.weakCuisines)[0];
  const priceRange = all.flatMap((f) => f.prices)[0];
  const dishes = [...new Set(all.flatMap((f) => f.dishes))];
  return {
    extractedDietaryInfo: {
      ...(cuisine ? { cuisineType: cuisine } : {}),
      preferences: DIETARY_PREFERENCE_PRESETS.map((p) => p.value).filter((d) => diets.has(d)),
      allergies: ALLERGY_PRESETS.map((p) => p.value).filter((a) => allergies.has(a)),
    },
    searchIntent: {
      type: all.some((f) => f.foodRelated) ? 'find_restaurant' : 'general',
      ...(priceRange ? { priceRange } : {}),
      dishes,
    },
  };
}
