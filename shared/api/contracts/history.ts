import { defineRoute } from '../contract';
import { recordRestaurantHistoryRequestSchema, restaurantHistoryItemSchema } from '../history';

/** Recording a view is live (issue 4); the history lists and their changes arrive with issue 11. */
export const recordRestaurantHistory = defineRoute({
  method: 'POST',
  path: '/me/history/restaurants',
  auth: 'user',
  summary: 'Record a viewed or compared restaurant',
  request: { body: recordRestaurantHistoryRequestSchema },
  response: restaurantHistoryItemSchema,
});

export const listRestaurantHistory = defineRoute({ method: 'GET', path: '/me/history/restaurants', auth: 'user', summary: 'Restaurant history (viewed, compared)' });
export const updateRestaurantHistory = defineRoute({ method: 'PATCH', path: '/me/history/restaurants/{id}', auth: 'user', summary: 'Save or unsave a restaurant history item' });
export const clearRestaurantHistory = defineRoute({ method: 'DELETE', path: '/me/history/restaurants', auth: 'user', summary: 'Delete all restaurant history' });
export const listSearchHistory = defineRoute({ method: 'GET', path: '/me/history/searches', auth: 'user', summary: 'Search history' });
export const recordSearchHistory = defineRoute({ method: 'POST', path: '/me/history/searches', auth: 'user', summary: 'Record a search' });
export const updateSearchHistory = defineRoute({ method: 'PATCH', path: '/me/history/searches/{id}', auth: 'user', summary: 'Save or unsave a search history item' });
export const clearSearchHistory = defineRoute({ method: 'DELETE', path: '/me/history/searches', auth: 'user', summary: 'Delete all search history' });
