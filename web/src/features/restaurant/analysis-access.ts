// Relative on purpose: this module's unit test runs under plain tsx, which knows no `@shared` alias.
import { PLAN_LIMITS, type Tier } from '../../../../shared/domain/plans';

/** AI review analysis needs the plan's aiAnalysis limit (product-rules §10.3: premium). */
export function canAnalyzeReviews(tier: Tier | null): boolean {
  return tier !== null && PLAN_LIMITS[tier].aiAnalysis;
}

/** The teaser's upgrade button (product-rules §10.3): /current-plan when signed in, /pricing when not. */
export function upgradePath(signedIn: boolean): '/current-plan' | '/pricing' {
  return signedIn ? '/current-plan' : '/pricing';
}
