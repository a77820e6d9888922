import { DAILY_HISTORY_WRITE_LIMIT, HISTORY_ERRORS, type RecordRestaurantHistoryPayload, type RestaurantHistoryItem } from '../../../../shared/api/history';
import { utcDate } from '../../../../shared/domain/utc-dates';
import { consumeDailyUsage, releaseDailyUsage } from '../../data/daily-usage-repository';
import type { Db } from '../../data/db';
import { recordRestaurantHistory } from '../../data/restaurant-history-repository';
import type { AuthContext } from '../../caller';
import type { LimitRefusal } from '../../errors';
import * as clock from '../../clock';

/**
 * POST /me/history/restaurants: "clicking a result records a viewed interaction" (product-rules §9.1) and a
 * comparison records each compared restaurant (product-rules §9.1). Free for every plan; only a generous daily
 * cap (DAILY_HISTORY_WRITE_LIMIT), taken atomically before the write and given back if it fails.
 */
/** The daily history-write cap refused (views and comparisons share it). */
export const HISTORY_WRITE_REFUSAL: LimitRefusal = { code: 'DAILY_HISTORY_LIMIT', message: HISTORY_ERRORS.DAILY_HISTORY_LIMIT };

export interface RestaurantHistoryDeps {
  db: Db;
  /** DAILY_HISTORY_WRITE_LIMIT unless a test sets another. */
  dailyLimit?: number;
  now?: () => Date;
}

export async function recordRestaurantVisit(
  deps: RestaurantHistoryDeps,
  caller: AuthContext,
  request: RecordRestaurantHistoryPayload,
): Promise<RestaurantHistoryItem> {
  const now = deps.now?.() ?? clock.now();
  const date = utcDate(now);
  await consumeDailyUsage(deps.db, caller.userId, date, 'historyWrites', deps.dailyLimit ?? DAILY_HISTORY_WRITE_LIMIT, HISTORY_WRITE_REFUSAL);
  try {
    return await recordRestaurantHistory(deps.db, caller.userId, request.actionType, request.restaurant, now);
  } catch (error) {
    // The cap is generous: a unit not given back costs nobody anything.
    await releaseDailyUsage(deps.db, caller.userId, date, 'historyWrites').catch(() => undefined);
    throw error;
  }
}
