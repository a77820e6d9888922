import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { describe, test } from 'node:test';
import { claimComparisonKey, listComparisons, putComparison } from '../../../functions/lib/data/comparison-repository';
import { runCleanup } from '../../../functions/lib/services/operations/cleanup-service';
import type { ComparisonItem, ComparisonList, RecordComparisonResponse } from '../../../shared/api/comparisons';
import { scanRestaurant } from '../../../shared/domain/allergen-scan';
import { createTestUser, type TestUser } from '../support/runtime';
import { runtimeWithDbForFile } from '../support/runtime-with-db';
import { call, setPlan, snapshot, subOf } from './history-support';

/**
 * /me/comparisons through the real local runtime: recording needs the comparison tool (pro,
 * premium) and at most the plan's capacity (2, 3); it happens only with 2 or more restaurants and a
 * key different from the last recorded one, decided by one conditional write (20 identical posts
 * at once record one); the list shows the last day's and saved comparisons of the caller only.
 */
const env = runtimeWithDbForFile();

const DAY_MS = 86_400_000;
const record = (user: TestUser, ids: string[]) =>
  call<RecordComparisonResponse>(env.runtime, 'POST', '/me/comparisons', { token: user.accessToken, body: { restaurants: ids.map((id) => snapshot(id)) } });
const list = async (user: TestUser) => (await call<ComparisonList>(env.runtime, 'GET', '/me/comparisons', { token: user.accessToken })).body.items;

async function userOn(tier: 'free' | 'pro' | 'premium'): Promise<TestUser> {
  const user = await createTestUser(env.runtime);
  await setPlan(env.db, user, tier);
  return user;
}

describe('/me/comparisons', () => {
  test('every route needs a signed-in caller', async () => {
    for (const [method, path, body] of [
      ['GET', '/me/comparisons', undefined],
      ['POST', '/me/comparisons', { restaurants: [snapshot('a'), snapshot('b')] }],
      ['PATCH', '/me/comparisons/abc', { saved: true }],
      ['DELETE', '/me/comparisons/abc', undefined],
    ] as const) {
      assert.equal((await call(env.runtime, method, path, body ? { body } : {})).status, 401, `${method} ${path}`);
    }
  });

  test('the plan decides: free has no comparison tool, pro compares 2, premium 3', async () => {
    const free = await userOn('free');
    const refused = await record(free, ['a', 'b']);
    assert.equal(refused.status, 403);
    assert.deepEqual(refused.body.error, { code: 'COMPARISON_TOOL_REQUIRED', message: 'Comparison tool is a Pro feature. Upgrade to Pro to unlock this feature!' });

    const pro = await userOn('pro');
    const tooMany = await record(pro, ['a', 'b', 'c']);
    assert.equal(tooMany.status, 403);
    assert.deepEqual(tooMany.body.error, { code: 'COMPARISON_CAPACITY', message: 'You can only compare up to 2 restaurants.' });
    assert.equal((await record(pro, ['a', 'b'])).body.recorded, true);

    const premium = await userOn('premium');
    const three = await record(premium, ['c', 'a', 'b']);
    assert.equal(three.status, 200);
    assert.equal(three.body.recorded, true);
    assert.equal(three.body.comparison?.comparison_key, 'a,b,c', 'sorted ids joined by commas');
    assert.deepEqual(three.body.comparison?.restaurant_ids, ['a', 'b', 'c']);
    assert.deepEqual(three.body.comparison?.comparison_data.map((r) => r.id), ['c', 'a', 'b'], 'in the order compared');
    const four = await record(premium, ['a', 'b', 'c', 'd']);
    assert.equal(four.status, 400);
    assert.equal(four.body.error?.fields?.[0]?.message, 'You can only compare up to 3 restaurants.');
  });

  test('bad bodies: fewer than 2, duplicates, not restaurants', async () => {
    const premium = await userOn('premium');
    for (const body of [{ restaurants: [snapshot('a')] }, { restaurants: [] }, { restaurants: [snapshot('a'), snapshot('a')] }, { restaurants: [{ id: 'a' }, { id: 'b' }] }, {}, { restaurants: [snapshot('a'), snapshot('b')], extra: 1 }]) {
      const answer = await call(env.runtime, 'POST', '/me/comparisons', { token: premium.accessToken, body });
      assert.equal(answer.status, 400, JSON.stringify(body).slice(0, 100));
    }
    assert.deepEqual(await list(premium), [], 'nothing recorded');
  });

  test('recorded only when the key differs from the last recorded one; the same set again later refreshes its one item', async () => {
    const pro = await userOn('pro');
    assert.equal((await record(pro, ['x', 'y'])).body.recorded, true);
    assert.equal((await record(pro, ['x', 'y'])).body.recorded, false, 'same key as the last');
    assert.equal((await record(pro, ['y', 'x'])).body.recorded, false, 'same set in another order');
    assert.equal((await record(pro, ['x', 'z'])).body.recorded, true);
    const again = await record(pro, ['x', 'y']);
    assert.equal(again.body.recorded, true, 'differs from the last one (x,z)');
    const items = await list(pro);
    assert.deepEqual(items.map((i) => i.comparison_key), ['x,y', 'x,z'], 'one item per key, newest first');
    assert.equal(items[0]!.id, again.body.comparison?.id);
  });

  test('20 identical posts at once record exactly one comparison', async () => {
    const premium = await userOn('premium');
    const answers = await Promise.all(Array.from({ length: 20 }, () => record(premium, ['p', 'q', 'r'])));
    assert.ok(answers.every((a) => a.status === 200), `expected answers.every((a) => a.status === 200); got answers = ${inspect(answers)}`);
    assert.equal(answers.filter((a) => a.body.recorded).length, 1);
    assert.equal((await list(premium)).length, 1);
  });

  test('save, unsave and delete touch only the caller\'s comparisons', async () => {
    const owner = await userOn('pro');
    const other = await userOn('premium');
    const { comparison } = (await record(owner, ['m', 'n'])).body;
    const path = `/me/comparisons/${comparison!.id}`;
    assert.deepEqual(await list(other), []);
    assert.equal((await call(env.runtime, 'PATCH', path, { token: other.accessToken, body: { saved: true } })).status, 404);
    assert.equal((await call(env.runtime, 'DELETE', path, { token: other.accessToken })).status, 404);

    const saved = await call<ComparisonItem>(env.runtime, 'PATCH', path, { token: owner.accessToken, body: { saved: true } });
    assert.equal(saved.status, 200);
    assert.equal(saved.body.saved, true);
    assert.equal((await listComparisons(env.db, subOf(owner), new Date(Date.now() + 30 * DAY_MS))).length, 1, 'a saved comparison stays');
    const unsaved = await call<ComparisonItem>(env.runtime, 'PATCH', path, { token: owner.accessToken, body: { saved: false } });
    assert.equal(unsaved.body.saved, false);
    assert.equal((await listComparisons(env.db, subOf(owner), new Date(Date.now() + 2 * DAY_MS))).length, 0, 'unsaved: 1 day from then');
    assert.equal((await call(env.runtime, 'PATCH', path, { token: owner.accessToken, body: { saved: 'no' } })).status, 400);

    const deleted = await call(env.runtime, 'DELETE', path, { token: owner.accessToken });
    assert.deepEqual({ status: deleted.status, body: deleted.body }, { status: 200, body: { deleted: true } });
    const twice = await call(env.runtime, 'DELETE', path, { token: owner.accessToken });
    assert.deepEqual(twice.body.error, { code: 'COMPARISON_NOT_FOUND', message: 'This comparison no longer exists.' });
    assert.equal((await record(owner, ['m', 'n'])).body.recorded, true, 'comparing the deleted set again records it again');
  });

  test('a comparison expires after 1 day: hidden at once, deleted by cleanup; the same set then records again', async () => {
    const pro = await userOn('pro');
    const dayAgo = new Date(Date.now() - DAY_MS - 60_000);
    const old = await putComparison(env.db, subOf(pro), 'e,f', [snapshot('e'), snapshot('f')], dayAgo);
    assert.deepEqual(await list(pro), []);
    assert.equal((await call(env.runtime, 'PATCH', `/me/comparisons/${old.id}`, { token: pro.accessToken, body: { saved: true } })).status, 404);
    assert.equal((await call(env.runtime, 'DELETE', `/me/comparisons/${old.id}`, { token: pro.accessToken })).status, 404);

    const recorded = (await record(pro, ['g', 'h'])).body.comparison!;
    const later = new Date(Date.now() + 2 * DAY_MS);
    assert.equal((await listComparisons(env.db, subOf(pro), later)).length, 0);
    assert.ok((await runCleanup(env.db, { now: later })).deleted >= 2, 'expected (await runCleanup(env.db, { now: later })).deleted >= 2');
    assert.equal((await list(pro)).length, 0);
    // The last key (g,h) expired with its comparison: comparing that set again records it.
    assert.equal(await claimComparisonKey(env.db, subOf(pro), recorded.comparison_key, later), true);
  });

  test('each restaurant keeps the verdict its card showed and the diets it serves only; a malformed verdict is refused', async () => {
    const premium = await userOn('premium');
    const verdict = scanRestaurant({ name: 'Blackbird Pizzeria', cuisineType: ['Pizza'], dietaryOptions: ['Vegan'], dietaryOnly: ['Vegan'] }, { dietaryPreferences: ['Vegan'] });
    const veganOnly = { ...snapshot('v'), dietaryOptions: ['Vegan'], dietaryOnly: ['Vegan'], allergyInfo: verdict };
    const recorded = await call<RecordComparisonResponse>(env.runtime, 'POST', '/me/comparisons', { token: premium.accessToken, body: { restaurants: [veganOnly, snapshot('w')] } });
    assert.equal(recorded.status, 200);
    const [kept, plain] = (await list(premium))[0]!.comparison_data;
    assert.deepEqual(kept!.allergyInfo, verdict);
    assert.deepEqual(kept!.dietaryOnly, ['Vegan']);
    assert.equal(plain!.allergyInfo, undefined, 'a snapshot without a verdict stays without one');

    const bad = await call(env.runtime, 'POST', '/me/comparisons', { token: premium.accessToken, body: { restaurants: [{ ...veganOnly, allergyInfo: { riskLevel: 'green' } }, snapshot('x')] } });
    assert.equal(bad.status, 400);
  });
});
