import { addDietaryEntry } from '../dietary-presets';
import { extractSearchInfo } from './extract';
import type { ExtractedDietaryInfo, SearchIntent } from './types';

/** The spec's language-detection response (POST /search/translate answers it; see shared/api/translate.ts). */
export interface LanguageDetection {
  originalText: string;
  /** ISO 639-1, lowercase: one of the nine languages, or (Amazon Translate) another it detected. */
  detectedLanguage: string;
  translatedText: string;
  /** 0 to 1: how sure the detection is. */
  confidence: number;
  extractedDietaryInfo: ExtractedDietaryInfo;
  searchIntent: SearchIntent;
}

/** The confidence of the fallback answer: the text was not understood, only read as English. */
export const FALLBACK_CONFIDENCE = 0.1;

/**
 * The spec's failure answer: "search continues with the original text, treated as English with low
 * confidence". Dietary info is still read from the text with the lexicon of all nine languages,
 * so "sin gluten" still adds Gluten-Free. The server answers this when its provider fails; the web
 * uses it too when the request itself fails.
 */
export function fallbackDetection(text: string): LanguageDetection {
  const originalText = text.trim();
  return {
    originalText,
    detectedLanguage: 'en',
    translatedText: originalText,
    confidence: FALLBACK_CONFIDENCE,
    ...extractSearchInfo({ originalText }),
  };
}

/** Whether the search should use the translation (and show the language-detected toast). */
export function usesTranslation(detection: LanguageDetection): boolean {
  return detection.detectedLanguage !== 'en' && detection.translatedText.trim() !== '';
}

/** The part of the search form the detection fills in. An empty or "any" cuisine/price is unset. */
export interface DetectableSearchFields {
  dietaryRestrictions: string[];
  allergies: string[];
  cuisineType?: string;
  priceRange?: string;
}

/**
 * Merges what the text asked for into the search (spec 4, search submit, step 2): extracted diets
 * and allergies join the user's own (no duplicates, any case; the list limits hold), and the
 * extracted cuisine and price fill the form's only when the user left them at "any".
 */
export function mergeDetection<T extends DetectableSearchFields>(search: T, detection: Pick<LanguageDetection, 'extractedDietaryInfo' | 'searchIntent'>): T {
  const add = (kind: 'dietary' | 'allergy', list: string[], values: readonly string[]) =>
    values.reduce((entries, value) => {
      const result = addDietaryEntry(kind, entries, value);
      return result.ok ? result.entries : entries;
    }, list);
  const unset = (value: string | undefined) => !value || value === 'any';
  const { cuisineType, preferences, allergies } = detection.extractedDietaryInfo;
  const { priceRange } = detection.searchIntent;
  return {
    ...search,
    dietaryRestrictions: add('dietary', search.dietaryRestrictions, preferences),
    allergies: add('allergy', search.allergies, allergies),
    ...(cuisineType && unset(search.cuisineType) ? { cuisineType } : {}),
    ...(priceRange && unset(search.priceRange) ? { priceRange } : {}),
  };
}
