// Relative on purpose: this module's unit test runs under plain tsx, which knows no `@shared` alias.
import { isOverSavedLimit, PLAN_LIMITS, type Tier } from '../../../../shared/domain/plans';

/** Where an over-limit user is sent, and the pages that stay open (product-rules §2.3 "Over-limit behaviour"). */
export const OVER_LIMIT_TARGET = '/saved-list';
export const OVER_LIMIT_OPEN_PATHS: readonly string[] = ['/saved-list', '/profile', '/current-plan'];

/** The banner's numbers: saved count, the plan's maximum and how many must go. */
export interface OverLimit {
  count: number;
  max: number;
  excess: number;
}

/** The over-limit state of a saved count on a tier; null while within the plan (or unlimited). */
export function overLimitOf(savedCount: number, tier: Tier): OverLimit | null {
  if (!isOverSavedLimit(savedCount, tier)) return null;
  const max = PLAN_LIMITS[tier].maxSavedRestaurants;
  return { count: savedCount, max, excess: savedCount - max };
}

/**
 * Where a login-guarded page sends the user: the saved list while over the limit, unless the page
 * is one of the open ones; null to stay.
 */
export function overLimitRedirect(pathname: string, over: OverLimit | null): string | null {
  if (!over) return null;
  const path = pathname.replace(/\/+$/, '') || '/';
  return OVER_LIMIT_OPEN_PATHS.includes(path) ? null : OVER_LIMIT_TARGET;
}
