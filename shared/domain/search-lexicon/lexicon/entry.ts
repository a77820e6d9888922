import type { Cuisine } from '../../cuisines';
import type { Language } from '../../../i18n/languages';
import type { DietPreset, IngredientId, LexiconEntry, Meaning, PriceLevel } from '../types';

/**
 * Small constructors that keep the lexicon files readable: one line of meaning, then the forms.
 * `latin` lists forms shared by the six Latin-script languages (loanwords: "sushi", "tapas").
 */
export type Forms = Partial<Record<Language | 'latin', string>>;

const LATIN_LANGUAGES: Language[] = ['en', 'es', 'fr', 'de', 'it', 'pt'];

const entry = (en: string, meaning: Meaning, { latin, ...forms }: Forms): LexiconEntry => {
  if (latin === undefined) return { en, meaning, forms };
  const merged: Partial<Record<Language, string>> = { ...forms };
  for (const language of LATIN_LANGUAGES) merged[language] = [latin, forms[language]].filter(Boolean).join('|');
  return { en, meaning, forms: merged };
};

export const diet = (value: DietPreset, en: string, forms: Forms) => entry(en, { kind: 'diet', diet: value }, forms);
/** `en` is the plural noun ("peanuts"), `one` the attributive singular ("peanut" → "peanut-free"). */
export const ingredient = (id: IngredientId, en: string, one: string, forms: Forms) =>
  entry(en, { kind: 'ingredient', ingredient: id, one }, forms);
export const cuisine = (value: Cuisine, en: string, forms: Forms) => entry(en, { kind: 'cuisine', cuisine: value }, forms);
export const cuisinePlace = (value: Cuisine, en: string, forms: Forms) => entry(en, { kind: 'cuisine', cuisine: value, noun: true }, forms);
export const dish = (en: string, forms: Forms, cuisineOf?: Cuisine) =>
  entry(en, cuisineOf ? { kind: 'dish', cuisine: cuisineOf } : { kind: 'dish' }, forms);
export const price = (level: PriceLevel, en: string, forms: Forms) => entry(en, { kind: 'price', price: level }, forms);
export const venue = (en: string, forms: Forms, cuisineOf?: Cuisine) =>
  entry(en, cuisineOf ? { kind: 'venue', cuisine: cuisineOf } : { kind: 'venue' }, forms);
export const word = (en: string, forms: Forms, role?: 'adjective' | 'head') =>
  entry(en, role ? { kind: 'word', role } : { kind: 'word' }, forms);
export const negation = (at: 'before' | 'after', en: string, forms: Forms) => entry(en, { kind: 'negation', at }, forms);
export const allergy = (style: 'noun' | 'adjective', en: string, forms: Forms) => entry(en, { kind: 'allergy', style }, forms);
export const and = (en: string, forms: Forms) => entry(en, { kind: 'and' }, forms);
export const filler = (forms: Forms, of = false) => entry('', of ? { kind: 'filler', of } : { kind: 'filler' }, forms);
