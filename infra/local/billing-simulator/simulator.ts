import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PaidTier } from '../../../shared/api/billing';
import { createSimulatorApi, type ScriptedFailure } from './api';
import { answerApiRequest } from './api-request';
import { SIM_PRICES } from './catalog';
import { stripeId } from './ids';
import { ensureSimulatorKeys, type SimulatorKeys } from './keys';
import { checkoutSessionJson, failedInvoiceJson, subscriptionJson } from './objects';
import { createWebhookSender } from './webhook-sender';
import { openSimStore, type SimCheckoutSession, type SimPortalSession, type SimState, type SimSubscription } from './state';

/**
 * The local billing simulator: a Stripe-format API (`/v1/…` on the runtime's port, secret key
 * required) that the real `stripe` client of the billing functions talks to, plus the actions
 * behind its checkout and portal pages. Each action changes the simulator's state and then POSTs
 * the events Stripe would send, signed as Stripe signs them, to the real webhook route.
 */
export { STRIPE_API_VERSION_SIMULATED } from './webhook-sender';
const PERIOD_SECONDS = 30 * 24 * 60 * 60;

export interface BillingSimulatorOptions {
  dir: string;
  /** The runtime's origin: the webhook is sent there, and page URLs are on it unless below. */
  origin: string;
  /**
   * Other origins of this same server (127.0.0.1:PORT, ...): a checkout or portal whose return URL
   * is on one of them gets its page there too, so the page's form may redirect back (CSP
   * `form-action 'self'`) and the app's storage is the same.
   */
  ownOrigins?: readonly string[];
}

export interface ActionResult {
  /** Where the browser goes next. */
  redirect: string;
}

export interface BillingSimulator {
  keys: SimulatorKeys;
  prices: Record<PaidTier, string>;
  state: SimState;
  /** Answers a `/v1/…` request (Stripe wire format). */
  handleApi(req: IncomingMessage, res: ServerResponse, path: string, query: string): void;
  /** Tests: the next matching API request answers this Stripe error. */
  failNext(failure: ScriptedFailure): void;
  /** Tests: the API requests seen so far. */
  requests: { method: string; path: string; query: string }[];
  completeCheckout(sessionId: string): Promise<ActionResult>;
  cancelCheckout(sessionId: string): ActionResult;
  changePlan(portalId: string, tier: PaidTier): Promise<ActionResult>;
  setCancelAtPeriodEnd(portalId: string, cancel: boolean): Promise<ActionResult>;
  endNow(portalId: string): Promise<ActionResult>;
  failPayment(portalId: string): Promise<ActionResult>;
  /** The customer's current subscription (the newest that is not canceled, else the newest). */
  currentSubscription(customerId: string): SimSubscription | undefined;
}

export class SimulatorActionError extends Error {}

export function createBillingSimulator(options: BillingSimulatorOptions): BillingSimulator {
  const keys = ensureSimulatorKeys(options.dir);
  const store = openSimStore(options.dir);
  const { state } = store;
  const failures: ScriptedFailure[] = [];
  const requests: BillingSimulator['requests'] = [];
  const now = () => Math.floor(Date.now() / 1000);

  const checkoutSession = (id: string): SimCheckoutSession => {
    const session = state.checkoutSessions[id];
    if (!session) throw new SimulatorActionError('This checkout session does not exist.');
    return session;
  };
  const portalSession = (id: string): SimPortalSession => {
    const session = state.portalSessions[id];
    if (!session) throw new SimulatorActionError('This portal session does not exist.');
    return session;
  };
  const currentSubscription = (customerId: string) => {
    const subs = Object.values(state.subscriptions)
      .filter((s) => s.customer === customerId)
      .sort((a, b) => b.created - a.created);
    return subs.find((s) => s.status !== 'canceled') ?? subs[0];
  };
  const liveSubscription = (portalId: string): SimSubscription => {
    const sub = currentSubscription(portalSession(portalId).customer);
    if (!sub || sub.status === 'canceled') throw new SimulatorActionError('This customer has no subscription to change.');
    return sub;
  };

  const sendEvent = createWebhookSender({ origin: options.origin, webhookSecret: keys.webhookSecret, store, now });
  const api = createSimulatorApi({ store, secretKey: keys.secretKey, origin: options.origin, ownOrigins: options.ownOrigins ?? [], failures, log: requests, sendEvent });

  const updated = async (sub: SimSubscription, portalId: string): Promise<ActionResult> => {
    store.save();
    await sendEvent('customer.subscription.updated', subscriptionJson(sub), sub.customer);
    return { redirect: `/dev/billing/portal/${portalId}` };
  };

  return {
    keys,
    prices: { pro: SIM_PRICES.pro.id, premium: SIM_PRICES.premium.id },
    state,
    requests,
    failNext: (failure) => failures.push(failure),
    currentSubscription,

    handleApi: (req, res, path, query) => answerApiRequest(api, req, res, path, query),

    async completeCheckout(sessionId) {
      const session = checkoutSession(sessionId);
      if (session.status !== 'open') throw new SimulatorActionError('This checkout session is already complete.');
      const sub = newSubscription(session, now());
      state.subscriptions[sub.id] = sub;
      session.status = 'complete';
      session.subscription = sub.id;
      store.save();
      await sendEvent('checkout.session.completed', checkoutSessionJson(session, options.origin), session.customer);
      await sendEvent('customer.subscription.created', subscriptionJson(sub), session.customer);
      return { redirect: session.successUrl };
    },

    cancelCheckout(sessionId) {
      return { redirect: checkoutSession(sessionId).cancelUrl };
    },

    async changePlan(portalId, tier) {
      const sub = liveSubscription(portalId);
      sub.priceId = SIM_PRICES[tier].id;
      sub.metadata = { ...sub.metadata, plan: tier };
      return updated(sub, portalId);
    },

    async setCancelAtPeriodEnd(portalId, cancel) {
      const sub = liveSubscription(portalId);
      sub.cancelAtPeriodEnd = cancel;
      sub.canceledAt = cancel ? now() : null;
      return updated(sub, portalId);
    },

    async endNow(portalId) {
      const sub = liveSubscription(portalId);
      sub.status = 'canceled';
      sub.cancelAtPeriodEnd = false;
      sub.canceledAt = now();
      store.save();
      await sendEvent('customer.subscription.deleted', subscriptionJson(sub), sub.customer);
      return { redirect: `/dev/billing/portal/${portalId}` };
    },

    async failPayment(portalId) {
      const sub = liveSubscription(portalId);
      sub.status = 'past_due';
      store.save();
      await sendEvent('invoice.payment_failed', failedInvoiceJson(stripeId('in'), sub, now()), sub.customer);
      await sendEvent('customer.subscription.updated', subscriptionJson(sub), sub.customer);
      return { redirect: `/dev/billing/portal/${portalId}` };
    },
  };
}


/** The subscription a completed checkout starts: active, its first period from `t`. */
function newSubscription(session: SimCheckoutSession, t: number): SimSubscription {
  return {
    id: stripeId('sub'),
    itemId: stripeId('si'),
    customer: session.customer,
    priceId: session.priceId,
    status: 'active',
    cancelAtPeriodEnd: false,
    currentPeriodStart: t,
    currentPeriodEnd: t + PERIOD_SECONDS,
    canceledAt: null,
    metadata: session.subscriptionMetadata,
    created: t,
  };
}
