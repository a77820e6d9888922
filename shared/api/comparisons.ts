import * as z from 'zod';
import { PLAN_LIMITS, TIERS } from '../domain/plans';
import type { AllergenScanResult } from '../domain/allergen-scan';
import { restaurantSnapshotSchema, type RestaurantSnapshot } from './history';
import { allergenScanResultSchema } from './places-responses';

/**
 * Comparison history (product-rules §7.4 comparison_history): POST /me/comparisons records the restaurants
 * the caller compared, only with 2 or more of them (up to the plan's capacity: pro 2, premium 3)
 * and only when their key (sorted ids joined by commas) differs from the last one recorded. One
 * item per user and key: comparing the same set again later refreshes it. Unsaved comparisons
 * expire after 1 day; saved ones are kept.
 */
export const COMPARISON_MIN_RESTAURANTS = 2;
/** The largest capacity of any plan; the caller's own plan decides on the server. */
export const COMPARISON_MAX_RESTAURANTS = Math.max(...TIERS.map((tier) => PLAN_LIMITS[tier].comparisonCapacity));
/** Unsaved comparisons (and menus) expire this many days after they were recorded (product-rules §9.2: 1 day). */
export const COMPARISON_RETENTION_DAYS = 1;

export const COMPARISON_ERRORS = {
  /** 403: the plan has no comparison tool (product-rules §7.1 message). */
  COMPARISON_TOOL_REQUIRED: 'Comparison tool is a Pro feature. Upgrade to Pro to unlock this feature!',
  /** 403: more restaurants than the plan's capacity (product-rules §7.1: "You can only compare up to 3 restaurants."). */
  COMPARISON_CAPACITY: (capacity: number) => `You can only compare up to ${capacity} restaurants.`,
  /** 404: no such comparison of the caller's (never theirs, deleted, or expired). */
  COMPARISON_NOT_FOUND: 'This comparison no longer exists.',
} as const;

/** Sorted restaurant ids joined by commas (product-rules §7.4 comparison_key). */
export function comparisonKeyOf(restaurantIds: readonly string[]): string {
  return [...restaurantIds].sort().join(',');
}

/**
 * A compared restaurant: its snapshot and, when it came from a search or a detail page, the verdict
 * its card showed (`allergyInfo`, scanned with that search's lists and everything the source knew,
 * description and menu included), so the comparison seen again shows the same verdict. Absent on
 * comparisons recorded before it was kept: the page then scans the snapshot.
 */
export const comparedRestaurantSchema = restaurantSnapshotSchema.extend({ allergyInfo: allergenScanResultSchema.optional() });
/** The same as a type, with the scan's own (read-only) result type. */
export type ComparedRestaurantSnapshot = RestaurantSnapshot & { allergyInfo?: AllergenScanResult };

export const recordComparisonRequestSchema = z.strictObject({
  restaurants: z
    .array(comparedRestaurantSchema, { error: 'restaurants must be a list of restaurants.' })
    .min(COMPARISON_MIN_RESTAURANTS, { error: `A comparison needs at least ${COMPARISON_MIN_RESTAURANTS} restaurants.` })
    .max(COMPARISON_MAX_RESTAURANTS, { error: COMPARISON_ERRORS.COMPARISON_CAPACITY(COMPARISON_MAX_RESTAURANTS) })
    .refine((list) => new Set(list.map((r) => r.id)).size === list.length, { error: 'A restaurant can be in a comparison only once.' }),
});
export type RecordComparisonRequest = z.input<typeof recordComparisonRequestSchema>;
export type RecordComparisonPayload = z.output<typeof recordComparisonRequestSchema>;

/** One comparison, as the API returns it (spec names). */
export const comparisonItemSchema = z.object({
  id: z.string(),
  comparison_key: z.string(),
  /** The compared restaurants, in the order they were compared. */
  comparison_data: z.array(comparedRestaurantSchema),
  restaurant_ids: z.array(z.string()),
  created_at: z.string(),
  /** Saved comparisons are kept; unsaved ones expire 1 day after `created_at` (or after being unsaved). */
  saved: z.boolean(),
});
export type ComparisonItem = z.infer<typeof comparisonItemSchema>;

/**
 * POST /me/comparisons: `recorded` is false when the key equals the last recorded one (nothing
 * changed); `comparison` is the stored item when recorded.
 */
export const recordComparisonResponseSchema = z.object({
  recorded: z.boolean(),
  comparison: comparisonItemSchema.optional(),
});
export type RecordComparisonResponse = z.infer<typeof recordComparisonResponseSchema>;

/** GET /me/comparisons: the last day's comparisons and every saved one, newest first. */
export const comparisonListSchema = z.object({ items: z.array(comparisonItemSchema) });
export type ComparisonList = z.infer<typeof comparisonListSchema>;

/** DELETE /me/comparisons/{id}. */
export const deleteComparisonResponseSchema = z.object({ deleted: z.literal(true) });
