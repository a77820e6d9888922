import * as z from 'zod';
import { ALLERGY_SEVERITIES } from '../domain/allergy-severity';

/** A diner profile as the routes answer it and as it is stored (product-rules §14.3). */
export const dinerProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  allergies: z.array(z.string()),
  /** Every allergy's severity: one entry per allergy, `allergy` where none was chosen. */
  allergy_severities: z.record(z.string(), z.enum(ALLERGY_SEVERITIES)),
  dietary_preferences: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DinerProfile = z.infer<typeof dinerProfileSchema>;
