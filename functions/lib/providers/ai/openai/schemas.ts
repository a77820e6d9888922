import * as z from 'zod';

/**
 * The structured outputs asked of the model: for each answer a strict JSON schema (the
 * `response_format` sent: every property required, no extra ones, unknown values `null`) and the
 * zod schema that validates the reply. The JSON schemas are written out rather than generated,
 * because zod's JSON Schema generation is left out of Lambda bundles (infra/constructs/
 * lambda-bundling.ts); a unit test checks that each equals what zod generates from its validator.
 * Counts are not part of the schema (the adapter trims them), so a model that lists a fourth point
 * is not thrown away for it.
 */
export interface StructuredOutput<T> {
  name: string;
  jsonSchema: Record<string, unknown>;
  validator: z.ZodType<T>;
}

const stringList = { type: 'array', items: { type: 'string' } } as const;
const strictObject = (properties: Record<string, unknown>) => ({
  type: 'object',
  properties,
  required: Object.keys(properties),
  additionalProperties: false,
});

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

export const MENU_ESTIMATE: StructuredOutput<MenuEstimateAnswer> = {
  name: 'menu_estimate',
  jsonSchema: strictObject({
    items: {
      type: 'array',
      items: strictObject({ name: { type: 'string' }, ingredients: stringList, price: { type: ['string', 'null'] }, calories: { type: ['number', 'null'] } }),
    },
  }),
  validator: menuEstimateSchema,
};

export const reviewAnalysisSchema = z.strictObject({
  whatPeopleLove: z.array(z.string()),
  areasForImprovement: z.array(z.string()),
});
export type ReviewAnalysisAnswer = z.infer<typeof reviewAnalysisSchema>;

export const REVIEW_ANALYSIS: StructuredOutput<ReviewAnalysisAnswer> = {
  name: 'review_analysis',
  jsonSchema: strictObject({ whatPeopleLove: stringList, areasForImprovement: stringList }),
  validator: reviewAnalysisSchema,
};
