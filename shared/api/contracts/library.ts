import { defineRoute } from '../contract';

/**
 * Saving, tags, comparisons and feedback (planned: issue 11). Contracts without schemas until then;
 * their issue adds the request and response schemas.
 */
export const listSaved = defineRoute({ method: 'GET', path: '/me/saved', auth: 'user', summary: 'Saved restaurants' });
export const saveRestaurant = defineRoute({ method: 'PUT', path: '/me/saved/{restaurantId}', auth: 'user', summary: 'Save a restaurant (plan limit enforced)' });
export const unsaveRestaurant = defineRoute({ method: 'DELETE', path: '/me/saved/{restaurantId}', auth: 'user', summary: 'Remove a saved restaurant' });

export const listTags = defineRoute({ method: 'GET', path: '/me/tags', auth: 'user', summary: 'Tags, ordered by name' });
export const createTag = defineRoute({ method: 'POST', path: '/me/tags', auth: 'user', summary: 'Create a tag (premium)' });
export const deleteTag = defineRoute({ method: 'DELETE', path: '/me/tags/{tagId}', auth: 'user', summary: 'Delete a tag' });
export const listTagged = defineRoute({ method: 'GET', path: '/me/tagged', auth: 'user', summary: 'Tagged restaurants, newest first' });
export const tagRestaurant = defineRoute({ method: 'PUT', path: '/me/restaurants/{restaurantId}/tags/{tagId}', auth: 'user', summary: 'Tag a restaurant' });
export const untagRestaurant = defineRoute({ method: 'DELETE', path: '/me/restaurants/{restaurantId}/tags/{tagId}', auth: 'user', summary: 'Untag a restaurant' });
