import { defineRoute } from '../contract';
import { generateMenuRequestSchema, generateMenuResponseSchema, menuHistoryResponseSchema } from '../menus';
import { analyzeReviewsRequestSchema, analyzeReviewsResponseSchema } from '../reviews';

/**
 * Menus and reviews (issue 12): schemas and messages in `shared/api/menus.ts` and
 * `shared/api/reviews.ts`. Generation counts the daily scrape quota; review analysis is premium.
 */
export const generateMenu = defineRoute({
  method: 'POST',
  path: '/menus/generate',
  auth: 'user',
  summary: 'Generate an AI menu for a restaurant (daily scrape quota; a menu from the last day is returned cached)',
  request: { body: generateMenuRequestSchema },
  response: generateMenuResponseSchema,
});
export const listMenus = defineRoute({
  method: 'GET',
  path: '/me/menus',
  auth: 'user',
  summary: "The caller's menus generated in the last day, newest first",
  response: menuHistoryResponseSchema,
});
export const analyzeReviews = defineRoute({
  method: 'POST',
  path: '/reviews/analyze',
  auth: 'user',
  summary: "AI review analysis of a restaurant's reviews (premium)",
  request: { body: analyzeReviewsRequestSchema },
  response: analyzeReviewsResponseSchema,
});
