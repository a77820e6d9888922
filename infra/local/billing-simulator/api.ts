import { createHash, timingSafeEqual } from 'node:crypto';
import { simPrice } from './catalog';
import { type StripeErrorAnswer, missingParam, noSuch, stripeError } from './errors';
import { type FormObject, list, metadataOf, object, parseStripeForm, text } from './form';
import { stripeId } from './ids';
import { checkoutSessionJson, customerJson, listJson, portalSessionJson, subscriptionJson } from './objects';
import type { SimStore } from './state';

/**
 * The simulator's Stripe-format API: the subset of https://api.stripe.com/v1 the billing adapter
 * uses, with Stripe's wire format (form-encoded bodies in bracket notation, JSON objects with
 * `object` fields, Stripe's error JSON and status codes, Bearer secret-key auth, idempotency keys).
 * Every request needs the local secret key: there is no open admin door.
 */
export interface ApiRequest {
  method: string;
  path: string;
  query: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface ApiAnswer {
  status: number;
  body: unknown;
}

/** A scripted failure for tests: the next request matching method and path prefix gets this error. */
export interface ScriptedFailure {
  method: string;
  pathPrefix: string;
  error: StripeErrorAnswer;
}

export interface SimulatorApiOptions {
  store: SimStore;
  secretKey: string;
  origin: string;
  /** Origins of this server the pages may be served under instead (simulator.ts). */
  ownOrigins: readonly string[];
  failures: ScriptedFailure[];
  /** Every request seen (method and path), for tests. */
  log: { method: string; path: string; query: string }[];
}

type Handler = (req: ApiRequest, form: FormObject, match: RegExpMatchArray) => ApiAnswer | StripeErrorAnswer;

export function createSimulatorApi(options: SimulatorApiOptions): (req: ApiRequest) => ApiAnswer {
  const { store, origin } = options;
  /** The origin of the page for a session returning to `url`: that URL's own origin when it is this server's. */
  const pageOrigin = (url: string | undefined): string => {
    const candidate = URL.canParse(url ?? '') ? new URL(url!).origin : undefined;
    return candidate && options.ownOrigins.includes(candidate) ? candidate : origin;
  };
  const { state } = store;
  const now = () => Math.floor(Date.now() / 1000);
  const ok = (body: unknown): ApiAnswer => ({ status: 200, body });

  const routes: { method: string; pattern: RegExp; handle: Handler }[] = [
    {
      method: 'POST',
      pattern: /^\/v1\/customers$/,
      handle: (_req, form) => {
        const customer = { id: stripeId('cus'), email: text(form.email) ?? null, metadata: metadataOf(form.metadata), created: now() };
        state.customers[customer.id] = customer;
        store.save();
        return ok(customerJson(customer));
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/customers\/([^/]+)$/,
      handle: (_req, _form, [, id]) => {
        const customer = state.customers[id!];
        return customer ? ok(customerJson(customer)) : noSuch('customer', id!);
      },
    },
    {
      method: 'POST',
      pattern: /^\/v1\/checkout\/sessions$/,
      handle: (_req, form) => {
        if (text(form.mode) !== 'subscription') return stripeError(400, 'invalid_request_error', 'The simulator supports only mode=subscription.', { param: 'mode' });
        const customer = text(form.customer);
        if (!customer) return missingParam('customer');
        if (!state.customers[customer]) return { ...noSuch('customer', customer, 'customer'), status: 400 };
        const item = object(list(form.line_items)[0]);
        const priceId = text(item.price);
        if (!priceId) return missingParam('line_items[0][price]');
        if (!simPrice(priceId)) return { ...noSuch('price', priceId, 'line_items[0][price]'), status: 400 };
        const successUrl = text(form.success_url);
        if (!successUrl) return missingParam('success_url');
        const cancelUrl = text(form.cancel_url);
        if (!cancelUrl) return missingParam('cancel_url');
        const session = {
          id: stripeId('cs_test'),
          customer,
          priceId,
          successUrl,
          cancelUrl,
          clientReferenceId: text(form.client_reference_id) ?? null,
          metadata: metadataOf(form.metadata),
          subscriptionMetadata: metadataOf(object(form.subscription_data).metadata),
          status: 'open' as const,
          subscription: null,
          created: now(),
        };
        state.checkoutSessions[session.id] = session;
        store.save();
        return ok(checkoutSessionJson(session, pageOrigin(session.successUrl)));
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/checkout\/sessions\/([^/]+)$/,
      handle: (_req, _form, [, id]) => {
        const session = state.checkoutSessions[id!];
        return session ? ok(checkoutSessionJson(session, pageOrigin(session.successUrl))) : noSuch('checkout.session', id!);
      },
    },
    {
      method: 'POST',
      pattern: /^\/v1\/billing_portal\/sessions$/,
      handle: (_req, form) => {
        const customer = text(form.customer);
        if (!customer) return missingParam('customer');
        if (!state.customers[customer]) return { ...noSuch('customer', customer, 'customer'), status: 400 };
        const session = { id: stripeId('bps'), customer, returnUrl: text(form.return_url) ?? origin, created: now() };
        state.portalSessions[session.id] = session;
        store.save();
        return ok(portalSessionJson(session, pageOrigin(session.returnUrl)));
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/subscriptions$/,
      handle: (req) => {
        const query = parseStripeForm(req.query);
        const customer = text(query.customer);
        const status = text(query.status) ?? 'active';
        const matching = Object.values(state.subscriptions)
          .filter((s) => (!customer || s.customer === customer) && (status === 'all' ? true : s.status === status))
          .sort((a, b) => b.created - a.created);
        return ok(listJson(matching.map(subscriptionJson), '/v1/subscriptions'));
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/subscriptions\/([^/]+)$/,
      handle: (_req, _form, [, id]) => {
        const sub = state.subscriptions[id!];
        return sub ? ok(subscriptionJson(sub)) : noSuch('subscription', id!);
      },
    },
  ];

  return (req) => {
    options.log.push({ method: req.method, path: req.path, query: req.query });
    if (!authorized(req.headers.authorization, options.secretKey)) {
      return stripeError(401, 'invalid_request_error', 'Invalid API Key provided. Use the local billing simulator\'s secret key (STRIPE_SECRET_KEY).');
    }
    const failure = options.failures.findIndex((f) => f.method === req.method && req.path.startsWith(f.pathPrefix));
    if (failure >= 0) return options.failures.splice(failure, 1)[0]!.error;
    for (const route of routes) {
      const match = route.method === req.method ? req.path.match(route.pattern) : null;
      if (!match) continue;
      if (req.method !== 'POST') return route.handle(req, {}, match);
      return idempotent(req, () => route.handle(req, parseStripeForm(req.body), match));
    }
    return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${req.method}: ${req.path}). The local billing simulator serves only the calls Forksure makes.`);
  };

  /** Same key and same body: the first answer again. Same key, another body: Stripe's idempotency error. */
  function idempotent(req: ApiRequest, run: () => ApiAnswer): ApiAnswer {
    const key = header(req.headers['idempotency-key']);
    if (!key) return run();
    const requestHash = createHash('sha256').update(`${req.method} ${req.path}\n${req.body}`).digest('hex');
    const seen = state.idempotency[key];
    if (seen) {
      if (seen.requestHash !== requestHash) {
        return stripeError(400, 'idempotency_error', `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`);
      }
      return { status: seen.status, body: seen.body };
    }
    const answer = run();
    state.idempotency[key] = { requestHash, status: answer.status, body: answer.body, at: now() };
    store.save();
    return answer;
  }
}

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function authorized(authorization: string | string[] | undefined, secretKey: string): boolean {
  const value = header(authorization) ?? '';
  const match = /^Bearer (.+)$/.exec(value);
  if (!match) return false;
  const given = Buffer.from(match[1]!);
  const expected = Buffer.from(secretKey);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
