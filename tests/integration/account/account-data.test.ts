import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import * as z from 'zod';
import type { Db } from '../../../functions/lib/data/db';
import { allRoutes } from '../../../functions/routes';
import { buildPath } from '../../../shared/api/contract';
import { exampleOf, type JsonSchema } from '../fuzz/json-example';
import type { AccountExport } from '../../../shared/api/account-data';
import { allItems, latestCode, post, signedUpThroughApi, signIn, signUpThroughApi, startAuthRuntime, tableDb, uniqueName } from '../auth/support';
import { customerOf, deliver, signedEvent, subscribe, subscriptionPayload } from '../billing/support';
import { call } from '../library/library-support';
import { snapshot } from '../library/history-support';
import type { TestRuntime } from '../support/runtime';

/**
 * "Your data" (product-rules §14.2) through the real local runtime (dynalite, cognito-local, the
 * billing simulator): the export holds the caller's data and nobody else's; deleting the account
 * leaves no item naming the person (a Scan of the whole table for their id and email), cancels the
 * subscription, keeps feedback without the person, and frees the email for a new sign-up; bad or
 * unauthenticated requests get clear 4xx answers.
 */
let runtime: TestRuntime;
let db: Db;
before(async () => {
  runtime = await startAuthRuntime();
  db = tableDb(runtime);
});
after(async () => {
  db?.client.destroy();
  await runtime?.dispose();
});

type Diner = Awaited<ReturnType<typeof signedUpThroughApi>>;

/** A diner with something in every corner: lists, a diner profile, a tag (premium), history, feedback, a verdict report. */
async function dinerWithData(tag: string): Promise<Diner & { feedbackId: string; reportId: string }> {
  const diner = await signedUpThroughApi(runtime, { username: uniqueName(tag) });
  const token = diner.accessToken;
  const profile = await call(runtime, 'PUT', '/me/profile', { token, body: { allergies: [`${tag}-nut`], dietary_preferences: ['Vegan'] } });
  assert.equal(profile.status, 200, JSON.stringify(profile.body));
  const friend = await call(runtime, 'POST', '/diner-profiles', { token, body: { name: `${tag}-friend`, allergies: [`${tag}-fish`], allergy_severities: { [`${tag}-fish`]: 'severe' } } });
  assert.equal(friend.status, 201, JSON.stringify(friend.body));
  const viewed = await call(runtime, 'POST', '/me/history/restaurants', { token, body: { restaurant: snapshot(`place-${tag}`), actionType: 'viewed' } });
  assert.equal(viewed.status, 200, JSON.stringify(viewed.body));
  const feedback = await call<{ id: string }>(runtime, 'POST', '/feedback', { token, body: { type: 'general', subject: `subject-${tag}`, message: 'Thanks', rating: 5 } });
  assert.equal(feedback.status, 200, JSON.stringify(feedback.body));
  const report = await call<{ id: string }>(runtime, 'POST', '/verdict-reports', {
    token,
    body: { placeId: `place-${tag}`, placeName: `Place ${tag}`, kind: 'containsUnflagged', concern: 'peanuts', text: `report-${tag}` },
  });
  assert.equal(report.status, 200, JSON.stringify(report.body));
  return { ...diner, feedbackId: feedback.body.id, reportId: report.body.id };
}

/** DELETE /me/account; `body: null` sends none. */
const deleteAccount = (token: string | undefined, body: unknown = { confirm: true }) =>
  call<{ deleted: boolean; message: string }>(runtime, 'DELETE', '/me/account', { token, ...(body === null ? {} : { body }) });

/** Items of the whole table whose any attribute mentions `needle` (case-insensitive). */
async function itemsMentioning(needle: string) {
  const lower = needle.toLowerCase();
  return (await allItems(db)).filter((item) => JSON.stringify(item).toLowerCase().includes(lower));
}

/** Awaits a condition (no fixed sleeps); fails with `what` after the time limit. */
async function until(what: string, condition: () => boolean | Promise<boolean>, limitMs = 20_000) {
  const deadline = Date.now() + limitMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('GET /me/data', { timeout: 180_000 }, () => {
  test("the export holds the caller's profile, lists, history and feedback, and nothing of another user", async () => {
    const mine = await dinerWithData('alba');
    const other = await dinerWithData('bruno');
    const answer = await call<AccountExport>(runtime, 'GET', '/me/data', { token: mine.accessToken });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    const data = answer.body;
    assert.equal(data.account.userId, mine.sub);
    assert.equal(data.account.email, mine.email);
    assert.equal(data.account.username, mine.username);
    assert.deepEqual(data.allergies, ['alba-nut']);
    assert.deepEqual(data.diets, ['Vegan']);
    assert.equal(data.subscription.tier, 'free');
    assert.deepEqual(data.restaurantHistory.map((h) => h.restaurant_id), ['place-alba']);
    assert.deepEqual(data.feedback.map((f) => f.subject), ['subject-alba']);
    assert.deepEqual(data.verdictReports.map((r) => r.text), ['report-alba']);
    assert.deepEqual(
      data.dinerProfiles.map((d) => [d.name, d.allergy_severities]),
      [['alba-friend', { 'alba-fish': 'severe' }]],
      'the people the user eats with, with their allergies and severities',
    );
    const text = JSON.stringify(data);
    for (const foreign of [other.sub, other.email, other.username, 'bruno-nut', 'bruno-friend', 'bruno-fish', 'place-bruno', 'subject-bruno']) {
      assert.ok(!text.toLowerCase().includes(foreign.toLowerCase()), `the export holds nothing of the other user (${foreign})`);
    }
  });

  test('without a valid token: 401 with the error shape', async () => {
    for (const token of [undefined, 'not-a-jwt']) {
      const answer = await call(runtime, 'GET', '/me/data', { token });
      assert.equal(answer.status, 401, String(token));
      const body = answer.body as { message?: string; error?: { message?: string } };
      assert.ok((body.error?.message ?? body.message ?? '').length > 0, 'the 401 says why');
    }
  });
});

describe('DELETE /me/account', { timeout: 300_000 }, () => {
  test('malformed or unauthenticated requests get a clear 4xx and delete nothing', async () => {
    const diner = await dinerWithData('carla');
    for (const token of [undefined, 'not-a-jwt']) assert.equal((await deleteAccount(token)).status, 401, String(token));
    for (const body of [null, {}, { confirm: false }, { confirm: 'yes' }, { confirm: true, also: 1 }]) {
      const answer = await deleteAccount(diner.accessToken, body);
      assert.equal(answer.status, 400, JSON.stringify(body));
      assert.equal(answer.body.error?.code !== undefined, true);
      assert.ok((answer.body.error?.message ?? '').length > 0, 'the 400 says what is wrong');
    }
    assert.ok((await itemsMentioning(diner.sub)).length > 0, 'nothing was deleted');
    assert.ok(!('error' in (await signIn(runtime, diner.username, diner.password))), 'the account still signs in');
  });

  test('deletion leaves no item with the id or email, cancels the subscription, keeps feedback and reports without the person; the email signs up again', async () => {
    const diner = await dinerWithData('dora');
    const paid = await subscribe(runtime, diner, 'premium');
    assert.equal(paid.status, 303);
    await until('the premium plan is stored', async () => (await call<{ subscription_tier: string }>(runtime, 'GET', '/billing/subscription', { token: diner.accessToken })).body.subscription_tier === 'premium');
    const tag = await call(runtime, 'POST', '/me/tags', { token: diner.accessToken, body: { name: 'Date night' } });
    assert.equal(tag.status, 201, JSON.stringify(tag.body));
    // A password reset under way: its emailed code and its reset token name the person too.
    assert.equal((await post(runtime, '/auth/password-reset/code', { email: diner.email })).status, 200);
    const reset = await post<{ resetToken: string }>(runtime, '/auth/password-reset/verify', { email: diner.email, otp: latestCode(runtime, diner.email) });
    assert.equal(reset.status, 200, reset.text);
    const customerId = customerOf(runtime, diner)[0]!.id;
    const before = await itemsMentioning(diner.sub);
    assert.ok(before.some((item) => item.entity === 'resetToken'), 'the reset token is among the items naming the user');
    assert.ok(before.some((item) => item.entity === 'dinerProfile'), 'the diner profile is among the items naming the user');
    assert.ok(before.length >= 5, `the diner has items to delete (${before.length})`);

    const deleted = await deleteAccount(diner.accessToken);
    assert.equal(deleted.status, 200, JSON.stringify(deleted.body));
    assert.equal(deleted.body.deleted, true);

    const subscriptions = Object.values(runtime.billing.state.subscriptions).filter((s) => s.customer === customerId);
    assert.ok(subscriptions.length > 0, `expected the customer's subscriptions; got ${subscriptions.length}`);
    assert.ok(subscriptions.every((s) => s.status === 'canceled'), 'every subscription of the customer is canceled');
    // The cancel's webhook arrives after the deletion; it must not bring anything back.
    await until('the cancel event was delivered', () =>
      runtime.billing.state.events.some((e) => e.customer === customerId && e.type === 'customer.subscription.deleted' && e.delivery === '200'),
    );
    // Stripe may deliver an event of the customer later still (a retry, a late update): it must not
    // bring a profile back, even though the subscription's metadata names the user.
    const late = signedEvent(runtime, { id: `evt_late_${Date.now()}`, type: 'customer.subscription.updated', object: subscriptionPayload(subscriptions[0]!, { metadata: { userId: diner.sub } }) });
    assert.equal((await deliver(runtime, late)).status, 200);
    assert.deepEqual(await itemsMentioning(diner.sub), [], 'no item holds the user id');
    assert.deepEqual(await itemsMentioning(diner.email), [], 'no item holds the email');
    assert.deepEqual(await itemsMentioning('dora-friend'), [], 'no diner profile of the user remains');
    const feedback = (await allItems(db)).find((item) => item.id === diner.feedbackId);
    assert.ok(feedback, 'the feedback is kept');
    assert.equal(feedback.user_id, null);
    assert.equal(feedback.subject, 'subject-dora');
    const report = (await allItems(db)).find((item) => item.id === diner.reportId);
    assert.ok(report, 'the verdict report is kept');
    assert.equal(report.user_id, null);
    assert.equal(report.text, 'report-dora');
    // The privacy policy (legal.json, privacy "Data retention") says reports are kept while the service runs.
    assert.equal(report.expiresAt, undefined, 'a verdict report has no expiry');
    assert.equal((await signIn(runtime, diner.username, diner.password) as { error?: string }).error, 'NotAuthorizedException');

    const again = await deleteAccount(diner.accessToken);
    assert.equal(again.status, 200, 'sending it again (a retry) answers the same');

    const reborn = await signUpThroughApi(runtime, { email: diner.email, username: diner.username });
    assert.ok(!('error' in (await signIn(runtime, reborn.email, reborn.password))), 'the same email and name sign up and in again');
  });

  test('when the subscription cannot be canceled nothing is deleted, and the retry finishes the job', async () => {
    const diner = await dinerWithData('emil');
    await subscribe(runtime, diner, 'pro');
    await until('the pro plan is stored', async () => (await call<{ subscription_tier: string }>(runtime, 'GET', '/billing/subscription', { token: diner.accessToken })).body.subscription_tier === 'pro');
    runtime.billing.failNext({ method: 'DELETE', pathPrefix: '/v1/subscriptions/', error: { status: 400, body: { error: { type: 'invalid_request_error', message: 'Simulated refusal' } } } });
    const failed = await deleteAccount(diner.accessToken);
    assert.equal(failed.status, 503, JSON.stringify(failed.body));
    assert.match(failed.body.error?.message ?? '', /nothing was deleted/);
    assert.ok((await itemsMentioning(diner.sub)).some((item) => item.sk === 'PROFILE'), 'the profile is still there');

    const retried = await deleteAccount(diner.accessToken);
    assert.equal(retried.status, 200, JSON.stringify(retried.body));
    const customerId = customerOf(runtime, diner)[0]!.id;
    await until('the cancel event was delivered', () =>
      runtime.billing.state.events.some((e) => e.customer === customerId && e.type === 'customer.subscription.deleted' && e.delivery === '200'),
    );
    assert.deepEqual(await itemsMentioning(diner.sub), []);
    assert.deepEqual(await itemsMentioning(diner.email), []);
  });

  test("a deleted account's token, still unexpired, gets no 5xx from any route", async () => {
    const diner = await dinerWithData('fritz');
    assert.equal((await deleteAccount(diner.accessToken)).status, 200);
    const example = (schema: z.ZodType | undefined) => (schema ? exampleOf(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema) : undefined);
    const answers: string[] = [];
    for (const route of allRoutes.filter((r) => r.auth === 'user')) {
      const params = (example(route.contract.request.params) ?? {}) as Record<string, string>;
      const query = example(route.contract.request.query) as Record<string, string> | undefined;
      const search = query ? `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)] as [string, string])).toString()}` : '';
      const body = example(route.contract.request.body);
      const answer = await call(runtime, route.method, `${buildPath(route.path, params)}${search}`, { token: diner.accessToken, ...(body === undefined ? {} : { body }) });
      answers.push(`${answer.status} ${route.method} ${route.path}`);
    }
    assert.deepEqual(answers.filter((a) => a.startsWith('5')), [], answers.join('\n'));
  });
});
