import type { UsageResponse } from '../../../shared/api/usage';
import { DAILY_FEEDBACK_ALLOWANCE, PLAN_LIMITS } from '../../../shared/domain/plans';
import { normalizeSubscriptionTier } from '../../../shared/domain/subscription';
import { utcDate } from '../../../shared/domain/utc-dates';
import { getDailyUsage } from '../data/daily-usage-repository';
import type { Db } from '../data/db';
import { getSubscriptionRecord } from '../data/subscription-repository';
import { getUserTotals } from '../data/user-totals-repository';
import type { AuthContext } from '../caller';
import * as clock from '../clock';

/** GET /me/usage: today's (UTC) counters and the plan's limits, for the header gauges. */
export async function readUsage(deps: { db: Db; searchLimit: number; now?: () => Date }, caller: AuthContext): Promise<UsageResponse> {
  const date = utcDate(deps.now?.() ?? clock.now());
  const [daily, totals, subscription] = await Promise.all([
    getDailyUsage(deps.db, caller.userId, date),
    getUserTotals(deps.db, caller.userId),
    getSubscriptionRecord(deps.db, caller.userId),
  ]);
  const tier = normalizeSubscriptionTier(subscription);
  const limits = PLAN_LIMITS[tier];
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
