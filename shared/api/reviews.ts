import * as z from 'zod';
import { restaurantIdSchema } from './library';
import { languageSchema } from './profile';

/**
 * AI review analysis (product-rules §10.3 analyze-restaurant-reviews, the detail page): premium only
 * (limits.aiAnalysis). The client sends the restaurant id, never a prompt: the server reads the
 * place's reviews from the places port and builds the prompt itself. At most 3 points a side; on
 * any failure of the model the spec's local keyword summary answers instead (`source` says which).
 */
export const AI_ANALYSIS_POINTS_MAX = 3;

export const REVIEWS_ERRORS = {
  /** 403: the caller's plan has no aiAnalysis (the web shows the blurred teaser instead). */
  AI_ANALYSIS_PREMIUM_ONLY: 'Upgrade to Premium to unlock this feature',
} as const;

export const analyzeReviewsRequestSchema = z.strictObject({
  restaurantId: restaurantIdSchema,
  language: languageSchema.optional(),
});
export type AnalyzeReviewsRequest = z.input<typeof analyzeReviewsRequestSchema>;

export const REVIEW_ANALYSIS_SOURCES = ['openai', 'keyword-summary'] as const;

export const analyzeReviewsResponseSchema = z.object({
  whatPeopleLove: z.array(z.string()).max(AI_ANALYSIS_POINTS_MAX),
  areasForImprovement: z.array(z.string()).max(AI_ANALYSIS_POINTS_MAX),
  /** How many reviews were read (0: the provider has none; both lists are then empty). */
  reviewCount: z.number().int().nonnegative(),
  source: z.enum(REVIEW_ANALYSIS_SOURCES),
  /** True when the deployment's daily AI budget was used up, so the keyword summary answered (product-rules §2.7). */
  aiBudgetReached: z.boolean().optional(),
});
export type AnalyzeReviewsResponse = z.infer<typeof analyzeReviewsResponseSchema>;
