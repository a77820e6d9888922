import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { GetCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { createDb, type Db } from '../../../functions/lib/data/db';
import { keys } from '../../../functions/lib/data/keys';
import { createTestUser, startTestRuntime, type TestRuntime } from '../support/runtime';
import { stripeSignatureHeader } from '../../../infra/local/billing-simulator/signing';
import { checkout, customerOf, deliver, pressButton, signedEvent, subscribe, subscriptionOf, subscriptionPayload } from './support';

/**
 * POST /billing/webhook through the real local runtime: Stripe's signature over the raw body with
 * a 300 s tolerance, idempotency by event id, and out-of-order safety (the handler re-reads the
 * customer's subscriptions from the provider instead of trusting the event).
 */
let runtime: TestRuntime;
let db: Db;

before(async () => {
  runtime = await startTestRuntime();
  db = createDb({ tableName: runtime.tableName, dynamoEndpoint: runtime.dynamoEndpoint, region: 'us-east-1' });
});
after(async () => {
  db?.client.destroy();
  await runtime?.dispose();
});

/** Every item of the table (a fresh runtime's table is small), in a stable order. */
async function tableItems(): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db.client.send(new ScanCommand({ TableName: db.tableName, ConsistentRead: true, ExclusiveStartKey: startKey }));
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items.sort((a, b) => `${a.pk}|${a.sk}`.localeCompare(`${b.pk}|${b.sk}`));
}

const storedEvent = async (eventId: string) => (await db.client.send(new GetCommand({ TableName: db.tableName, Key: keys.billingEvent(eventId), ConsistentRead: true }))).Item;

const subscriptionReads = () => runtime.billing.requests.filter((r) => r.method === 'GET' && r.path === '/v1/subscriptions').length;

describe('signature', () => {
  test('a wrong signature, a missing one or a changed body: 400 with a clear message, nothing stored', async () => {
    const event = signedEvent(runtime, { id: 'evt_badsig', type: 'customer.subscription.updated', object: subscriptionPayload({ id: 'sub_x', customer: 'cus_x' }) });
    const storedBefore = await tableItems();
    const wrongSecret = signedEvent(runtime, { id: 'evt_badsig', type: 'customer.subscription.updated', object: {} }, undefined, 'whsec_not_ours');
    const bad = await deliver(runtime, { payload: event.payload, signature: wrongSecret.signature });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.error?.code, 'WEBHOOK_SIGNATURE_INVALID');
    assert.match(bad.body.error!.message, /^Webhook signature verification failed: No signatures found matching the expected signature for payload/);
    const missing = await deliver(runtime, { payload: event.payload });
    assert.equal(missing.status, 400);
    assert.match(missing.body.error!.message, /Missing Stripe-Signature header/);
    const tampered = await deliver(runtime, { payload: event.payload.replace('sub_x', 'sub_y'), signature: event.signature });
    assert.equal(tampered.status, 400);
    assert.deepEqual(await tableItems(), storedBefore, 'the refused deliveries wrote nothing to the table');
    assert.equal(await storedEvent('evt_badsig'), undefined, 'the refused event is not recorded as taken');
    assert.equal((await deliver(runtime, event)).status, 200, 'the untouched event verifies');
    assert.ok(await storedEvent('evt_badsig'), 'the accepted event is recorded as taken (so the check above reads the right place)');
  });

  // The rule is a 300 s window either side of now; the probes stay a minute clear of its edges so
  // that seconds passing during the test cannot move them across.
  test('the timestamp may be at most 300 s old: 240 s old passes, 360 s old is refused as stale', async () => {
    const now = Math.floor(Date.now() / 1000);
    const fresh = await deliver(runtime, signedEvent(runtime, { id: 'evt_240_old', type: 'invoice.paid', object: { object: 'invoice' } }, now - 240));
    assert.equal(fresh.status, 200, `240 s old: ${JSON.stringify(fresh.body)}`);
    const stale = await deliver(runtime, signedEvent(runtime, { id: 'evt_360_old', type: 'invoice.paid', object: { object: 'invoice' } }, now - 360));
    assert.equal(stale.status, 400, '360 s old is refused');
    assert.match(stale.body.error!.message, /Timestamp outside the tolerance zone/);
  });

  test('the timestamp may be at most 300 s ahead: 60 s and 240 s ahead pass, 360 s and an hour ahead are refused', async () => {
    const now = Math.floor(Date.now() / 1000);
    for (const ahead of [60, 240]) {
      const answer = await deliver(runtime, signedEvent(runtime, { id: `evt_${ahead}_ahead`, type: 'invoice.paid', object: { object: 'invoice' } }, now + ahead));
      assert.equal(answer.status, 200, `${ahead} s ahead: ${JSON.stringify(answer.body)}`);
    }
    for (const ahead of [360, 3600]) {
      const answer = await deliver(runtime, signedEvent(runtime, { id: `evt_${ahead}_ahead`, type: 'invoice.paid', object: { object: 'invoice' } }, now + ahead));
      assert.equal(answer.status, 400, `${ahead} s ahead is refused: ${JSON.stringify(answer.body)}`);
      assert.equal(answer.body.error?.code, 'WEBHOOK_SIGNATURE_INVALID');
      assert.match(answer.body.error!.message, /in the future/);
    }
  });
});

describe('event shape', () => {
  const signedPayload = (event: Record<string, unknown>) => {
    const payload = JSON.stringify(event);
    return { payload, signature: stripeSignatureHeader(payload, runtime.billing.keys.webhookSecret, Math.floor(Date.now() / 1000)) };
  };

  test('a correctly signed event without data, or with a wrong-shaped object, is refused with 400 and a clear message', async () => {
    const base = { object: 'event', type: 'customer.subscription.updated' };
    const malformed: Record<string, Record<string, unknown>> = {
      'no data': { ...base, id: 'evt_no_data' },
      'data is null': { ...base, id: 'evt_null_data', data: null },
      'no data.object': { ...base, id: 'evt_no_object', data: {} },
      'data.object is text': { ...base, id: 'evt_text_object', data: { object: 'sub_1' } },
      'data.object is a list': { ...base, id: 'evt_list_object', data: { object: [] } },
      'customer is a number': { ...base, id: 'evt_number_customer', data: { object: { object: 'subscription', customer: 1e21 } } },
      'metadata.userId is a list': { ...base, id: 'evt_list_user', data: { object: { object: 'subscription', customer: 'cus_1', metadata: { userId: [] } } } },
      'no id': { ...base, data: { object: {} } },
      'type is a number': { id: 'evt_number_type', object: 'event', type: 5, data: { object: {} } },
      'the event is a list': [] as unknown as Record<string, unknown>,
    };
    for (const [what, event] of Object.entries(malformed)) {
      const answer = await deliver(runtime, signedPayload(event));
      assert.equal(answer.status, 400, `${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
      assert.equal(answer.body.error?.code, 'WEBHOOK_EVENT_INVALID', `${what}: ${JSON.stringify(answer.body)}`);
      assert.match(answer.body.error!.message, /^The webhook event is not a valid Stripe event: /, what);
    }
    const fine = await deliver(runtime, signedPayload({ ...base, id: 'evt_fine', data: { object: { object: 'subscription', customer: 'cus_nobody', metadata: {} } } }));
    assert.equal(fine.status, 200, `a well-formed event still passes: ${JSON.stringify(fine.body)}`);
  });
});

describe('idempotency and order', () => {
  test('the same event delivered 100 times at once has one effect', async () => {
    const user = await createTestUser(runtime);
    await subscribe(runtime, user, 'pro');
    const [customer] = customerOf(runtime, user);
    const sub = runtime.billing.currentSubscription(customer!.id)!;
    // The plan changes in the provider without an event; the replayed event carries the news.
    sub.priceId = runtime.billing.prices.premium;
    const event = signedEvent(runtime, { id: 'evt_replayed', type: 'customer.subscription.updated', object: subscriptionPayload(sub) });
    const readsBefore = subscriptionReads();
    const answers = await Promise.all(Array.from({ length: 100 }, () => deliver(runtime, event)));
    assert.deepEqual([...new Set(answers.map((a) => a.status))], [200]);
    assert.equal(subscriptionReads() - readsBefore, 1, 'one delivery was processed (one read of the subscription), 99 were replays');
    assert.equal((await subscriptionOf(runtime, user)).subscription_tier, 'premium');
  });

  test('updated before created: the stored plan is the provider\'s current one, not the last event\'s', async () => {
    const user = await createTestUser(runtime);
    const { body } = await checkout(runtime, user, 'pro');
    // Complete in the simulator, but the events are ours to deliver in the wrong order:
    const sessionId = new URL(body.url!).pathname.split('/').pop()!;
    await runtime.billing.completeCheckout(sessionId);
    const [customer] = customerOf(runtime, user);
    const sub = runtime.billing.currentSubscription(customer!.id)!;
    sub.priceId = runtime.billing.prices.premium; // upgraded since
    const updated = signedEvent(runtime, { id: 'evt_upd_first', type: 'customer.subscription.updated', object: subscriptionPayload(sub, { items: { data: [{ price: { id: runtime.billing.prices.premium } }] } }) });
    const created = signedEvent(runtime, { id: 'evt_created_late', type: 'customer.subscription.created', object: subscriptionPayload(sub, { items: { data: [{ price: { id: runtime.billing.prices.pro } }] } }) });
    assert.equal((await deliver(runtime, updated)).status, 200);
    assert.equal((await deliver(runtime, created)).status, 200);
    const status = await subscriptionOf(runtime, user);
    assert.equal(status.subscription_tier, 'premium', 'the late created event (pro) does not win');
    assert.equal(status.subscribed, true);
  });

  test('deleted, then a late updated: stays canceled (free)', async () => {
    const user = await createTestUser(runtime);
    await subscribe(runtime, user, 'premium');
    assert.equal((await subscriptionOf(runtime, user)).subscription_tier, 'premium');
    const [customer] = customerOf(runtime, user);
    const sub = runtime.billing.currentSubscription(customer!.id)!;
    const stillActive = subscriptionPayload(sub, { status: 'active' });
    sub.status = 'canceled';
    sub.canceledAt = Math.floor(Date.now() / 1000);
    assert.equal((await deliver(runtime, signedEvent(runtime, { id: 'evt_deleted', type: 'customer.subscription.deleted', object: subscriptionPayload(sub, { status: 'canceled' }) }))).status, 200);
    assert.equal((await deliver(runtime, signedEvent(runtime, { id: 'evt_late_update', type: 'customer.subscription.updated', object: stillActive }))).status, 200);
    const status = await subscriptionOf(runtime, user);
    assert.deepEqual({ subscribed: status.subscribed, tier: status.subscription_tier, status: status.status }, { subscribed: false, tier: 'free', status: 'canceled' });
  });

  test('invoice.payment_failed: past_due keeps the plan while Stripe retries, and says so', async () => {
    const user = await createTestUser(runtime);
    await subscribe(runtime, user, 'pro');
    const { body } = await runtime.api('/billing/portal', { method: 'POST', token: user.accessToken, headers: { origin: runtime.url } }).then(async (r) => ({ body: (await r.json()) as { url: string } }));
    const redirect = await pressButton(runtime, `${new URL(body.url).pathname}/payment-failed`);
    assert.equal(redirect.status, 303);
    const status = await subscriptionOf(runtime, user);
    assert.deepEqual({ tier: status.subscription_tier, status: status.status }, { tier: 'pro', status: 'past_due' });
  });

  test('events of other types are acknowledged and ignored', async () => {
    const answer = await deliver(runtime, signedEvent(runtime, { id: 'evt_other', type: 'charge.succeeded', object: { object: 'charge', customer: 'cus_nobody' } }));
    assert.deepEqual(answer, { status: 200, body: { received: true } });
  });
});
