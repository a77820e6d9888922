import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestUser, startTestRuntime, type TestRuntime, type TestUser } from '../support/runtime';
import { subscriptionOf } from './support';

/**
 * Paying from the app opened as http://127.0.0.1:PORT: the checkout and portal pages are served
 * under the origin the user came from, so their forms (CSP `form-action 'self'`) may redirect back
 * to the app, which is on the same origin. Opened as localhost, everything stays on localhost.
 */
let runtime: TestRuntime;
let loopback: string;

before(async () => {
  runtime = await startTestRuntime();
  loopback = `http://127.0.0.1:${runtime.port}`;
});
after(async () => {
  await runtime?.dispose();
});

async function startCheckout(user: TestUser, origin: string) {
  const res = await fetch(`${origin}/api/billing/checkout`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.accessToken}`, 'content-type': 'application/json', origin },
    body: JSON.stringify({ plan_type: 'pro' }),
  });
  const body = (await res.json()) as { url?: string };
  assert.equal(res.status, 200, JSON.stringify(body));
  return new URL(body.url!);
}

/** A simulator button pressed in the browser: a form POST from the page's own origin. */
async function press(pageUrl: URL, action: string) {
  const res = await fetch(`${pageUrl.origin}${pageUrl.pathname}/${action}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: pageUrl.origin },
    body: '',
  });
  await res.text();
  assert.equal(res.status, 303);
  return new URL(res.headers.get('location')!);
}

describe('billing pages on the origin the user came from', () => {
  test('opened as 127.0.0.1: checkout, its redirect back and the portal are all on 127.0.0.1, and the payment shows as Pro', async () => {
    const user = await createTestUser(runtime);
    const checkoutPage = await startCheckout(user, loopback);
    assert.equal(checkoutPage.origin, loopback, 'the checkout page is on the app\'s origin');
    const page = await fetch(checkoutPage);
    assert.equal(page.status, 200, 'and served there');
    const back = await press(checkoutPage, 'complete');
    assert.equal(back.origin, checkoutPage.origin, 'form-action \'self\' allows the redirect back: same origin');
    assert.equal(back.pathname, '/pricing');
    assert.equal((await subscriptionOf(runtime, user)).subscription_tier, 'pro');

    const res = await fetch(`${loopback}/api/billing/portal`, { method: 'POST', headers: { authorization: `Bearer ${user.accessToken}`, origin: loopback } });
    const portalPage = new URL(((await res.json()) as { url: string }).url);
    assert.equal(portalPage.origin, loopback, 'the portal page is on the app\'s origin');
    const returnLink = (await (await fetch(portalPage)).text()).match(/href="(http[^"]+)">[^<]*Return to Forksure/)?.[1];
    assert.equal(new URL(returnLink!).origin, loopback, 'and returns there');
  });

  test('opened as localhost everything stays on localhost; a foreign Origin gets the configured one', async () => {
    const user = await createTestUser(runtime);
    assert.equal((await startCheckout(user, runtime.url)).origin, runtime.url);
    const res = await runtime.api('/billing/checkout', {
      method: 'POST',
      token: user.accessToken,
      headers: { 'content-type': 'application/json', origin: 'https://attacker.example' },
      body: JSON.stringify({ plan_type: 'pro' }),
    });
    assert.equal(new URL(((await res.json()) as { url: string }).url).origin, runtime.url);
  });
});
