import { createHash, timingSafeEqual } from 'node:crypto';
import { type RouteContext, simulatorRoutes } from './api-routes';
import type { ApiAnswer, ApiRequest } from './api-types';
import { type StripeErrorAnswer, stripeError } from './errors';
import { parseStripeForm } from './form';
import type { SimStore } from './state';

export type { ApiAnswer, ApiRequest } from './api-types';

/**
 * The simulator's Stripe-format API: the subset of https://api.stripe.com/v1 the billing adapter
 * uses, with Stripe's wire format (form-encoded bodies in bracket notation, JSON objects with
 * `object` fields, Stripe's error JSON and status codes, Bearer secret-key auth, idempotency keys).
 * Every request needs the local secret key: there is no open admin door.
 */
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
  /** Sends an event to the webhook route (a cancel through the API is followed by its event, as at Stripe). */
  sendEvent?: (type: string, object: unknown, customer: string) => Promise<void>;
}

export function createSimulatorApi(options: SimulatorApiOptions): (req: ApiRequest) => ApiAnswer {
  const { store, origin } = options;
  const context: RouteContext = {
    store,
    origin,
    now: () => Math.floor(Date.now() / 1000),
    pageOrigin: (url) => {
      const candidate = URL.canParse(url ?? '') ? new URL(url!).origin : undefined;
      return candidate && options.ownOrigins.includes(candidate) ? candidate : origin;
    },
    ...(options.sendEvent ? { notify: (type, object, customer) => setImmediate(() => void options.sendEvent!(type, object, customer)) } : {}),
  };
  const routes = simulatorRoutes(context);

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
      return idempotent(context, req, () => route.handle(req, parseStripeForm(req.body), match));
    }
    return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${req.method}: ${req.path}). The local billing simulator serves only the calls Forksure makes.`);
  };
}

/** Same key and same body: the first answer again. Same key, another body: Stripe's idempotency error. */
function idempotent({ store, now }: RouteContext, req: ApiRequest, run: () => ApiAnswer): ApiAnswer {
  const key = header(req.headers['idempotency-key']);
  if (!key) return run();
  const requestHash = createHash('sha256').update(`${req.method} ${req.path}\n${req.body}`).digest('hex');
  const seen = store.state.idempotency[key];
  if (seen) {
    if (seen.requestHash !== requestHash) {
      return stripeError(400, 'idempotency_error', `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`);
    }
    return { status: seen.status, body: seen.body };
  }
  const answer = run();
  store.state.idempotency[key] = { requestHash, status: answer.status, body: answer.body, at: now() };
  store.save();
  return answer;
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
