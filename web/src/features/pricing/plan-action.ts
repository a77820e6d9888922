// Relative on purpose: this module's unit test runs under plain tsx, which knows no `@shared` alias.
import type { Tier } from '../../../../shared/domain/plans';

/**
 * What a plan card offers (product-rules §2.4 "/current-plan and /pricing"):
 * - `auth`: a visitor's button, which leads to /auth (`needsLogin`: the checkout message first);
 * - `current`: the Current Plan text, on the Free card of a Free user;
 * - `checkout`: Upgrade to Pro / Upgrade to Premium, a Free user on a paid card;
 * - `portal`: Manage Subscription, every card of a paid user (the Free card too: leaving a paid plan
 *   happens in the customer portal).
 */
export type PlanAction = { kind: 'auth'; needsLogin: boolean } | { kind: 'current' } | { kind: 'checkout'; tier: 'pro' | 'premium' } | { kind: 'portal' };

export function planCardAction(card: Tier, userTier: Tier | null): PlanAction {
  if (userTier === null) return { kind: 'auth', needsLogin: card !== 'free' };
  if (userTier !== 'free') return { kind: 'portal' };
  if (card === 'free') return { kind: 'current' };
  return { kind: 'checkout', tier: card };
}
