import { stripeSignatureHeader } from '../../../infra/local/billing-simulator/signing';
import type { SimSubscription } from '../../../infra/local/billing-simulator/state';
import type { TestRuntime, TestUser } from '../support/runtime';
import { get, post } from '../support/http';
import type { SubscriptionStatus } from '../../../shared/api/auth';

/** Helpers shared by the billing integration tests (real runtime, real handlers, the billing simulator). */
export const subOf = (user: TestUser) => (JSON.parse(Buffer.from(user.accessToken.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;

export const subscriptionOf = async (runtime: TestRuntime, user: TestUser) => (await get<SubscriptionStatus>(runtime, '/billing/subscription', user.accessToken)).body;

/** Starts a checkout as the web does (Origin of the runtime) and returns the answer. */
export function checkout(runtime: TestRuntime, user: TestUser, plan?: 'pro' | 'premium') {
  return runtime.api('/billing/checkout', {
    method: 'POST',
    token: user.accessToken,
    headers: { 'content-type': 'application/json', origin: runtime.url },
    body: JSON.stringify(plan ? { plan_type: plan } : {}),
  }).then(async (res) => ({ status: res.status, body: (await res.json()) as { url?: string; error?: { code: string; message: string } } }));
}

export function portal(runtime: TestRuntime, user: TestUser) {
  return runtime.api('/billing/portal', { method: 'POST', token: user.accessToken, headers: { origin: runtime.url } }).then(async (res) => ({
    status: res.status,
    body: (await res.json()) as { url?: string; error?: { code: string; message: string } },
  }));
}

/** Presses a simulator page button: a same-origin form POST, as the browser sends it. Returns the redirect. */
export async function pressButton(runtime: TestRuntime, action: string, fields: Record<string, string> = {}, origin = runtime.url) {
  const res = await fetch(`${runtime.url}${action}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    body: new URLSearchParams(fields).toString(),
  });
  await res.text();
  return { status: res.status, location: res.headers.get('location') };
}

/** Checkout and pay in the simulator: the user ends on `plan` through the real webhook. */
export async function subscribe(runtime: TestRuntime, user: TestUser, plan: 'pro' | 'premium') {
  const { body } = await checkout(runtime, user, plan);
  const path = new URL(body.url!).pathname;
  return pressButton(runtime, `${path}/complete`);
}

export function customerOf(runtime: TestRuntime, user: TestUser) {
  return Object.values(runtime.billing.state.customers).filter((c) => c.metadata.userId === subOf(user));
}

/** A Stripe event with a subscription payload, signed with the simulator's webhook secret at `timestamp`. */
export function signedEvent(runtime: TestRuntime, event: { id: string; type: string; object: unknown }, timestamp = Math.floor(Date.now() / 1000), secret = runtime.billing.keys.webhookSecret) {
  const payload = JSON.stringify({ id: event.id, object: 'event', api_version: '2026-10-28.endive', created: timestamp, livemode: false, type: event.type, data: { object: event.object } });
  return { payload, signature: stripeSignatureHeader(payload, secret, timestamp) };
}

export async function deliver(runtime: TestRuntime, signed: { payload: string; signature?: string }) {
  const res = await runtime.api('/billing/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signed.signature ? { 'stripe-signature': signed.signature } : {}) },
    body: signed.payload,
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as { received?: boolean; error?: { code: string; message: string } } };
}

/** A subscription object as an event would carry it (possibly stale: the handler must not trust it). */
export const subscriptionPayload = (sub: Pick<SimSubscription, 'id' | 'customer'>, overrides: Record<string, unknown> = {}) => ({
  id: sub.id,
  object: 'subscription',
  customer: sub.customer,
  status: 'active',
  cancel_at_period_end: false,
  metadata: {},
  ...overrides,
});

export { post };
