// Relative on purpose: this module's unit test runs under plain tsx, which knows no `@shared` alias.
import type { SubscriptionStatus } from '../../../../shared/api/auth';
import { TIERS, type Tier } from '../../../../shared/domain/plans';

/**
 * The tier a user had when leaving for checkout, kept for the tab (sessionStorage survives the trip
 * to the payment page and back), so `/pricing?success=true` welcomes a new plan only when the
 * server confirms the tier changed. Billing is not built yet: nothing starts a checkout, so no one
 * is welcomed; the billing issue calls `rememberCheckoutStart` before redirecting.
 */
export const CHECKOUT_FROM_KEY = 'forksure.checkoutFrom';

type CheckoutStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function rememberCheckoutStart(storage: CheckoutStorage | null, userId: string, tier: Tier): void {
  try {
    storage?.setItem(CHECKOUT_FROM_KEY, JSON.stringify({ userId, tier }));
  } catch {
    // Blocked storage: the return shows no welcome, which is the safe side.
  }
}

/** The tier this user left for checkout with, removed once read; null when unknown. */
export function takeCheckoutStart(storage: CheckoutStorage | null, userId: string | null): Tier | null {
  try {
    const raw = storage?.getItem(CHECKOUT_FROM_KEY);
    storage?.removeItem(CHECKOUT_FROM_KEY);
    const entry = raw ? (JSON.parse(raw) as { userId?: unknown; tier?: unknown }) : null;
    if (!userId || entry?.userId !== userId) return null;
    return (TIERS as readonly unknown[]).includes(entry.tier) ? (entry.tier as Tier) : null;
  } catch {
    return null;
  }
}

/**
 * The welcome toast's rule: a known tier before checkout, and a server answer (null: none) with an
 * active subscription on another tier.
 */
export function welcomesNewPlan(before: Tier | null, after: SubscriptionStatus | null): boolean {
  return before !== null && after !== null && after.subscribed && after.subscription_tier !== before;
}
