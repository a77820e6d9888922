import * as z from 'zod';

/**
 * The structured outputs asked of the model. Each zod schema is both the `response_format`
 * (`zodResponseFormat` turns it into a strict JSON schema: every property required, no extra ones;
 * unknown values are `null`) and the validator of the answer. Counts are not part of the schema
 * (the adapter trims them), so a model that lists a fourth point is not thrown away for it.
 */
export const menuEstimateSchema = z.strictObject({
  items: z.array(
    z.strictObject({
      name: z.string(),
      ingredients: z.array(z.string()),
      /** As printed on a menu ("$12.50"), or null when the model cannot estimate it. */
      price: z.string().nullable(),
      /** Estimated kilocalories per serving, or null. */
      calories: z.number().nullable(),
    }),
  ),
});
export type MenuEstimateAnswer = z.infer<typeof menuEstimateSchema>;

export const reviewAnalysisSchema = z.strictObject({
  whatPeopleLove: z.array(z.string()),
  areasForImprovement: z.array(z.string()),
});
export type ReviewAnalysisAnswer = z.infer<typeof reviewAnalysisSchema>;
