import * as z from 'zod';
import {
  DIETARY_ENTRY_MAX_LENGTH,
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

export const distanceUnitSchema = z.enum(DISTANCE_UNITS, { error: 'Choose miles or km.' });
export const languageSchema = z.enum(LANGUAGES, { error: `Choose one of: ${LANGUAGES.join(', ')}.` });

/** GET /me/profile and the answer to PUT /me/profile. */
export const profileSchema = z.object({
  username: z.string(),
  distance_unit: distanceUnitSchema,
  language: languageSchema,
  dietary_preferences: z.array(z.string()),
  allergies: z.array(z.string()),
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
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: 'Send at least one profile field to change.',
  });
export type UpdateProfileRequest = z.output<typeof updateProfileRequestSchema>;

export const PROFILE_DEFAULTS: Omit<Profile, 'username'> = {
  distance_unit: 'miles',
  language: FALLBACK_LANGUAGE,
  dietary_preferences: [],
  allergies: [],
};
