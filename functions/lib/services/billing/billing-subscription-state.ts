import type { PaidTier } from '../../../../shared/api/billing';
import { normalizeTierName } from '../../../../shared/domain/subscription';
import type { Tier } from '../../../../shared/domain/plans';
import type { SubscriptionState } from '../../data/subscription-repository';
import type { ProviderSubscription, ProviderSubscriptionStatus } from '../../providers/billing/port';

/**
 * What a customer's subscriptions, as the provider holds them now, mean for the product. The
 * current one is the newest that has not ended (else the newest). It keeps its plan while
 * active, trialing or past_due (Stripe is still retrying the payment); canceled, unpaid,
 * incomplete and paused ones are free. The tier comes from the price id (configuration), else
 * from any plan name the price or subscription carries, with the spec's normalisation.
 */
const ENDED: ReadonlySet<ProviderSubscriptionStatus> = new Set(['canceled', 'incomplete_expired']);
const PAID: ReadonlySet<ProviderSubscriptionStatus> = new Set(['active', 'trialing', 'past_due']);

const STATUS_SHOWN: Record<ProviderSubscriptionStatus, string> = {
  active: 'active',
  trialing: 'trialing',
  past_due: 'past_due',
  unpaid: 'unpaid',
  incomplete: 'incomplete',
  incomplete_expired: 'canceled',
  canceled: 'canceled',
  paused: 'unpaid',
};

export function currentSubscription(subscriptions: readonly ProviderSubscription[]): ProviderSubscription | undefined {
  const newestFirst = [...subscriptions].sort((a, b) => b.created - a.created);
  return newestFirst.find((s) => !ENDED.has(s.status)) ?? newestFirst[0];
}

export function tierOf(subscription: ProviderSubscription, prices: Record<PaidTier, string>): Tier {
  const byPrice = (Object.entries(prices) as [PaidTier, string][]).find(([, id]) => id !== '' && id === subscription.priceId)?.[0];
  if (byPrice) return byPrice;
  return subscription.planNames.map(normalizeTierName).find((t) => t !== 'free') ?? 'free';
}

export function subscriptionStateOf(subscriptions: readonly ProviderSubscription[], prices: Record<PaidTier, string>): SubscriptionState {
  const current = currentSubscription(subscriptions);
  if (!current) return { subscribed: false, tier: 'free', status: 'none', subscriptionEnd: null, cancelAtPeriodEnd: false, subscriptionId: null };
  const tier = PAID.has(current.status) ? tierOf(current, prices) : 'free';
  return {
    subscribed: tier !== 'free',
    tier,
    status: STATUS_SHOWN[current.status] ?? 'canceled',
    subscriptionEnd: current.currentPeriodEnd ? new Date(current.currentPeriodEnd * 1000).toISOString() : null,
    cancelAtPeriodEnd: current.cancelAtPeriodEnd,
    subscriptionId: current.id,
  };
}
