import * as z from 'zod';
import { ALLERGY_SEVERITIES } from '../domain/allergy-severity';
import { allergenScanResultSchema } from './places-responses';
import { restaurantIdSchema } from './library';
import { searchIdSchema } from './places';
import { languageSchema } from './profile';

/**
 * AI menus (product-rules §8.1 generate-ai-menu, ai_generated_menus, the detail page's menu states; product-rules §8.1
 * Generate Menu and the scrape limits). POST /menus/generate estimates a restaurant's menu: the
 * server reads the place itself (name, cuisine, address) from the places port, so the client sends
 * only the id. One daily quota ("scrapes": 5 free, 15 pro, unlimited premium) is counted before
 * generating and given back on a failure or an empty result. A menu generated in the last day is
 * returned again with `cached: true` without using the quota, unless `regenerate` is asked for.
 *
 * Every menu is an estimate, never the restaurant's own menu: the web labels it so.
 */
export const MENU_ERRORS = {
  /** 429: no scrape left today (the detail page's toast). */
  GENERATION_LIMIT: "Generation limit reached: You've reached your daily limit. Upgrade to get more generations!",
  /** 502/504: the generator failed or ran out of time; the scrape was given back. */
  GENERATION_FAILED: 'Failed to generate menu. Please try again.',
} as const;

/** Generated menus (history and cache) are kept for a day (product-rules §9.2: menu history 1 day). */
export const MENU_RETENTION_DAYS = 1;
/** The most items one generated menu keeps. */
export const MENU_ITEMS_MAX = 40;

export const generateMenuRequestSchema = z.strictObject({
  restaurantId: restaurantIdSchema,
  /** Generate again although a menu from the last day exists (uses a scrape). */
  regenerate: z.boolean().default(false),
  /** The language of the dish names and ingredients; the profile's language when absent. */
  language: languageSchema.optional(),
  /** The search the menu was asked from (POST /places/search's searchId): its lists are checked, else the profile's. */
  searchId: searchIdSchema.optional(),
});
export type GenerateMenuRequest = z.input<typeof generateMenuRequestSchema>;

/** One generated item (spec "Menu item (generation)"): price "N/A" when unknown, calories an estimate. */
export const menuItemSchema = z.object({
  menu_item: z.string(),
  /** Comma-separated, as the spec stores them. */
  ingredients: z.string(),
  price: z.string(),
  calories: z.number().int().nonnegative().optional(),
});
export type MenuItem = z.infer<typeof menuItemSchema>;

/** A generated item with the same allergen scan as search results, against the search's lists (`searchId`) or the caller's profile. */
export const dishMarkSchema = z.object({ dinerId: z.string().max(64), name: z.string().max(200), initials: z.string().max(8), level: z.enum(['danger', 'caution']) });
export const scannedMenuItemSchema = menuItemSchema.extend({
  scan: allergenScanResultSchema,
  /**
   * A menu asked from a search for a table (product-rules §14.4): who at the table this dish conflicts
   * with, each with the worst level found for them, in the table's order. Absent without a table.
   */
  table: z.array(dishMarkSchema).max(9).optional(),
});
export type ScannedMenuItem = z.infer<typeof scannedMenuItemSchema>;

export const MENU_SOURCES = ['openai', 'embedded-knowledge-base'] as const;
export type MenuSource = (typeof MENU_SOURCES)[number];

/**
 * The lists the items were scanned with, and whose: the search's it was asked from, or the profile's.
 * The /scrape-menu analysis opened from the menu marks ingredients against the same (product-rules §10.1).
 */
export const checkedListsSchema = z.object({
  scannedWith: z.enum(['search', 'profile']),
  allergies: z.array(z.string()),
  dietaryRestrictions: z.array(z.string()),
  avoid: z.array(z.string()),
  /** Each allergy's severity (product-rules §11.4); absent from menus answered before severities existed. */
  allergySeverities: z.record(z.string(), z.enum(ALLERGY_SEVERITIES)).optional(),
});
export type CheckedLists = z.infer<typeof checkedListsSchema>;

/** POST /menus/generate (spec: menuItems, totalItemsGenerated, cached). */
export const generateMenuResponseSchema = z.object({
  menuId: z.string(),
  restaurantId: z.string(),
  restaurantName: z.string(),
  /** The address, or 'Unknown location'. */
  location: z.string(),
  menuItems: z.array(scannedMenuItemSchema),
  totalItemsGenerated: z.number().int().nonnegative(),
  cached: z.boolean(),
  /** Which generator made it: the web labels the embedded one an offline estimate. */
  source: z.enum(MENU_SOURCES),
  /**
   * False when nothing about the place (cuisine, cuisine words, name) names a cuisine: the dishes
   * are general ones, and the web says so (product-rules §8.1).
   */
  cuisineKnown: z.boolean(),
  created_at: z.string(),
  /**
   * True when the model would have written the menu but the deployment's daily AI budget was used
   * up, so the offline generator did (product-rules §2.7): the web says so. Absent otherwise.
   */
  aiBudgetReached: z.boolean().optional(),
  /** Always sent; optional so a menu kept in navigation state by an older version still reads. */
  checkedLists: checkedListsSchema.optional(),
  /** Who was at the table of the search the menu was asked from (product-rules §14.4); absent without one. */
  table: z.array(z.object({ dinerId: z.string().max(64), name: z.string().max(200), initials: z.string().max(8) })).max(9).optional(),
});
export type GenerateMenuResponse = z.infer<typeof generateMenuResponseSchema>;

/** One ai_generated_menus item (product-rules §8.1): the caller's own, from the last day, newest first. */
export const menuHistoryItemSchema = z.object({
  id: z.string(),
  restaurant_id: z.string(),
  restaurant_name: z.string(),
  location: z.string(),
  created_at: z.string(),
  menu_items: z.array(menuItemSchema),
  source: z.enum(MENU_SOURCES),
  /** False when the place's cuisine was unknown (general dishes); absent on menus made before it was recorded. */
  cuisine_known: z.boolean().optional(),
});
export type MenuHistoryItem = z.infer<typeof menuHistoryItemSchema>;

export const menuHistoryResponseSchema = z.object({ items: z.array(menuHistoryItemSchema) });
export type MenuHistoryResponse = z.infer<typeof menuHistoryResponseSchema>;
