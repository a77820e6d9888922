import { SIM_PRODUCT_ID, type SimPrice, simPrice } from './catalog';
import type { SimCheckoutSession, SimCustomer, SimPortalSession, SimSubscription } from './state';

/**
 * The simulator's objects as Stripe's API (version 2026-10-28) serialises them: `object` names the
 * type, times are epoch seconds, the period lives on subscription items, lists are
 * `{object: 'list', data, has_more, url}`. Only the fields the product reads, plus the identity
 * fields every Stripe object has.
 */
export const customerJson = (c: SimCustomer) => ({ id: c.id, object: 'customer', created: c.created, email: c.email, livemode: false, metadata: c.metadata });

export function priceJson(price: SimPrice | undefined, id: string) {
  return {
    id,
    object: 'price',
    active: true,
    currency: 'usd',
    livemode: false,
    lookup_key: price?.tier ?? null,
    metadata: price ? { plan: price.tier } : {},
    nickname: price?.nickname ?? null,
    product: SIM_PRODUCT_ID,
    recurring: { interval: 'month', interval_count: 1, usage_type: 'licensed' },
    type: 'recurring',
    unit_amount: price?.unitAmountCents ?? null,
  };
}

export function subscriptionJson(s: SimSubscription) {
  return {
    id: s.id,
    object: 'subscription',
    cancel_at: s.cancelAtPeriodEnd ? s.currentPeriodEnd : null,
    cancel_at_period_end: s.cancelAtPeriodEnd,
    canceled_at: s.canceledAt,
    created: s.created,
    currency: 'usd',
    customer: s.customer,
    ended_at: s.status === 'canceled' ? s.canceledAt : null,
    items: {
      object: 'list',
      data: [
        {
          id: s.itemId,
          object: 'subscription_item',
          created: s.created,
          current_period_end: s.currentPeriodEnd,
          current_period_start: s.currentPeriodStart,
          metadata: {},
          price: priceJson(simPrice(s.priceId), s.priceId),
          quantity: 1,
          subscription: s.id,
        },
      ],
      has_more: false,
      url: `/v1/subscription_items?subscription=${s.id}`,
    },
    livemode: false,
    metadata: s.metadata,
    start_date: s.created,
    status: s.status,
  };
}

export function checkoutSessionJson(s: SimCheckoutSession, origin: string) {
  return {
    id: s.id,
    object: 'checkout.session',
    cancel_url: s.cancelUrl,
    client_reference_id: s.clientReferenceId,
    created: s.created,
    currency: 'usd',
    customer: s.customer,
    livemode: false,
    metadata: s.metadata,
    mode: 'subscription',
    payment_status: s.status === 'complete' ? 'paid' : 'unpaid',
    status: s.status,
    subscription: s.subscription,
    success_url: s.successUrl,
    url: s.status === 'open' ? `${origin}/dev/billing/checkout/${s.id}` : null,
  };
}

export const portalSessionJson = (s: SimPortalSession, origin: string) => ({
  id: s.id,
  object: 'billing_portal.session',
  created: s.created,
  customer: s.customer,
  livemode: false,
  return_url: s.returnUrl,
  url: `${origin}/dev/billing/portal/${s.id}`,
});

/** An invoice whose payment failed (the fields an `invoice.payment_failed` event carries). */
export function failedInvoiceJson(id: string, s: SimSubscription, now: number) {
  return {
    id,
    object: 'invoice',
    attempted: true,
    amount_due: simPrice(s.priceId)?.unitAmountCents ?? 0,
    created: now,
    currency: 'usd',
    customer: s.customer,
    livemode: false,
    parent: { type: 'subscription_details', subscription_details: { subscription: s.id, metadata: s.metadata } },
    status: 'open',
  };
}

export const listJson = (data: unknown[], url: string) => ({ object: 'list', data, has_more: false, url });
