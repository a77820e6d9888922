import * as z from 'zod';
import { ALLERGY_SEVERITIES, type AllergySeverity } from '../domain/allergy-severity';
import {
  DIETARY_ENTRY_MAX_LENGTH,
  dietaryEntryKey,
  DIETARY_LIST_MAX_ENTRIES,
  normalizeDietaryList,
  tidyDietaryEntry,
} from '../domain/dietary-list';
import { FALLBACK_LANGUAGE, LANGUAGES } from '../i18n/languages';

export const DISTANCE_UNITS = ['miles', 'km'] as const;
export type DistanceUnit = (typeof DISTANCE_UNITS)[number];

/** Usernames: 3 to 30 letters, digits, `.`, `_` or `-`; unique without regard to case. */
export const usernameSchema = z
  .string()
  .trim()
  .min(3, { error: 'Use at least 3 characters.' })
  .max(30, { error: 'Use at most 30 characters.' })
  .regex(/^[A-Za-z0-9._-]+$/, { error: 'Use only letters, digits, dots, hyphens and underscores.' });

const dietaryEntrySchema = z
  .string()
  .max(DIETARY_ENTRY_MAX_LENGTH * 2, { error: `Keep each entry under ${DIETARY_ENTRY_MAX_LENGTH} characters.` })
  .refine((entry) => tidyDietaryEntry(entry).length > 0, { error: 'An entry cannot be blank.' })
  .refine((entry) => tidyDietaryEntry(entry).length <= DIETARY_ENTRY_MAX_LENGTH, {
    error: `Keep each entry under ${DIETARY_ENTRY_MAX_LENGTH} characters.`,
  });

/** A list of dietary preferences or allergies, returned tidy (see shared/domain/dietary-list.ts). */
export const dietaryListSchema = z
  .array(dietaryEntrySchema)
  .max(DIETARY_LIST_MAX_ENTRIES, { error: `Choose at most ${DIETARY_LIST_MAX_ENTRIES} entries.` })
  .transform(normalizeDietaryList);

const SEVERITY_ERROR = `Choose a severity for each allergy: ${ALLERGY_SEVERITIES.join(', ')}.`;

/**
 * Each allergy's severity, keyed by the allergy as the list names it (product-rules §11.4): at most
 * one per allergy, each one of the three values. An allergy not named is an `allergy`.
 */
export const allergySeveritiesSchema = z
  .record(
    z.string().max(DIETARY_ENTRY_MAX_LENGTH * 2, { error: `Keep each entry under ${DIETARY_ENTRY_MAX_LENGTH} characters.` }),
    z.enum(ALLERGY_SEVERITIES, { error: SEVERITY_ERROR }),
    { error: 'Send the severities as an object: { "<allergy>": "severe" | "allergy" | "intolerance" }.' },
  )
  .refine((severities) => Object.keys(severities).length <= DIETARY_LIST_MAX_ENTRIES, {
    error: `Send at most ${DIETARY_LIST_MAX_ENTRIES} severities, one per allergy.`,
  })
  // The refinement above, as the API's JSON Schema states it.
  .meta({ maxProperties: DIETARY_LIST_MAX_ENTRIES });

/** The first severity key that names no allergy of the list (as the lists match entries: tidy, any case), if any. */
export function severityWithoutAllergy(severities: Readonly<Record<string, AllergySeverity>>, allergies: readonly string[]): string | undefined {
  const listed = new Set(allergies.map(dietaryEntryKey));
  return Object.keys(severities).find((name) => !listed.has(dietaryEntryKey(name)));
}

export const distanceUnitSchema = z.enum(DISTANCE_UNITS, { error: 'Choose miles or km.' });
export const languageSchema = z.enum(LANGUAGES, { error: `Choose one of: ${LANGUAGES.join(', ')}.` });

/** GET /me/profile and the answer to PUT /me/profile. */
export const profileSchema = z.object({
  username: z.string(),
  distance_unit: distanceUnitSchema,
  language: languageSchema,
  dietary_preferences: z.array(z.string()),
  allergies: z.array(z.string()),
  /** Every allergy's severity (product-rules §11.4): one entry per allergy, `allergy` where none was chosen. */
  allergy_severities: z.record(z.string(), z.enum(ALLERGY_SEVERITIES)),
});
export type Profile = z.infer<typeof profileSchema>;

/**
 * PUT /me/profile: the fields it carries replace the stored ones, omitted fields keep their value
 * (the search panel sends only the two lists, the profile page sends everything).
 */
export const updateProfileRequestSchema = z
  .strictObject({
    username: usernameSchema.optional(),
    distance_unit: distanceUnitSchema.optional(),
    language: languageSchema.optional(),
    dietary_preferences: dietaryListSchema.optional(),
    allergies: dietaryListSchema.optional(),
    /**
     * Severities of the allergies sent with them (product-rules §11.4); allergies sent without it
     * keep the stored severity of each allergy still in the list.
     */
    allergy_severities: allergySeveritiesSchema.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: 'Send at least one profile field to change.',
  })
  .superRefine((body, ctx) => {
    if (body.allergy_severities === undefined) return;
    if (body.allergies === undefined) {
      ctx.addIssue({ code: 'custom', path: ['allergy_severities'], message: 'Send allergies with allergy_severities.' });
      return;
    }
    const stray = severityWithoutAllergy(body.allergy_severities, body.allergies);
    if (stray !== undefined) ctx.addIssue({ code: 'custom', path: ['allergy_severities'], message: `"${stray}" has a severity but is not one of the allergies.` });
  });
export type UpdateProfileRequest = z.output<typeof updateProfileRequestSchema>;

export const PROFILE_DEFAULTS: Omit<Profile, 'username'> = {
  distance_unit: 'miles',
  language: FALLBACK_LANGUAGE,
  dietary_preferences: [],
  allergies: [],
  allergy_severities: {},
};
