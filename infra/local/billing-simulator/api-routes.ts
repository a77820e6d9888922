import type { ApiAnswer, ApiRequest } from './api-types';
import { simPrice } from './catalog';
import { type StripeErrorAnswer, missingParam, noSuch, stripeError } from './errors';
import { type FormObject, list, metadataOf, object, parseStripeForm, text } from './form';
import { stripeId } from './ids';
import { checkoutSessionJson, customerJson, listJson, portalSessionJson, subscriptionJson } from './objects';
import type { SimCheckoutSession, SimStore } from './state';

/** What the simulator's API routes share. */
export interface RouteContext {
  store: SimStore;
  origin: string;
  /** Seconds since the epoch. */
  now(): number;
  /** The origin of the page for a session returning to `url`: that URL's own origin when it is this server's. */
  pageOrigin(url: string | undefined): string;
  /** Delivers an event to the webhook route after the answer, as Stripe does (absent: no events). */
  notify?: (type: string, object: unknown, customer: string) => void;
}

type Handler = (req: ApiRequest, form: FormObject, match: RegExpMatchArray) => ApiAnswer | StripeErrorAnswer;
export interface SimulatorRoute {
  method: string;
  pattern: RegExp;
  handle: Handler;
}

const ok = (body: unknown): ApiAnswer => ({ status: 200, body });

/** The Stripe calls the billing adapter makes, each with its handler (api.ts authorizes and dispatches). */
export function simulatorRoutes(context: RouteContext): SimulatorRoute[] {
  const { state } = context.store;
  return [
    { method: 'POST', pattern: /^\/v1\/customers$/, handle: (_req, form) => createCustomer(context, form) },
    {
      method: 'GET',
      pattern: /^\/v1\/customers\/([^/]+)$/,
      handle: (_req, _form, [, id]) => {
        const customer = state.customers[id!];
        return customer ? ok(customerJson(customer)) : noSuch('customer', id!);
      },
    },
    { method: 'POST', pattern: /^\/v1\/checkout\/sessions$/, handle: (_req, form) => createCheckoutSession(context, form) },
    {
      method: 'GET',
      pattern: /^\/v1\/checkout\/sessions\/([^/]+)$/,
      handle: (_req, _form, [, id]) => {
        const session = state.checkoutSessions[id!];
        return session ? ok(checkoutSessionJson(session, context.pageOrigin(session.successUrl))) : noSuch('checkout.session', id!);
      },
    },
    { method: 'POST', pattern: /^\/v1\/billing_portal\/sessions$/, handle: (_req, form) => createPortalSession(context, form) },
    { method: 'GET', pattern: /^\/v1\/subscriptions$/, handle: (req) => listSubscriptions(context, req) },
    {
      method: 'GET',
      pattern: /^\/v1\/subscriptions\/([^/]+)$/,
      handle: (_req, _form, [, id]) => {
        const sub = state.subscriptions[id!];
        return sub ? ok(subscriptionJson(sub)) : noSuch('subscription', id!);
      },
    },
    { method: 'DELETE', pattern: /^\/v1\/subscriptions\/([^/]+)$/, handle: (_req, _form, [, id]) => cancelSubscription(context, id!) },
  ];
}

function createCustomer({ store, now }: RouteContext, form: FormObject): ApiAnswer {
  const customer = { id: stripeId('cus'), email: text(form.email) ?? null, metadata: metadataOf(form.metadata), created: now() };
  store.state.customers[customer.id] = customer;
  store.save();
  return ok(customerJson(customer));
}

function createCheckoutSession(context: RouteContext, form: FormObject): ApiAnswer | StripeErrorAnswer {
  const fields = checkoutSessionFields(context, form);
  if ('status' in fields) return fields;
  const session: SimCheckoutSession = {
    id: stripeId('cs_test'),
    ...fields,
    clientReferenceId: text(form.client_reference_id) ?? null,
    metadata: metadataOf(form.metadata),
    subscriptionMetadata: metadataOf(object(form.subscription_data).metadata),
    status: 'open',
    subscription: null,
    created: context.now(),
  };
  context.store.state.checkoutSessions[session.id] = session;
  context.store.save();
  return ok(checkoutSessionJson(session, context.pageOrigin(session.successUrl)));
}

/** The required fields of a new checkout session, or Stripe's error for the first one missing or unknown. */
function checkoutSessionFields(
  { store }: RouteContext,
  form: FormObject,
): Pick<SimCheckoutSession, 'customer' | 'priceId' | 'successUrl' | 'cancelUrl'> | StripeErrorAnswer {
  if (text(form.mode) !== 'subscription') return stripeError(400, 'invalid_request_error', 'The simulator supports only mode=subscription.', { param: 'mode' });
  const customer = text(form.customer);
  if (!customer) return missingParam('customer');
  if (!store.state.customers[customer]) return { ...noSuch('customer', customer, 'customer'), status: 400 };
  const item = object(list(form.line_items)[0]);
  const priceId = text(item.price);
  if (!priceId) return missingParam('line_items[0][price]');
  if (!simPrice(priceId)) return { ...noSuch('price', priceId, 'line_items[0][price]'), status: 400 };
  const successUrl = text(form.success_url);
  if (!successUrl) return missingParam('success_url');
  const cancelUrl = text(form.cancel_url);
  if (!cancelUrl) return missingParam('cancel_url');
  return { customer, priceId, successUrl, cancelUrl };
}

function createPortalSession(context: RouteContext, form: FormObject): ApiAnswer | StripeErrorAnswer {
  const { store } = context;
  const customer = text(form.customer);
  if (!customer) return missingParam('customer');
  if (!store.state.customers[customer]) return { ...noSuch('customer', customer, 'customer'), status: 400 };
  const session = { id: stripeId('bps'), customer, returnUrl: text(form.return_url) ?? context.origin, created: context.now() };
  store.state.portalSessions[session.id] = session;
  store.save();
  return ok(portalSessionJson(session, context.pageOrigin(session.returnUrl)));
}

/** Stripe's "cancel a subscription": ends it now; an ended one answers Stripe's error, as Stripe does. */
function cancelSubscription({ store, now, notify }: RouteContext, id: string): ApiAnswer | StripeErrorAnswer {
  const sub = store.state.subscriptions[id];
  if (!sub) return noSuch('subscription', id);
  if (sub.status === 'canceled') return stripeError(400, 'invalid_request_error', `No such subscription: '${id}' is already canceled.`);
  sub.status = 'canceled';
  sub.cancelAtPeriodEnd = false;
  sub.canceledAt = now();
  store.save();
  notify?.('customer.subscription.deleted', subscriptionJson(sub), sub.customer);
  return ok(subscriptionJson(sub));
}

function listSubscriptions({ store }: RouteContext, req: ApiRequest): ApiAnswer {
  const query = parseStripeForm(req.query);
  const customer = text(query.customer);
  const status = text(query.status) ?? 'active';
  const matching = Object.values(store.state.subscriptions)
    .filter((s) => (!customer || s.customer === customer) && (status === 'all' ? true : s.status === status))
    .sort((a, b) => b.created - a.created);
  return ok(listJson(matching.map(subscriptionJson), '/v1/subscriptions'));
}
