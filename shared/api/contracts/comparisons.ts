import { defineRoute } from '../contract';
import {
  comparisonItemSchema,
  comparisonListSchema,
  deleteComparisonResponseSchema,
  recordComparisonRequestSchema,
  recordComparisonResponseSchema,
} from '../comparisons';
import { historyItemParamsSchema, saveToggleRequestSchema } from '../history';

/** Comparison history (product-rules §7.4): pro and premium; unsaved comparisons expire after 1 day. */
export const listComparisons = defineRoute({
  method: 'GET',
  path: '/me/comparisons',
  auth: 'user',
  summary: 'Comparison history (last day and saved), newest first',
  response: comparisonListSchema,
});

export const recordComparison = defineRoute({
  method: 'POST',
  path: '/me/comparisons',
  auth: 'user',
  summary: 'Record a comparison (comparison tool; 2 to the plan\'s capacity; not when equal to the last one)',
  request: { body: recordComparisonRequestSchema },
  response: recordComparisonResponseSchema,
});

export const updateComparison = defineRoute({
  method: 'PATCH',
  path: '/me/comparisons/{id}',
  auth: 'user',
  summary: 'Save (permanent) or unsave (expires in 1 day) a comparison',
  request: { params: historyItemParamsSchema, body: saveToggleRequestSchema },
  response: comparisonItemSchema,
});

export const deleteComparison = defineRoute({
  method: 'DELETE',
  path: '/me/comparisons/{id}',
  auth: 'user',
  summary: 'Delete a comparison',
  request: { params: historyItemParamsSchema },
  response: deleteComparisonResponseSchema,
});
