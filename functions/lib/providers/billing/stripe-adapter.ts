import Stripe from 'stripe';
import { type BillingPort, BillingProviderError, type ProviderSubscription, type ProviderSubscriptionStatus, WebhookSignatureError } from './port';
import { assertNotFromTheFuture, billingEventOf, WEBHOOK_TOLERANCE_SECONDS } from './stripe-event';
import type { SecretSource } from './stripe-secrets';

/**
 * The billing port on the official `stripe` package, in AWS (api.stripe.com) and locally (the
 * billing simulator, addressed with the client's host/port/protocol options). The API version is
 * pinned to the one this package version was generated for, so request and response shapes match
 * its types (for example the period end lives on subscription items since 2025-03-31).
 */
export const STRIPE_API_VERSION = '2026-10-28.endive' as const;

export interface StripeAdapterOptions {
  secretKey: SecretSource;
  webhookSecret: SecretSource;
  /** Another Stripe-format server (the local billing simulator), e.g. `http://localhost:3000`. */
  apiUrl?: string;
  timeoutMs?: number;
}

export function stripeBillingAdapter(options: StripeAdapterOptions): BillingPort {
  let client: { key: string; stripe: Stripe } | undefined;
  const stripe = async (): Promise<Stripe> => {
    const key = await options.secretKey();
    // A rotated key (picked up within the secret's cache hour) gets a new client.
    if (client?.key !== key) client = { key, stripe: new Stripe(key, clientConfig(options)) };
    return client.stripe;
  };
  const call = async <T>(what: string, run: (s: Stripe) => Promise<T>): Promise<T> => {
    const s = await stripe();
    try {
      return await run(s);
    } catch (error) {
      throw providerError(what, error);
    }
  };

  return {
    createCustomer: ({ userId, email, idempotencyKey }) =>
      call('create customer', async (s) => {
        const customer = await s.customers.create({ ...(email ? { email } : {}), metadata: { userId } }, { idempotencyKey });
        return { customerId: customer.id };
      }),

    createCheckoutSession: (input) =>
      call('create checkout session', async (s) => {
        const session = await s.checkout.sessions.create({
          mode: 'subscription',
          customer: input.customerId,
          client_reference_id: input.userId,
          line_items: [{ price: input.priceId, quantity: 1 }],
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          metadata: { userId: input.userId, plan: input.tier },
          subscription_data: { metadata: { userId: input.userId, plan: input.tier } },
        });
        if (!session.url) throw new BillingProviderError('The checkout session has no url.', undefined, undefined);
        return { url: session.url };
      }),

    createPortalSession: ({ customerId, returnUrl }) =>
      call('create portal session', async (s) => {
        const session = await s.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
        return { url: session.url };
      }),

    listSubscriptions: (customerId) =>
      call('list subscriptions', async (s) => {
        const page = await s.subscriptions.list({ customer: customerId, status: 'all', limit: 100 });
        return page.data.map(toProviderSubscription);
      }),

    cancelSubscription: (subscriptionId) =>
      call('cancel subscription', async (s) => {
        const current = await s.subscriptions.retrieve(subscriptionId);
        if (current.status === 'canceled' || current.status === 'incomplete_expired') return;
        await s.subscriptions.cancel(subscriptionId);
      }),

    verifyEvent: async (rawBody, signatureHeader) => {
      if (!signatureHeader) throw new WebhookSignatureError('Missing Stripe-Signature header.');
      const secret = await options.webhookSecret();
      let event: unknown;
      try {
        event = Stripe.webhooks.constructEvent(rawBody, signatureHeader, secret, WEBHOOK_TOLERANCE_SECONDS);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : 'The webhook signature did not verify.');
      }
      assertNotFromTheFuture(signatureHeader, Math.floor(Date.now() / 1000));
      return billingEventOf(event);
    },
  };
}

/** The Stripe client's settings: the pinned API version, and another Stripe-format server when `apiUrl` names one. */
export function clientConfig(options: Pick<StripeAdapterOptions, 'apiUrl' | 'timeoutMs'>): Stripe.StripeConfig {
  const base: Stripe.StripeConfig = { apiVersion: STRIPE_API_VERSION, timeout: options.timeoutMs ?? 10_000, maxNetworkRetries: 1, telemetry: false };
  if (!options.apiUrl) return base;
  const url = new URL(options.apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { ...base, host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)), protocol };
}

function toProviderSubscription(sub: Stripe.Subscription): ProviderSubscription {
  const item = sub.items.data[0];
  const price = item?.price;
  const planNames = [price?.nickname, price?.lookup_key, price?.metadata?.plan, sub.metadata?.plan].filter((n): n is string => typeof n === 'string' && n !== '');
  return {
    id: sub.id,
    customerId: typeof sub.customer === 'string' ? sub.customer : sub.customer.id,
    status: sub.status as ProviderSubscriptionStatus,
    priceId: price?.id,
    planNames,
    currentPeriodEnd: item?.current_period_end,
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    created: sub.created,
    userId: sub.metadata?.userId || undefined,
  };
}

function providerError(what: string, error: unknown): BillingProviderError {
  if (error instanceof BillingProviderError) return error;
  if (error instanceof Stripe.errors.StripeError) {
    return new BillingProviderError(`Stripe ${what}: ${error.message}`, error.code ?? error.type, error.statusCode);
  }
  return new BillingProviderError(`Stripe ${what}: ${error instanceof Error ? error.message : String(error)}`, undefined, undefined);
}
