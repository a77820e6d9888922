import { addDays, epochSeconds, startOfUtcDate, type UtcDate } from '../../../shared/domain/utc-dates';
import type { Db } from './db';
import { expiryAttributes, keys } from './keys';
import { incrementWithinLimit } from './limits';
import { LimitReachedError } from '../errors';

/**
 * The deployment's daily model-call counter (product-rules §2.7), split over AI_BUDGET_SHARDS items
 * in partitions of their own (`AIBUDGET#<date>#<shard>`), so it never becomes one hot key. The cap
 * is split between the shards (shard i may count `shardCap(cap, i)`; the parts add up to the cap).
 * A call takes a unit from a random shard with one conditional write; a full shard sends it on to
 * the next, so a call is refused only when every shard was full when it looked. Counts only grow
 * during a day (a unit is never given back: a failed call may still be billed), so "every shard
 * full" stays true: exactly `cap` calls a day get through, however many arrive at once.
 */
export const AI_BUDGET_SHARDS = 10;

/** The counters are kept two days past their date, then removed (the expiry index and DynamoDB's TTL). */
const RETENTION_DAYS = 2;

/** Shard `shard`'s part of `cap`: the cap divided as evenly as integers allow. */
export function shardCap(cap: number, shard: number, shards = AI_BUDGET_SHARDS): number {
  return Math.floor(cap / shards) + (shard < cap % shards ? 1 : 0);
}

/** Takes one model call from the day's budget; false when the whole budget is used. `random` picks the first shard. */
export async function takeAiBudgetUnit(db: Db, date: UtcDate, cap: number, random: () => number = Math.random): Promise<boolean> {
  const first = Math.floor(random() * AI_BUDGET_SHARDS);
  const expiresAt = epochSeconds(addDays(startOfUtcDate(date), RETENTION_DAYS));
  for (let step = 0; step < AI_BUDGET_SHARDS; step++) {
    const shard = (first + step) % AI_BUDGET_SHARDS;
    const limit = shardCap(cap, shard);
    if (limit === 0) continue;
    const key = keys.aiBudgetShard(date, shard);
    try {
      await incrementWithinLimit(db, { key, counter: 'calls', limit, setIfMissing: { entity: 'aiBudgetShard', date, ...expiryAttributes(key, expiresAt) } });
      return true;
    } catch (error) {
      if (!(error instanceof LimitReachedError)) throw error;
    }
  }
  return false;
}
