import Stripe from 'stripe';
import { clientConfig } from '../../../functions/lib/providers/billing/stripe-adapter';
import { HANDLED_BILLING_EVENTS } from '../../../functions/lib/services/billing/billing-webhook-service';
import type { ForksureConfig } from '../../config';
import { type Finding, missing, ok, warning } from './finding';

const WEBHOOK_PATH = '/billing/webhook';

export interface StripeTarget {
  secretKey: string;
  /** Another Stripe-format server (tests); Stripe's API by default. */
  apiUrl?: string;
  /** The deployed API's URL (the Api stack's output), to match the endpoint exactly; else any URL ending in /billing/webhook. */
  apiBaseUrl?: string;
}

/** With the Stripe library against its API: the plans' prices exist and bill monthly, and a webhook endpoint sends the events the app handles. */
export async function checkStripe(target: StripeTarget, config: ForksureConfig): Promise<Finding[]> {
  const stripe = new Stripe(target.secretKey, clientConfig({ apiUrl: target.apiUrl, timeoutMs: 10_000 }));
  const findings: Finding[] = [];
  if (target.secretKey.startsWith('sk_test_') || target.secretKey.startsWith('rk_test_')) {
    findings.push(warning('Stripe mode', 'the secret key is a test-mode key: no real payments', `put the live key in ${config.secrets.stripeSecretKeySecret} when the stage takes payments`));
  }
  for (const plan of ['pro', 'premium'] as const) {
    const id = config.stripePrices[plan];
    if (!id) continue; // The context check already reports it.
    const check = `Stripe price (${plan})`;
    try {
      const price = await stripe.prices.retrieve(id);
      if (!price.active) findings.push(missing(check, `${id} is archived`, 'unarchive it in the Stripe dashboard or create a new monthly price and pass its id'));
      else if (price.recurring?.interval !== 'month') findings.push(missing(check, `${id} does not bill monthly`, 'create a recurring monthly price and pass its id'));
      else findings.push(ok(check, `${id}: ${(price.unit_amount ?? 0) / 100} ${price.currency.toUpperCase()} a month`));
    } catch (error) {
      findings.push(stripeFailed(check, error, `the price ${id} does not exist in this Stripe account (test and live mode have separate prices)`));
    }
  }
  try {
    const endpoints = await stripe.webhookEndpoints.list({ limit: 100 });
    const wanted = target.apiBaseUrl ? `${target.apiBaseUrl.replace(/\/$/, '')}${WEBHOOK_PATH}` : undefined;
    const ours = endpoints.data.filter((e) => (wanted ? e.url === wanted : new URL(e.url).pathname.endsWith(WEBHOOK_PATH)));
    const events = [...HANDLED_BILLING_EVENTS];
    const add = `Stripe dashboard → Developers → Webhooks → Add endpoint ${wanted ?? `<API URL>${WEBHOOK_PATH}`} with events ${events.join(', ')}; then put its signing secret in ${config.secrets.stripeWebhookSecretSecret}`;
    const enabled = ours.filter((e) => e.status === 'enabled');
    if (enabled.length === 0) {
      findings.push(missing('Stripe webhook endpoint', ours.length ? `${ours[0]!.url} is disabled` : `no endpoint sends to ${wanted ?? `…${WEBHOOK_PATH}`}`, ours.length ? 'enable it in the Stripe dashboard (Developers → Webhooks)' : add));
    } else {
      const endpoint = enabled[0]!;
      const lacking = events.filter((event) => !endpoint.enabled_events.includes(event) && !endpoint.enabled_events.includes('*'));
      findings.push(
        lacking.length
          ? missing('Stripe webhook endpoint', `${endpoint.url} does not send ${lacking.join(', ')}`, `add those events to the endpoint in the Stripe dashboard (Developers → Webhooks → ${endpoint.id})`)
          : ok('Stripe webhook endpoint', `${endpoint.url} sends ${events.length} handled events`),
      );
    }
  } catch (error) {
    findings.push(stripeFailed('Stripe webhook endpoint', error, 'the webhook endpoints could not be listed'));
  }
  return findings;
}

function stripeFailed(check: string, error: unknown, notFound: string): Finding {
  if (error instanceof Stripe.errors.StripeAuthenticationError) {
    return missing(check, 'Stripe refused the secret key', 'put a valid secret key (sk_live_… or sk_test_…) in the Stripe secret, or set STRIPE_SECRET_KEY for the check');
  }
  if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return missing(check, notFound, 'create it in the Stripe dashboard and pass its id in the context');
  return missing(check, `Stripe did not answer (${error instanceof Error ? error.message : String(error)})`, 'check the network and run the check again');
}
