import type { UsageResponse } from '../../../../shared/api/usage';
import { DAILY_FEEDBACK_ALLOWANCE } from '../../../../shared/domain/plans';
import { utcDate } from '../../../../shared/domain/utc-dates';
import { getDailyUsage } from '../../data/daily-usage-repository';
import type { Db } from '../../data/db';
import { getUserTotals } from '../../data/user-totals-repository';
import type { AuthContext } from '../../caller';
import { callerPlan } from './plan-service';
import * as clock from '../../clock';

/** GET /me/usage: today's (UTC) counters and the plan's limits, for the header gauges. */
export async function readUsage(deps: { db: Db; searchLimit: number; now?: () => Date }, caller: AuthContext): Promise<UsageResponse> {
  const date = utcDate(deps.now?.() ?? clock.now());
  const [daily, totals, { tier, limits }] = await Promise.all([
    getDailyUsage(deps.db, caller.userId, date),
    getUserTotals(deps.db, caller.userId),
    callerPlan(deps.db, caller.userId),
  ]);
  return {
    date,
    tier,
    searches: { used: daily.searches, limit: deps.searchLimit },
    scrapes: { used: daily.scrapes, limit: limits.dailyRestaurantScrapes },
    feedback: { used: daily.feedback, limit: DAILY_FEEDBACK_ALLOWANCE },
    saved: { used: totals.saved, limit: limits.maxSavedRestaurants },
    savedCount: totals.saved,
    tagsCount: totals.tags,
  };
}
