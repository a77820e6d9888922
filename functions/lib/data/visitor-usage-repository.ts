import { addDays, epochSeconds, startOfUtcDate, type UtcDate } from '../../../shared/domain/utc-dates';
import type { Db } from './db';
import { expiryAttributes, keys } from './keys';
import { decrementFloorZero, incrementWithinLimit } from './limits';
import type { LimitRefusal } from '../errors';

/**
 * A visitor's daily usage: `VISITOR#<keyed hash of the client address>` / `USAGE#<UTC date>`, the
 * signed-out counterpart of the user's daily usage item (feedback is the only metered action). It
 * expires 2 days after its date: nothing reads an old day.
 */
export const VISITOR_COUNTERS = ['feedback'] as const;
export type VisitorCounter = (typeof VISITOR_COUNTERS)[number];
export const VISITOR_USAGE_RETENTION_DAYS = 2;

/** Uses one unit of today's allowance in one conditional write; throws LimitReachedError (saying `refusal`) when used up. */
export function consumeVisitorUsage(db: Db, visitorKey: string, date: UtcDate, counter: VisitorCounter, limit: number, refusal?: LimitRefusal): Promise<number> {
  const key = keys.visitorUsage(visitorKey, date);
  const expiresAt = epochSeconds(addDays(startOfUtcDate(date), VISITOR_USAGE_RETENTION_DAYS));
  return incrementWithinLimit(db, { key, counter, limit, ...(refusal ? { refusal } : {}), setIfMissing: { entity: 'visitorUsage', date, ...expiryAttributes(key, expiresAt) } });
}

export function releaseVisitorUsage(db: Db, visitorKey: string, date: UtcDate, counter: VisitorCounter): Promise<number> {
  return decrementFloorZero(db, { key: keys.visitorUsage(visitorKey, date), counter });
}
