import * as z from 'zod';
import { TIERS } from '../domain/plans';
import { cleanDinerName, DINER_NAME_MAX_LENGTH, DINER_PROFILE_MESSAGES, dinerNameProblem } from '../domain/diner-profiles';
import { DINER_ID_MESSAGE, DINER_ID_PATTERN } from '../domain/table';
import { allergySeveritiesSchema, dietaryListSchema, severityWithoutAllergy } from './profile';

/**
 * Diner profiles, "People I eat with" (product-rules §14.3). Error codes:
 * - DINER_PROFILE_LIMIT_REACHED (429): the plan's diner profiles are used up (also after a downgrade,
 *   while more are kept than the plan allows); the message names the plan and the upgrade.
 * - DINER_PROFILE_NOT_FOUND (404); VALIDATION_FAILED (400) as everywhere.
 */
export const DINER_PROFILE_ERROR_CODES = {
  limitReached: 'DINER_PROFILE_LIMIT_REACHED',
  notFound: 'DINER_PROFILE_NOT_FOUND',
} as const;

export const DINER_PROFILE_NOT_FOUND_MESSAGE = 'This diner profile does not exist.';

/** Diner profile ids are issued by the server (UUIDs); anything else cannot name one. */
export const dinerProfileIdSchema = z.string().regex(DINER_ID_PATTERN, { error: DINER_ID_MESSAGE });
export const dinerProfileParamsSchema = z.object({ id: dinerProfileIdSchema });

const dinerNameSchema = z
  .string({ error: DINER_PROFILE_MESSAGES.nameRequired })
  .max(DINER_NAME_MAX_LENGTH * 4, { error: DINER_PROFILE_MESSAGES.nameTooLong })
  .superRefine((name, ctx) => {
    const problem = dinerNameProblem(name);
    if (problem) ctx.addIssue({ code: 'custom', message: DINER_PROFILE_MESSAGES[problem] });
  })
  .transform(cleanDinerName);

/** POST /diner-profiles and PUT /diner-profiles/{id}: the whole profile (a PUT replaces it). */
export const dinerProfileRequestSchema = z
  .strictObject({
    name: dinerNameSchema,
    allergies: dietaryListSchema.default([]),
    /** Each allergy's severity (product-rules §11.4); an allergy not named is an `allergy`. */
    allergy_severities: allergySeveritiesSchema.default({}),
    dietary_preferences: dietaryListSchema.default([]),
  })
  .superRefine((body, ctx) => {
    const stray = severityWithoutAllergy(body.allergy_severities, body.allergies);
    if (stray !== undefined) ctx.addIssue({ code: 'custom', path: ['allergy_severities'], message: `"${stray}" has a severity but is not one of the allergies.` });
  });
export type DinerProfileRequest = z.input<typeof dinerProfileRequestSchema>;
export type DinerProfilePayload = z.output<typeof dinerProfileRequestSchema>;

// The stored profile's shape lives in its own small module: the search and menu functions read diners
// (product-rules §14.4) without this module's request schemas in their bundles.
import { dinerProfileSchema } from './diner-profile-item';
export { dinerProfileSchema, type DinerProfile } from './diner-profile-item';

export const dinerProfileListResponseSchema = z.object({
  items: z.array(dinerProfileSchema),
  /** How many the caller's plan lets them keep (product-rules §14.3). */
  limit: z.number().int().nonnegative(),
  /** The caller's plan, which the limit message names. */
  tier: z.enum(TIERS),
});
export type DinerProfileListResponse = z.infer<typeof dinerProfileListResponseSchema>;

export const deleteDinerProfileResponseSchema = z.object({ deleted: z.literal(true) });
export type DeleteDinerProfileResponse = z.infer<typeof deleteDinerProfileResponseSchema>;
