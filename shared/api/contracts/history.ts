import { defineRoute } from '../contract';
import {
  clearHistoryResponseSchema,
  historyItemParamsSchema,
  recordRestaurantHistoryRequestSchema,
  restaurantHistoryItemSchema,
  restaurantHistoryListSchema,
  saveToggleRequestSchema,
  searchHistoryItemSchema,
  searchHistoryListSchema,
} from '../history';

/**
 * The caller's history (product-rules §9.1 /history): restaurants viewed or compared, and searches. Unsaved
 * items expire after 14 days (hidden from reads at once, deleted by TTL and the cleanup job);
 * saving makes an item permanent. Searches are recorded by POST /places/search itself.
 */
export const recordRestaurantHistory = defineRoute({
  method: 'POST',
  path: '/me/history/restaurants',
  auth: 'user',
  summary: 'Record a viewed or compared restaurant',
  request: { body: recordRestaurantHistoryRequestSchema },
  response: restaurantHistoryItemSchema,
});

export const listRestaurantHistory = defineRoute({
  method: 'GET',
  path: '/me/history/restaurants',
  auth: 'user',
  summary: 'Restaurant history (viewed, compared), newest first',
  response: restaurantHistoryListSchema,
});

export const updateRestaurantHistory = defineRoute({
  method: 'PATCH',
  path: '/me/history/restaurants/{id}',
  auth: 'user',
  summary: 'Save (permanent) or unsave (expires in 14 days) a restaurant history item',
  request: { params: historyItemParamsSchema, body: saveToggleRequestSchema },
  response: restaurantHistoryItemSchema,
});

export const clearRestaurantHistory = defineRoute({
  method: 'DELETE',
  path: '/me/history/restaurants',
  auth: 'user',
  summary: 'Delete all restaurant history, saved items included',
  response: clearHistoryResponseSchema,
});

export const listSearchHistory = defineRoute({
  method: 'GET',
  path: '/me/history/searches',
  auth: 'user',
  summary: 'Search history with each search\'s preferences (for Search Again), newest first',
  response: searchHistoryListSchema,
});

export const updateSearchHistory = defineRoute({
  method: 'PATCH',
  path: '/me/history/searches/{id}',
  auth: 'user',
  summary: 'Save (permanent) or unsave (expires in 14 days) a search history item',
  request: { params: historyItemParamsSchema, body: saveToggleRequestSchema },
  response: searchHistoryItemSchema,
});

export const clearSearchHistory = defineRoute({
  method: 'DELETE',
  path: '/me/history/searches',
  auth: 'user',
  summary: 'Delete all search history, saved items included',
  response: clearHistoryResponseSchema,
});
