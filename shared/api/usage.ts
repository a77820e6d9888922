import type { Tier } from '../domain/plans';

/**
 * GET /me/usage: the caller's counters for the header gauges (Searches and Scrapes rings), polled
 * every 3 s. Daily counters are for the current UTC date and reset at 00:00 UTC. A limit of -1
 * means unlimited (premium scrapes).
 */
export interface UsageCounter {
  used: number;
  limit: number;
}

export interface UsageResponse {
  /** The UTC date the daily counters belong to (YYYY-MM-DD). */
  date: string;
  tier: Tier;
  /** 10 a day for every plan. */
  searches: UsageCounter;
  /** Menu scrapes: 5 (free), 15 (pro), -1 (premium). */
  scrapes: UsageCounter;
  /** App feedback: 3 a day. */
  feedback: UsageCounter;
  /** Saved restaurants against the plan's maximum (-1 unlimited). */
  saved: UsageCounter;
  tagsCount: number;
  /** Same as `saved.used` (the spec's user_totals name). */
  savedCount: number;
}
