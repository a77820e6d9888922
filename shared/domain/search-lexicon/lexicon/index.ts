import type { LexiconEntry } from '../types';
import { CUISINE_ENTRIES } from './cuisines';
import { DIET_ENTRIES } from './diets';
import { DISH_ENTRIES } from './dishes';
import { GRAMMAR_ENTRIES } from './grammar';
import { INGREDIENT_ENTRIES } from './ingredients';
import { PRICE_ENTRIES } from './prices';
import { VENUE_ENTRIES, WORD_ENTRIES } from './words';

export { INGREDIENT_RULES } from './ingredients';

/** The whole food-search lexicon in the nine languages. */
export const LEXICON: readonly LexiconEntry[] = [
  ...DIET_ENTRIES,
  ...INGREDIENT_ENTRIES,
  ...CUISINE_ENTRIES,
  ...DISH_ENTRIES,
  ...PRICE_ENTRIES,
  ...VENUE_ENTRIES,
  ...WORD_ENTRIES,
  ...GRAMMAR_ENTRIES,
];
