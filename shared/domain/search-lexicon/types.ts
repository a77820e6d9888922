import type { ALLERGY_PRESETS, DIETARY_PREFERENCE_PRESETS } from '../dietary-presets';
import type { Language } from '../../i18n/languages';
import type { Cuisine } from '../cuisines';

/** The stored names of the profile presets: what extraction returns. */
export type DietPreset = (typeof DIETARY_PREFERENCE_PRESETS)[number]['value'];
export type AllergyPreset = (typeof ALLERGY_PRESETS)[number]['value'];

/** The search form's price levels (spec: $ Budget friendly to $$$$ Very expensive). */
export const PRICE_LEVELS = ['$', '$$', '$$$', '$$$$'] as const;
export type PriceLevel = (typeof PRICE_LEVELS)[number];

/**
 * Ingredients that a search can ask to avoid ("sin gluten", "nut-free") or name as an allergy
 * ("alergia al maní"). What each one means for the user's lists is in lexicon/ingredients.ts.
 */
export type IngredientId =
  | 'gluten'
  | 'wheat'
  | 'nuts'
  | 'peanuts'
  | 'treeNuts'
  | 'dairy'
  | 'lactose'
  | 'cheese'
  | 'eggs'
  | 'fish'
  | 'shellfish'
  | 'seafood'
  | 'soy'
  | 'sesame'
  | 'meat'
  | 'pork'
  | 'sugar';

/** What a lexicon entry means. */
export type Meaning =
  /** A diet preset named directly ("vegano", "ハラール"). */
  | { kind: 'diet'; diet: DietPreset }
  /** An ingredient; on its own only a mention, with a negation or allergy marker a restriction. */
  | { kind: 'ingredient'; ingredient: IngredientId; /** Singular, attributive English: "peanut" (→ "peanut-free"). */ one: string }
  /** A cuisine named directly: an adjective ("italiana") or a noun for its food or places ("中餐", "pizzería"). */
  | { kind: 'cuisine'; cuisine: Cuisine; noun?: boolean }
  /** A dish; it may suggest a cuisine ("sushi" → japanese) weaker than a cuisine named outright. */
  | { kind: 'dish'; cuisine?: Cuisine; strong?: boolean }
  | { kind: 'price'; price: PriceLevel }
  /** A place or a meal to look for ("restaurante", "ランチ"): the text is a restaurant search. */
  | { kind: 'venue'; cuisine?: Cuisine }
  /** Other food-search words, translated only ("cerca de mí" → "nearby"). */
  | { kind: 'word'; role?: 'adjective' | 'head' }
  /** "sin", "sans", "ohne", "无" (before) and "-free", "frei", "フリー", "없는" (after). */
  | { kind: 'negation'; at: 'before' | 'after' }
  /** "alergia", "allergic", "アレルギー", "过敏", "intolerance": before or after the ingredients. */
  | { kind: 'allergy'; style: 'noun' | 'adjective' }
  /** Joins list items ("y", "et", "und", "と", "和"). */
  | { kind: 'and' }
  /** Articles, prepositions and particles: dropped in translation. `of` marks "de", "di", "do"… */
  | { kind: 'filler'; of?: boolean };

/**
 * One meaning with its English rendering and its surface forms by language. Forms are written
 * compactly: `|` separates forms, `{a,b}` expands (`vegan{o,a,os,as}`), a leading `=` makes a form
 * count only in a text of that language ("soy" is "I am" in Spanish, "pan" is bread).
 */
export interface LexiconEntry {
  en: string;
  meaning: Meaning;
  forms: Partial<Record<Language, string>>;
}

/** The dietary info of the spec's language-detection response. */
export interface ExtractedDietaryInfo {
  cuisineType?: Cuisine;
  preferences: DietPreset[];
  allergies: AllergyPreset[];
}

/** What the search text asks for, beyond diets: a restaurant search, its price and dishes. */
export interface SearchIntent {
  /** `find_restaurant` when the text names food, a cuisine, a diet, an allergy, a price or a place to eat. */
  type: 'find_restaurant' | 'general';
  priceRange?: PriceLevel;
  /** Dishes named, in English ("sushi", "burgers"). */
  dishes: string[];
}
