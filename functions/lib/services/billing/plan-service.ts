import { isOverSavedLimit, PLAN_LIMITS, type PlanLimits, type Tier } from '../../../../shared/domain/plans';
import type { Db } from '../../data/db';
import { countTotalFromItems, readUserTotals, repairSettledDrift, type UserTotals } from '../../data/user-totals-repository';
import { DomainError } from '../../errors';
import { readSubscriptionStatus } from './subscription-service';
import * as clock from '../../clock';

/**
 * Tier gating on the server, in one place: the caller's tier (from the stored subscription, via
 * the one reader) and its limits from the shared plan table; the over-limit state (more saved
 * restaurants than a non-unlimited plan maximum, e.g. after a downgrade), in which saving and
 * scraping are refused (product-rules §2.3).
 */
export interface CallerPlan {
  tier: Tier;
  limits: PlanLimits;
}

export async function callerPlan(db: Db, userId: string): Promise<CallerPlan> {
  const { subscription_tier: tier } = await readSubscriptionStatus(db, userId);
  return { tier, limits: PLAN_LIMITS[tier] };
}

/** The caller's plan and counters, read once per request and passed to what needs them. */
export interface CallerPlanAndTotals extends CallerPlan {
  totals: UserTotals;
  /** When the counters last moved (absent before the first). */
  totalsUpdatedAt?: string;
}

export async function callerPlanAndTotals(db: Db, userId: string): Promise<CallerPlanAndTotals> {
  const [plan, { totals, updatedAt }] = await Promise.all([callerPlan(db, userId), readUserTotals(db, userId)]);
  return { ...plan, totals, ...(updatedAt === undefined ? {} : { totalsUpdatedAt: updatedAt }) };
}

/** The spec's save message for the over-limit state. */
export const overSavedLimitMessage = (max: number) =>
  `You have exceeded your plan's limit of ${max} saved restaurants. Please remove some restaurants to continue.`;

/**
 * Throws OVER_SAVED_LIMIT (forbidden) while the caller is over the saved limit of their plan, judged
 * from the plan and totals the request read already (the items are counted only when over).
 */
export async function assertNotOverSavedLimit(db: Db, userId: string, { tier, limits, totals }: CallerPlanAndTotals, now: Date = clock.now()): Promise<void> {
  if (!isOverSavedLimit(totals.saved, tier)) return;
  // The counter can stand above the items after a crash: the stored items decide, and a settled
  // surplus is repaired on the way.
  const storedItems = await countTotalFromItems(db, userId, 'saved', now);
  if (isOverSavedLimit(storedItems, tier)) {
    throw new DomainError('forbidden', 'OVER_SAVED_LIMIT', overSavedLimitMessage(limits.maxSavedRestaurants));
  }
  await repairSettledDrift(db, userId, 'saved', storedItems, now);
}
