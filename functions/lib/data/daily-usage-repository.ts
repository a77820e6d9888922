import * as z from 'zod';
import { addDays, epochSeconds, startOfUtcDate, type UtcDate } from '../../../shared/domain/utc-dates';
import type { Db } from './db';
import { entity, storedCounter } from './entity';
import { getLiveItem } from './expiry';
import { expiryAttributes, keys } from './keys';
import { decrementFloorZero, incrementWithinLimit } from './limits';
import type { LimitRefusal } from '../errors';
import * as clock from '../clock';

/**
 * Daily usage item: `USER#<sub>` / `USAGE#<UTC date>`, one counter per metered action. A new date
 * is a new item, so quotas reset at 00:00 UTC without any job; the item expires a week later.
 */
/**
 * `scrapes`: menu generations (POST /menus/generate), the plan's daily scrape quota.
 * `historyWrites`: restaurant history records (views, comparisons), capped against abuse.
 * `reviewAnalyses`: AI review analyses sent to the model (review-analysis-service), capped for cost.
 * `verdictReports`: "this verdict is wrong" reports (product-rules §16.2).
 */
export const DAILY_COUNTERS = ['searches', 'scrapes', 'feedback', 'historyWrites', 'reviewAnalyses', 'verdictReports'] as const;
export type DailyCounter = (typeof DAILY_COUNTERS)[number];
export type DailyUsage = Record<DailyCounter, number>;

export const DAILY_USAGE_RETENTION_DAYS = 8;

const dailyCountsSchema = z.object(Object.fromEntries(DAILY_COUNTERS.map((counter) => [counter, storedCounter()])) as Record<DailyCounter, ReturnType<typeof storedCounter>>);
/** Its counters are what is read back; `userId`, `date` and the expiry are written once, with the first count. */
const dailyUsageEntity = entity('dailyUsage', dailyCountsSchema);

export async function getDailyUsage(db: Db, userId: string, date: UtcDate, now: Date = clock.now()): Promise<DailyUsage> {
  const item = await getLiveItem(db, { Key: keys.dailyUsage(userId, date) }, now);
  return item ? dailyUsageEntity.parse(item) : dailyCountsSchema.parse({});
}

/** Uses one unit of today's quota; throws LimitReachedError (saying `refusal`) when it is used up. Returns the new count. */
export function consumeDailyUsage(db: Db, userId: string, date: UtcDate, counter: DailyCounter, limit: number, refusal?: LimitRefusal): Promise<number> {
  const key = keys.dailyUsage(userId, date);
  const expiresAt = epochSeconds(addDays(startOfUtcDate(date), DAILY_USAGE_RETENTION_DAYS));
  return incrementWithinLimit(db, {
    key,
    counter,
    limit,
    ...(refusal ? { refusal } : {}),
    setIfMissing: { entity: dailyUsageEntity.name, userId, date, ...expiryAttributes(key, expiresAt) },
  });
}

/** Gives a unit back (e.g. the provider failed after the quota was taken). Never below 0. */
export function releaseDailyUsage(db: Db, userId: string, date: UtcDate, counter: DailyCounter): Promise<number> {
  return decrementFloorZero(db, { key: keys.dailyUsage(userId, date), counter });
}
