import { test } from 'node:test';
import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBillingSimulator } from '../../../infra/local/billing-simulator/simulator';
import { stripeSignatureHeader } from '../../../infra/local/billing-simulator/signing';
import { BillingProviderError, WebhookSignatureError } from '../../../functions/lib/providers/billing/port';
import { stripeBillingAdapter } from '../../../functions/lib/providers/billing/stripe-adapter';

/**
 * The Stripe adapter through the real `stripe` package against the local Stripe-format server (the
 * billing simulator's API): form-encoded requests in bracket notation, JSON answers, Stripe errors.
 */
async function startSimulator(t: { after(fn: () => unknown): void }) {
  const dir = mkdtempSync(join(tmpdir(), 'forksure-stripe-'));
  let origin = '';
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    sim.handleApi(req, res, url.pathname, url.search.slice(1));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const sim = createBillingSimulator({ dir, origin });
  t.after(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });
  const adapter = stripeBillingAdapter({ secretKey: async () => sim.keys.secretKey, webhookSecret: async () => sim.keys.webhookSecret, apiUrl: origin });
  return { sim, origin, adapter };
}

test('customer, checkout session in subscription mode, portal session and subscriptions list', async (t) => {
  const { sim, origin, adapter } = await startSimulator(t);
  const { customerId } = await adapter.createCustomer({ userId: 'user-1', email: 'a@example.com', idempotencyKey: 'customer-user-1' });
  assert.match(customerId, /^cus_/);
  assert.deepEqual(sim.state.customers[customerId]!.metadata, { userId: 'user-1' });
  assert.equal(sim.state.customers[customerId]!.email, 'a@example.com');
  const again = await adapter.createCustomer({ userId: 'user-1', email: 'a@example.com', idempotencyKey: 'customer-user-1' });
  assert.equal(again.customerId, customerId, 'the same idempotency key returns the same customer');
  assert.equal(Object.keys(sim.state.customers).length, 1);

  const { url } = await adapter.createCheckoutSession({
    customerId,
    userId: 'user-1',
    priceId: sim.prices.premium,
    tier: 'premium',
    successUrl: 'http://web.test/pricing?success=true',
    cancelUrl: 'http://web.test/pricing?canceled=true',
  });
  assert.match(url, new RegExp(`^${origin}/dev/billing/checkout/cs_test_`));
  const session = Object.values(sim.state.checkoutSessions)[0]!;
  assert.equal(session.priceId, sim.prices.premium);
  assert.equal(session.successUrl, 'http://web.test/pricing?success=true');
  assert.equal(session.cancelUrl, 'http://web.test/pricing?canceled=true');
  assert.deepEqual(session.subscriptionMetadata, { userId: 'user-1', plan: 'premium' });

  const post = sim.requests.find((r) => r.path === '/v1/checkout/sessions');
  assert.ok(post, 'the checkout went to POST /v1/checkout/sessions');

  assert.deepEqual(await adapter.listSubscriptions(customerId), []);
  // Complete it by hand (no webhook listener here: the delivery is recorded as failed, which is fine).
  await sim.completeCheckout(session.id).catch(() => undefined);
  const [sub] = await adapter.listSubscriptions(customerId);
  assert.equal(sub!.status, 'active');
  assert.equal(sub!.priceId, sim.prices.premium);
  assert.equal(sub!.userId, 'user-1');
  assert.equal(sub!.cancelAtPeriodEnd, false);
  assert.ok(sub!.currentPeriodEnd! > Date.now() / 1000 + 29 * 86400, 'period end from the subscription item');
  assert.ok(sub!.planNames.includes('Premium'), `expected sub!.planNames.includes('Premium'); got sub!.planNames = ${inspect(sub!.planNames)}`);
  const list = sim.requests.filter((r) => r.path === '/v1/subscriptions').at(-1)!;
  assert.match(list.query, /customer=cus_/);
  assert.match(list.query, /status=all/);

  const portal = await adapter.createPortalSession({ customerId, returnUrl: 'http://web.test/current-plan' });
  assert.match(portal.url, new RegExp(`^${origin}/dev/billing/portal/bps_`));
  assert.equal(Object.values(sim.state.portalSessions)[0]!.returnUrl, 'http://web.test/current-plan');
});

test('a Stripe error answer becomes a BillingProviderError with its code and status', async (t) => {
  const { sim, adapter } = await startSimulator(t);
  const { customerId } = await adapter.createCustomer({ userId: 'u', email: undefined, idempotencyKey: 'k1' });
  await assert.rejects(
    adapter.createCheckoutSession({ customerId, userId: 'u', priceId: 'price_missing', tier: 'pro', successUrl: 'http://w/s', cancelUrl: 'http://w/c' }),
    (error: unknown) => error instanceof BillingProviderError && error.providerStatus === 400 && error.providerCode === 'resource_missing' && /No such price: 'price_missing'/.test(error.message),
  );
  const portalNotConfigured = { status: 400, body: { error: { type: 'invalid_request_error', message: 'No configuration provided and your test mode default configuration has not been created.' } } };
  sim.failNext({ method: 'POST', pathPrefix: '/v1/billing_portal', error: portalNotConfigured });
  await assert.rejects(adapter.createPortalSession({ customerId, returnUrl: 'http://w/p' }), (error: unknown) => error instanceof BillingProviderError && error.providerStatus === 400);
  // A 500 is retried once (maxNetworkRetries 1), as Stripe advises; two in a row fail the call.
  const serverError = { status: 500, body: { error: { type: 'api_error', message: "Something went wrong on Stripe's end." } } };
  sim.failNext({ method: 'POST', pathPrefix: '/v1/billing_portal', error: serverError });
  assert.match((await adapter.createPortalSession({ customerId, returnUrl: 'http://w/p' })).url, /bps_/);
  sim.failNext({ method: 'POST', pathPrefix: '/v1/billing_portal', error: serverError });
  sim.failNext({ method: 'POST', pathPrefix: '/v1/billing_portal', error: serverError });
  await assert.rejects(adapter.createPortalSession({ customerId, returnUrl: 'http://w/p' }), (error: unknown) => error instanceof BillingProviderError && error.providerStatus === 500);
});

test('a wrong secret key is refused by the simulator (no open API)', async (t) => {
  const { origin } = await startSimulator(t);
  const wrong = stripeBillingAdapter({ secretKey: async () => 'sk_test_wrong', webhookSecret: async () => 'whsec_x', apiUrl: origin });
  await assert.rejects(wrong.listSubscriptions('cus_x'), (error: unknown) => error instanceof BillingProviderError && error.providerStatus === 401);
  const res = await fetch(`${origin}/v1/customers`, { method: 'POST' });
  assert.equal(res.status, 401);
  assert.equal(((await res.json()) as { error: { type: string } }).error.type, 'invalid_request_error');
});

test('webhook events: the simulator\'s signature verifies with the stripe package; wrong, missing or stale ones do not', async (t) => {
  const { sim, adapter } = await startSimulator(t);
  const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'customer.subscription.updated', data: { object: { object: 'subscription', id: 'sub_1', customer: 'cus_1', metadata: { userId: 'u1' } } } });
  const now = Math.floor(Date.now() / 1000);
  const event = await adapter.verifyEvent(payload, stripeSignatureHeader(payload, sim.keys.webhookSecret, now));
  assert.deepEqual(event, { id: 'evt_1', type: 'customer.subscription.updated', customerId: 'cus_1', userId: 'u1' });
  await assert.rejects(adapter.verifyEvent(payload, stripeSignatureHeader(payload, 'whsec_other', now)), WebhookSignatureError);
  await assert.rejects(adapter.verifyEvent(`${payload} `, stripeSignatureHeader(payload, sim.keys.webhookSecret, now)), WebhookSignatureError);
  await assert.rejects(adapter.verifyEvent(payload, undefined), /Missing Stripe-Signature/);
  // The tolerance is 300 s either way; probes a minute clear of the edge, so passing seconds cannot move them across.
  await adapter.verifyEvent(payload, stripeSignatureHeader(payload, sim.keys.webhookSecret, now - 240));
  await assert.rejects(adapter.verifyEvent(payload, stripeSignatureHeader(payload, sim.keys.webhookSecret, now - 360)), /tolerance/i);
  await adapter.verifyEvent(payload, stripeSignatureHeader(payload, sim.keys.webhookSecret, now + 240));
  await assert.rejects(adapter.verifyEvent(payload, stripeSignatureHeader(payload, sim.keys.webhookSecret, now + 360)), /in the future/);
  await assert.rejects(adapter.verifyEvent(payload, stripeSignatureHeader(payload, sim.keys.webhookSecret, now + 3600)), /in the future/);
});
