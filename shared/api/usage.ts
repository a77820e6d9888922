import * as z from 'zod';
import { TIERS } from '../domain/plans';

/**
 * GET /me/usage: the caller's counters for the header gauges (Searches and Scrapes rings), polled
 * every 3 s. Daily counters are for the current UTC date and reset at 00:00 UTC. A limit of -1
 * means unlimited (premium scrapes).
 */
export const usageCounterSchema = z.object({
  used: z.number().int().nonnegative(),
  limit: z.number().int().min(-1),
});
export type UsageCounter = z.infer<typeof usageCounterSchema>;

export const usageResponseSchema = z.object({
  /** The UTC date the daily counters belong to (YYYY-MM-DD). */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  tier: z.enum(TIERS),
  /** 10 a day for every plan. */
  searches: usageCounterSchema,
  /** Menu scrapes: 5 (free), 15 (pro), -1 (premium). */
  scrapes: usageCounterSchema,
  /** App feedback: 3 a day. */
  feedback: usageCounterSchema,
  /** Saved restaurants against the plan's maximum (-1 unlimited). */
  saved: usageCounterSchema,
  tagsCount: z.number().int().nonnegative(),
  /** Same as `saved.used` (the spec's user_totals name). */
  savedCount: z.number().int().nonnegative(),
});
export type UsageResponse = z.infer<typeof usageResponseSchema>;
