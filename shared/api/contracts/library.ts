import { defineRoute } from '../contract';
import {
  createTagRequestSchema,
  deleteTagResponseSchema,
  libraryPageQuerySchema,
  restaurantCopySchema,
  restaurantParamsSchema,
  restaurantTagParamsSchema,
  savedIdsResponseSchema,
  savedListResponseSchema,
  saveResponseSchema,
  taggedListResponseSchema,
  taggedRestaurantSchema,
  tagLinksResponseSchema,
  tagListResponseSchema,
  tagParamsSchema,
  tagSchema,
  unsaveResponseSchema,
  untagResponseSchema,
} from '../library';

/**
 * Saved restaurants and tags (issue 11): schemas and error codes in `shared/api/library.ts`, tag
 * rules in `shared/domain/tags.ts`. Every tag route is premium only (TAGS_PREMIUM_ONLY otherwise).
 */
export const listSaved = defineRoute({
  method: 'GET',
  path: '/me/saved',
  auth: 'user',
  summary: "Saved restaurants, newest first, a page at a time, each scanned against the caller's current profile",
  request: { query: libraryPageQuerySchema },
  response: savedListResponseSchema,
});
export const listSavedIds = defineRoute({
  method: 'GET',
  path: '/me/saved-ids',
  auth: 'user',
  summary: 'The ids of every saved restaurant (the hearts on cards)',
  response: savedIdsResponseSchema,
});
export const saveRestaurant = defineRoute({
  method: 'PUT',
  path: '/me/saved/{restaurantId}',
  auth: 'user',
  summary: 'Save a restaurant with a copy of it (plan limit enforced; saving again changes nothing)',
  request: { params: restaurantParamsSchema, body: restaurantCopySchema },
  response: saveResponseSchema,
});
export const unsaveRestaurant = defineRoute({
  method: 'DELETE',
  path: '/me/saved/{restaurantId}',
  auth: 'user',
  summary: 'Remove a saved restaurant',
  request: { params: restaurantParamsSchema },
  response: unsaveResponseSchema,
});

export const listTags = defineRoute({ method: 'GET', path: '/me/tags', auth: 'user', summary: 'Tags, ordered by name (premium)', response: tagListResponseSchema });
export const createTag = defineRoute({
  method: 'POST',
  path: '/me/tags',
  auth: 'user',
  summary: 'Create a tag (premium; names unique without regard to case); answers 201',
  request: { body: createTagRequestSchema },
  response: tagSchema,
});
export const deleteTag = defineRoute({
  method: 'DELETE',
  path: '/me/tags/{tagId}',
  auth: 'user',
  summary: 'Delete a tag and its uses on tagged restaurants (premium)',
  request: { params: tagParamsSchema },
  response: deleteTagResponseSchema,
});
export const listTagged = defineRoute({
  method: 'GET',
  path: '/me/tagged',
  auth: 'user',
  summary: "Tagged restaurants with their tags, newest first, a page at a time, each scanned against the caller's current profile (premium)",
  request: { query: libraryPageQuerySchema },
  response: taggedListResponseSchema,
});
export const listTagLinks = defineRoute({
  method: 'GET',
  path: '/me/tag-links',
  auth: 'user',
  summary: "Every tagged restaurant's tag ids (chips and the results filter) (premium)",
  response: tagLinksResponseSchema,
});
export const tagRestaurant = defineRoute({
  method: 'PUT',
  path: '/me/restaurants/{restaurantId}/tags/{tagId}',
  auth: 'user',
  summary: 'Tag a restaurant: upserts its tagged record with the copy sent (premium)',
  request: { params: restaurantTagParamsSchema, body: restaurantCopySchema },
  response: taggedRestaurantSchema,
});
export const untagRestaurant = defineRoute({
  method: 'DELETE',
  path: '/me/restaurants/{restaurantId}/tags/{tagId}',
  auth: 'user',
  summary: 'Untag a restaurant; its tagged record goes with its last tag (premium)',
  request: { params: restaurantTagParamsSchema },
  response: untagResponseSchema,
});
