import * as z from 'zod';
import { ALLERGY_SEVERITIES } from '../domain/allergy-severity';
import { CUISINES } from '../domain/cuisines';
// The types module only: the search lexicon's word lists must stay out of these Lambdas' bundles.
import { PRICE_LEVELS } from '../domain/search-lexicon/types';
import { countSchema, ratingSchema } from './bounds';
import { coordinatesSchema, type Restaurant } from './places';

/**
 * Restaurant history contracts (product-rules §9.1 user_restaurant_history): POST /me/history/restaurants
 * records that the caller viewed (or compared) a restaurant. One item per user, restaurant and
 * action: viewing again refreshes it. Unsaved items expire after 14 days.
 *
 * What is kept is a snapshot for the history list, not the search's allergen scan: the scan was for
 * that search's lists, and history shows the restaurant against the user's lists of the day.
 */
export const RESTAURANT_HISTORY_ACTIONS = ['viewed', 'compared'] as const;

/**
 * Restaurant history records a user may write per UTC day. Far above real use (10 searches of 60
 * results, each opened and compared, is 1,200), it only stops a script from filling the table.
 */
export const DAILY_HISTORY_WRITE_LIMIT = 2_000;

export const HISTORY_ERRORS = {
  /** 429: nothing was recorded. The browser records silently, so people never see it. */
  DAILY_HISTORY_LIMIT: 'Too many restaurants recorded in your history today. Recording resumes tomorrow (UTC).',
  /** 404: no such item of the caller's (never theirs, deleted, or expired). */
  HISTORY_ITEM_NOT_FOUND: 'This history item no longer exists.',
} as const;

/** Unsaved restaurant and search history items expire this many days after they were recorded (product-rules §9.2: 2 weeks). */
export const HISTORY_RETENTION_DAYS = 14;
export type RestaurantHistoryAction = (typeof RESTAURANT_HISTORY_ACTIONS)[number];

const text = (max: number, what: string) => z.string().trim().max(max, { error: `${what} must be ${max} characters or fewer.` });

export const restaurantSnapshotSchema = z.strictObject({
  id: text(200, 'The restaurant id').min(1, { error: 'The restaurant id is required.' }),
  name: text(300, 'The name').min(1, { error: 'The restaurant name is required.' }),
  imageUrl: text(2000, 'The image URL'),
  rating: ratingSchema().optional(),
  userRatingCount: countSchema().optional(),
  priceLevel: z.enum(PRICE_LEVELS).optional(),
  cuisineType: text(100, 'The cuisine'),
  cuisines: z.array(z.enum(CUISINES)).max(CUISINES.length),
  address: text(500, 'The address'),
  distance: text(50, 'The distance').optional(),
  coordinates: coordinatesSchema,
  dietaryOptions: z.array(text(100, 'A dietary option')).max(50),
  /** The diets of `dietaryOptions` the place serves only (every dish), as its card had them; absent when none. */
  dietaryOnly: z.array(text(100, 'A dietary option')).max(50).optional(),
  source: z.enum(['google-places', 'openstreetmap', 'demo']),
  demo: z.boolean(),
});
export type RestaurantSnapshot = z.infer<typeof restaurantSnapshotSchema>;

export const recordRestaurantHistoryRequestSchema = z.strictObject({
  restaurant: restaurantSnapshotSchema,
  actionType: z.enum(RESTAURANT_HISTORY_ACTIONS, { error: 'actionType must be viewed or compared.' }).default('viewed'),
});
export type RecordRestaurantHistoryRequest = z.input<typeof recordRestaurantHistoryRequestSchema>;
export type RecordRestaurantHistoryPayload = z.output<typeof recordRestaurantHistoryRequestSchema>;

/** One restaurant history item, as the API returns it (spec names). */
export const restaurantHistoryItemSchema = z.object({
  id: z.string(),
  restaurant_id: z.string(),
  restaurant_data: restaurantSnapshotSchema,
  action_type: z.enum(RESTAURANT_HISTORY_ACTIONS),
  /** When it was last viewed (or compared): the list is newest first by this. */
  created_at: z.string(),
  /** Saved items are kept; unsaved ones expire 14 days after `created_at`. */
  saved: z.boolean(),
});
export type RestaurantHistoryItem = z.infer<typeof restaurantHistoryItemSchema>;

/** The snapshot of a search result that history keeps (no scan, no per-search fields); a saved copy may have no distance. */
export function toRestaurantSnapshot(restaurant: Omit<Restaurant, 'distance' | 'distanceMeters'> & { distance?: string }): RestaurantSnapshot {
  return {
    id: restaurant.id,
    name: restaurant.name,
    imageUrl: restaurant.imageUrl,
    ...(restaurant.rating !== undefined ? { rating: restaurant.rating } : {}),
    ...(restaurant.userRatingCount !== undefined ? { userRatingCount: restaurant.userRatingCount } : {}),
    ...(restaurant.priceLevel ? { priceLevel: restaurant.priceLevel } : {}),
    cuisineType: restaurant.cuisineType,
    cuisines: restaurant.cuisines,
    address: restaurant.address,
    ...(restaurant.distance ? { distance: restaurant.distance } : {}),
    coordinates: restaurant.coordinates,
    dietaryOptions: restaurant.dietaryOptions,
    ...(restaurant.dietaryOnly?.length ? { dietaryOnly: [...restaurant.dietaryOnly] } : {}),
    source: restaurant.source,
    demo: restaurant.demo,
  };
}

/** GET /me/history/restaurants: the caller's live items, newest first. */
export const restaurantHistoryListSchema = z.object({ items: z.array(restaurantHistoryItemSchema) });
export type RestaurantHistoryList = z.infer<typeof restaurantHistoryListSchema>;

/** PATCH /me/history/{restaurants,searches}/{id} and PATCH /me/comparisons/{id}: the save toggle. */
export const saveToggleRequestSchema = z.strictObject({
  saved: z.boolean({ error: 'saved must be true or false.' }),
});
export type SaveToggleRequest = z.infer<typeof saveToggleRequestSchema>;

/** `{id}` of a history item or comparison, as the lists return it. */
export const historyItemParamsSchema = z.object({
  id: z.string().min(1, { error: 'The id is required.' }).max(400, { error: 'The id is too long.' }),
});

/** DELETE /me/history/{restaurants,searches}: how many items were deleted (saved ones included). */
export const clearHistoryResponseSchema = z.object({ deleted: z.number().int().min(0) });
export type ClearHistoryResponse = z.infer<typeof clearHistoryResponseSchema>;

/**
 * One search history item (product-rules §9.1 search_history), recorded by POST /places/search itself: the
 * preferences it ran with, so Search Again can refill the form (searchQuery, cuisineType,
 * priceRange, dietaryRestrictions, location, coordinates; allergies, radius, unit and party size too).
 */
export const searchHistoryItemSchema = z.object({
  id: z.string(),
  search_query: z.string(),
  /** The text as typed, when search_query is its English translation. */
  original_query: z.string().optional(),
  detected_language: z.string().optional(),
  cuisine_type: z.string(),
  price_range: z.string(),
  dietary_restrictions: z.array(z.string()),
  allergies: z.array(z.string()),
  /** Every allergy's severity (product-rules §11.4); a search stored before severities reads each as `allergy`. */
  allergy_severities: z.record(z.string(), z.enum(ALLERGY_SEVERITIES)),
  location: z.string(),
  coordinates: z.object({ lat: z.number(), lng: z.number() }),
  search_radius: z.number(),
  distance_unit: z.string(),
  party_size: z.number().optional(),
  /**
   * Who the search was for (product-rules §14.4): the diner profile ids at its table and whether the
   * user was at it; absent for a search for the user alone. An id whose profile was deleted later stays
   * here and simply drops out wherever the table is read (detail page, menu).
   */
  diner_ids: z.array(z.string()).optional(),
  include_me: z.boolean().optional(),
  results_count: z.number(),
  source: z.string(),
  created_at: z.string(),
  /** Saved items are kept; unsaved ones expire 14 days after `created_at` (or after being unsaved). */
  saved: z.boolean(),
});
export type SearchHistoryItem = z.infer<typeof searchHistoryItemSchema>;

/** GET /me/history/searches: the caller's live searches, newest first. */
export const searchHistoryListSchema = z.object({ items: z.array(searchHistoryItemSchema) });
export type SearchHistoryList = z.infer<typeof searchHistoryListSchema>;
