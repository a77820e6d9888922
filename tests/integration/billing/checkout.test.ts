import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestUser, startTestRuntime, type TestRuntime } from '../support/runtime';
import { checkout, customerOf, portal, pressButton, subscribe, subscriptionOf } from './support';

/**
 * POST /billing/checkout and POST /billing/portal through the real runtime and the billing
 * simulator: urls to the simulator's pages, the spec's error messages when the provider fails,
 * one customer per user under parallel first checkouts, the full upgrade/change/cancel path.
 */
let runtime: TestRuntime;

before(async () => {
  runtime = await startTestRuntime();
});
after(async () => {
  await runtime?.dispose();
});

describe('checkout', () => {
  test('Free → Pro: checkout page, Pay, signed events, back to /pricing?success=true, Pro stored', async () => {
    const user = await createTestUser(runtime);
    assert.deepEqual(await subscriptionOf(runtime, user), { subscribed: false, subscription_tier: 'free', subscription_end: null });
    const { status, body } = await checkout(runtime, user);
    assert.equal(status, 200);
    assert.match(body.url!, new RegExp(`^${runtime.url}/dev/billing/checkout/cs_test_`));
    const session = Object.values(runtime.billing.state.checkoutSessions).find((s) => body.url!.endsWith(s.id))!;
    assert.equal(session.priceId, runtime.billing.prices.pro, 'plan_type defaults to pro');
    assert.equal(session.successUrl, `${runtime.url}/pricing?success=true`);
    assert.equal(session.cancelUrl, `${runtime.url}/pricing?canceled=true`);

    const page = await fetch(body.url!).then((r) => r.text());
    assert.match(page, /Forksure Pro/);
    assert.match(page, /\$5\/month/);
    const paid = await pressButton(runtime, `${new URL(body.url!).pathname}/complete`);
    assert.deepEqual(paid, { status: 303, location: `${runtime.url}/pricing?success=true` });
    const delivered = runtime.billing.state.events.slice(0, 2).map((e) => `${e.type} ${e.delivery}`);
    assert.deepEqual(delivered.sort(), ['checkout.session.completed 200', 'customer.subscription.created 200']);

    const status2 = await subscriptionOf(runtime, user);
    assert.equal(status2.subscribed, true);
    assert.equal(status2.subscription_tier, 'pro');
    assert.equal(status2.status, 'active');
    assert.equal(status2.cancel_at_period_end, false);
    assert.ok(Date.parse(status2.subscription_end!) > Date.now() + 29 * 86_400_000, 'renews in about a month');
  });

  test('premium checkout shows $10/month; cancel returns to /pricing?canceled=true and changes nothing', async () => {
    const user = await createTestUser(runtime);
    const { body } = await checkout(runtime, user, 'premium');
    const page = await fetch(body.url!).then((r) => r.text());
    assert.match(page, /Forksure Premium/);
    assert.match(page, /\$10\/month/);
    const canceled = await pressButton(runtime, `${new URL(body.url!).pathname}/cancel`);
    assert.deepEqual(canceled, { status: 303, location: `${runtime.url}/pricing?canceled=true` });
    assert.equal((await subscriptionOf(runtime, user)).subscription_tier, 'free');
  });

  test('10 parallel first checkouts of one user create one customer', async () => {
    const user = await createTestUser(runtime);
    const answers = await Promise.all(Array.from({ length: 10 }, () => checkout(runtime, user)));
    assert.deepEqual([...new Set(answers.map((a) => a.status))], [200]);
    assert.equal(customerOf(runtime, user).length, 1);
    const customers = new Set(Object.values(runtime.billing.state.checkoutSessions).filter((s) => answers.some((a) => a.body.url!.endsWith(s.id))).map((s) => s.customer));
    assert.equal(customers.size, 1, 'every session is for that one customer');
  });

  test('the provider refusing: 503 "Failed to create checkout session"', async () => {
    const user = await createTestUser(runtime);
    runtime.billing.failNext({ method: 'POST', pathPrefix: '/v1/checkout/sessions', error: { status: 400, body: { error: { type: 'invalid_request_error', message: 'No such price' } } } });
    const answer = await checkout(runtime, user);
    assert.deepEqual(answer, { status: 503, body: { error: { code: 'CHECKOUT_FAILED', message: 'Failed to create checkout session' } } });
    runtime.billing.failNext({ method: 'POST', pathPrefix: '/v1/customers', error: { status: 402, body: { error: { type: 'card_error', message: 'Declined' } } } });
    const other = await createTestUser(runtime);
    assert.equal((await checkout(runtime, other)).body.error?.message, 'Failed to create checkout session');
    assert.equal((await checkout(runtime, other)).status, 200, 'a failed customer creation leaves no claim behind');
  });

  test('a bad plan_type is refused with a field message; visitors get 401', async () => {
    const user = await createTestUser(runtime);
    const res = await runtime.api('/billing/checkout', { method: 'POST', token: user.accessToken, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ plan_type: 'gold' }) });
    assert.equal(res.status, 400);
    assert.match(JSON.stringify(await res.json()), /body\.plan_type/);
    assert.equal((await runtime.api('/billing/checkout', { method: 'POST' })).status, 401);
    assert.equal((await runtime.api('/billing/portal', { method: 'POST' })).status, 401);
  });

  test('a subscriber who checks out again is sent to the portal (no second subscription)', async () => {
    const user = await createTestUser(runtime);
    await subscribe(runtime, user, 'pro');
    for (const plan of ['pro', 'premium'] as const) {
      const { status, body } = await checkout(runtime, user, plan);
      assert.equal(status, 200);
      assert.match(body.url!, /\/dev\/billing\/portal\/bps_/);
    }
  });
});

describe('portal', () => {
  test('no customer yet: 404 with a clear message', async () => {
    const user = await createTestUser(runtime);
    assert.deepEqual(await portal(runtime, user), {
      status: 404,
      body: { error: { code: 'NO_BILLING_ACCOUNT', message: 'You have no subscription to manage yet. Choose a plan on the Pricing page first.' } },
    });
  });

  test('change to Premium, cancel at period end, resume, end now; return link to /current-plan', async () => {
    const user = await createTestUser(runtime);
    await subscribe(runtime, user, 'pro');
    const { status, body } = await portal(runtime, user);
    assert.equal(status, 200);
    const path = new URL(body.url!).pathname;
    const page = await fetch(body.url!).then((r) => r.text());
    assert.match(page, /Forksure Pro/);
    assert.ok(page.includes(`href="${runtime.url}/current-plan"`), 'return link');

    assert.deepEqual(await pressButton(runtime, `${path}/change`, { plan: 'premium' }), { status: 303, location: path });
    assert.equal((await subscriptionOf(runtime, user)).subscription_tier, 'premium');
    await pressButton(runtime, `${path}/cancel`);
    let s = await subscriptionOf(runtime, user);
    assert.deepEqual({ tier: s.subscription_tier, cape: s.cancel_at_period_end, subscribed: s.subscribed }, { tier: 'premium', cape: true, subscribed: true });
    await pressButton(runtime, `${path}/resume`);
    assert.equal((await subscriptionOf(runtime, user)).cancel_at_period_end, false);
    await pressButton(runtime, `${path}/end-now`);
    s = await subscriptionOf(runtime, user);
    assert.deepEqual({ tier: s.subscription_tier, subscribed: s.subscribed, status: s.status, end: s.subscription_end }, { tier: 'free', subscribed: false, status: 'canceled', end: null });
  });

  test('the provider failing: 503 "Failed to open customer portal"', async () => {
    const user = await createTestUser(runtime);
    await checkout(runtime, user);
    runtime.billing.failNext({ method: 'POST', pathPrefix: '/v1/billing_portal', error: { status: 400, body: { error: { type: 'invalid_request_error', message: 'No configuration provided' } } } });
    assert.deepEqual(await portal(runtime, user), { status: 503, body: { error: { code: 'PORTAL_FAILED', message: 'Failed to open customer portal' } } });
  });
});

describe('simulator pages', () => {
  test('actions accept same-origin form POSTs only', async () => {
    const user = await createTestUser(runtime);
    const { body } = await checkout(runtime, user);
    const path = new URL(body.url!).pathname;
    assert.equal((await pressButton(runtime, `${path}/complete`, {}, 'http://evil.example')).status, 403);
    const noOrigin = await fetch(`${runtime.url}${path}/complete`, { method: 'POST', redirect: 'manual' });
    assert.equal(noOrigin.status, 403);
    const post = (headers: Record<string, string>) => fetch(`${runtime.url}${path}/complete`, { method: 'POST', redirect: 'manual', headers }).then((r) => r.status);
    assert.equal(await post({ origin: 'null', 'sec-fetch-site': 'cross-site' }), 403, 'an opaque origin from elsewhere');
    assert.equal(await post({ 'sec-fetch-site': 'same-site' }), 403);
    assert.equal((await subscriptionOf(runtime, user)).subscription_tier, 'free');
    assert.equal((await fetch(`${runtime.url}/dev/billing/checkout/cs_missing`)).status, 404);
    // What Chromium sends for the page's own form under Referrer-Policy: no-referrer.
    assert.equal(await post({ origin: 'null', 'sec-fetch-site': 'same-origin' }), 303);
    assert.equal((await subscriptionOf(runtime, user)).subscription_tier, 'pro');
    const csp = (await fetch(body.url!)).headers.get('content-security-policy')!;
    assert.match(csp, /form-action 'self'/);
    assert.match(csp, /frame-ancestors 'none'/);
  });

  test('the simulator API needs the secret key', async () => {
    const res = await fetch(`${runtime.url}/v1/customers`, { method: 'POST', headers: { authorization: 'Bearer sk_test_guess' } });
    assert.equal(res.status, 401);
  });
});
