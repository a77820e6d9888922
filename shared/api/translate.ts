import * as z from 'zod';
import { CUISINES } from '../domain/cuisines';
import { ALLERGY_PRESETS, DIETARY_PREFERENCE_PRESETS } from '../domain/dietary-presets';
import type { LanguageDetection } from '../domain/search-lexicon/detection';
// The types module only: the contract must not pull the lexicon's data into bundles that only validate.
import { type AllergyPreset, type DietPreset, PRICE_LEVELS } from '../domain/search-lexicon/types';
import { languageSchema } from './profile';

/** POST /search/translate (spec: detect-and-translate). Signed-in users only. */
export const SEARCH_TEXT_MAX_LENGTH = 500;

export const TRANSLATE_MESSAGES = {
  missing: 'Type what you would like to search for.',
  tooLong: `Keep the search text to ${SEARCH_TEXT_MAX_LENGTH} characters or fewer.`,
} as const;

export const translateRequestSchema = z.strictObject({
  /** The search box's text; trimmed before the checks. */
  text: z
    .string({ error: TRANSLATE_MESSAGES.missing })
    .trim()
    .min(1, { error: TRANSLATE_MESSAGES.missing })
    .max(SEARCH_TEXT_MAX_LENGTH, { error: TRANSLATE_MESSAGES.tooLong }),
  /** The interface language, optional: only breaks ties between languages the text fits equally. */
  languageHint: languageSchema.optional(),
});
export type TranslateRequest = z.output<typeof translateRequestSchema>;
export type TranslateResponse = LanguageDetection;

const dietValues = DIETARY_PREFERENCE_PRESETS.map((p) => p.value) as [DietPreset, ...DietPreset[]];
const allergyValues = ALLERGY_PRESETS.map((p) => p.value) as [AllergyPreset, ...AllergyPreset[]];

/**
 * The spec's language-detection response. On any failure of the provider the server still answers
 * 200 with the spec's fallback: the original text as English with confidence 0.1 (dietary info is
 * still read from the text). `detectedLanguage` is ISO 639-1: one of the nine interface languages,
 * or, with Amazon Translate, another language it recognised (no lexicon translation then).
 */
export const languageDetectionSchema = z.object({
  originalText: z.string(),
  detectedLanguage: z.string().regex(/^[a-z]{2,3}$/),
  translatedText: z.string(),
  confidence: z.number().min(0).max(1),
  extractedDietaryInfo: z.object({
    cuisineType: z.enum(CUISINES).optional(),
    /** Diet presets (stored English names), in preset order. */
    preferences: z.array(z.enum(dietValues)),
    /** Allergy presets, in preset order. */
    allergies: z.array(z.enum(allergyValues)),
  }),
  searchIntent: z.object({
    type: z.enum(['find_restaurant', 'general']),
    priceRange: z.enum(PRICE_LEVELS).optional(),
    /** Dishes named, in English. */
    dishes: z.array(z.string()),
  }),
}) satisfies z.ZodType<LanguageDetection, unknown>;
