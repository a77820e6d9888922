import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { getUserTotals } from '../../../functions/lib/data/user-totals-repository';
import type { SavedListResponse, SaveResponse, UnsaveResponse } from '../../../shared/api/library';
import { createTestUser, type TestUser } from '../support/runtime';
import { runtimeWithDbForFile } from '../support/runtime-with-db';
import { call, restaurantCopy, setTier, subOf } from './saved-support';

/**
 * GET /me/saved, PUT and DELETE /me/saved/{restaurantId} through the real local runtime: the saved
 * limit by plan (free 5, pro 20, premium unlimited), exact under concurrency (50 parallel saves at
 * 5 store 5); saving twice counts once; unsaving never takes the counter below 0; over the limit
 * (after a downgrade) saving is refused; nobody sees another user's saves.
 */
const env = runtimeWithDbForFile();

const save = (user: TestUser | undefined, id: string, body: unknown = restaurantCopy(id)) => call<SaveResponse>(env.runtime, 'PUT', `/me/saved/${encodeURIComponent(id)}`, user, body);
const unsave = (user: TestUser | undefined, id: string) => call<UnsaveResponse>(env.runtime, 'DELETE', `/me/saved/${encodeURIComponent(id)}`, user);
const list = (user: TestUser | undefined) => call<SavedListResponse>(env.runtime, 'GET', '/me/saved?limit=48', user);
const savedCounter = async (user: TestUser) => (await getUserTotals(env.db, subOf(user))).saved;
const ids = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => `demo-${prefix}-${i}`);

describe('auth and validation', () => {
  test('every route needs a signed-in user', async () => {
    assert.equal((await list(undefined)).status, 401);
    assert.equal((await save(undefined, 'demo-a')).status, 401);
    assert.equal((await unsave(undefined, 'demo-a')).status, 401);
  });

  test('bad restaurant ids, bodies and a body naming another restaurant are refused with 400', async () => {
    const user = await createTestUser(env.runtime);
    const badId = await save(user, 'bad id!', restaurantCopy('bad id!'));
    assert.equal(badId.status, 400);
    assert.equal(badId.body.error?.fields?.[0]?.path, 'path.restaurantId');
    const tooLong = 'a'.repeat(301);
    assert.equal((await save(user, tooLong, restaurantCopy(tooLong))).status, 400, 'ids are at most 300 characters');
    assert.equal((await unsave(user, 'bad id!')).status, 400);

    const noBody = await call(env.runtime, 'PUT', '/me/saved/demo-a', user);
    assert.equal(noBody.status, 400);
    const { allergyInfo: _dropped, ...withoutScan } = restaurantCopy('demo-a');
    assert.equal((await save(user, 'demo-a', withoutScan)).status, 400, 'the copy must be a whole search result');
    assert.equal((await save(user, 'demo-a', restaurantCopy('demo-a', { rating: 7 }))).status, 400);

    const mismatch = await save(user, 'demo-a', restaurantCopy('demo-b'));
    assert.equal(mismatch.status, 400);
    assert.equal(mismatch.body.error?.code, 'RESTAURANT_ID_MISMATCH');

    // Every field within its own bounds, the whole copy over the stored maximum (64 KB).
    const huge = await save(user, 'demo-a', restaurantCopy('demo-a', { pros: Array.from({ length: 100 }, () => 'x'.repeat(1000)) }));
    assert.equal(huge.status, 413, JSON.stringify(huge.body));
    const distanceTooFar = await save(user, 'demo-a', restaurantCopy('demo-a', { distanceMeters: 1e21 }));
    assert.equal(distanceTooFar.status, 400, `a distance past 2^53: ${JSON.stringify(distanceTooFar.body)}`);
    assert.match(JSON.stringify(distanceTooFar.body), /distanceMeters must be between 0 and/);
    assert.equal(await savedCounter(user), 0, 'nothing refused was counted');
    assert.deepEqual((await list(user)).body.items, []);
  });
});

describe('limits by plan', () => {
  test('free: 5 saves, the 6th gets the Pro wording; saving one again changes nothing', async () => {
    const user = await createTestUser(env.runtime);
    for (const id of ids(5, 'free')) {
      const answer = await save(user, id);
      assert.equal(answer.status, 200);
      assert.equal(answer.body.created, true);
    }
    const sixth = await save(user, 'demo-free-5');
    assert.equal(sixth.status, 429);
    assert.equal(sixth.body.error?.code, 'SAVED_LIMIT_REACHED');
    assert.equal(sixth.body.error?.message, 'Saved restaurants limit reached (5). Upgrade to Pro for more saves!');

    const again = await save(user, 'demo-free-0');
    assert.equal(again.status, 200, 'an already saved restaurant is no new save, even at the limit');
    assert.equal(again.body.created, false);
    assert.equal(again.body.savedCount, 5);
    assert.equal(await savedCounter(user), 5);

    const listed = (await list(user)).body.items;
    assert.equal(listed.length, 5);
    assert.deepEqual(listed[0]!.restaurant_data, restaurantCopy('demo-free-4'), 'the copy as sent, newest first');
  });

  test('pro: 20 saves, the 21st gets the Premium wording', async () => {
    const user = await createTestUser(env.runtime);
    await setTier(env.db, user, 'pro');
    const answers = await Promise.all(ids(20, 'pro').map((id) => save(user, id)));
    assert.deepEqual(new Set(answers.map((a) => a.status)), new Set([200]));
    const extra = await save(user, 'demo-pro-20');
    assert.equal(extra.status, 429);
    assert.equal(extra.body.error?.message, 'Saved restaurants limit reached (20). Upgrade to Premium for more saves!');
    assert.equal(await savedCounter(user), 20);
  });

  test('premium: unlimited (30 saves all stored)', async () => {
    const user = await createTestUser(env.runtime);
    await setTier(env.db, user, 'premium');
    const answers = await Promise.all(ids(30, 'premium').map((id) => save(user, id)));
    assert.deepEqual(new Set(answers.map((a) => a.status)), new Set([200]));
    assert.equal((await list(user)).body.total, 30);
    assert.equal(await savedCounter(user), 30);
  });

  test('over the limit after a downgrade (7 saved on free): saving is refused until enough are removed', async () => {
    const user = await createTestUser(env.runtime);
    await setTier(env.db, user, 'premium');
    for (const id of ids(7, 'down')) assert.equal((await save(user, id)).status, 200);
    await setTier(env.db, user, 'free');

    const refused = await save(user, 'demo-down-new');
    assert.equal(refused.status, 403);
    assert.equal(refused.body.error?.code, 'OVER_SAVED_LIMIT');
    assert.equal(refused.body.error?.message, "You have exceeded your plan's limit of 5 saved restaurants. Please remove some restaurants to continue.");

    assert.equal((await unsave(user, 'demo-down-0')).body.savedCount, 6);
    assert.equal((await unsave(user, 'demo-down-1')).body.savedCount, 5);
    assert.equal((await save(user, 'demo-down-new')).body.error?.code, 'SAVED_LIMIT_REACHED', 'at 5 of 5: no longer over, but full');
    await unsave(user, 'demo-down-2');
    assert.equal((await save(user, 'demo-down-new')).status, 200);
    assert.equal(await savedCounter(user), 5);
  });
});

describe('concurrency', () => {
  test('50 parallel saves of different restaurants on free (limit 5): exactly 5 stored, counter 5', async () => {
    const user = await createTestUser(env.runtime);
    const answers = await Promise.all(ids(50, 'race').map((id) => save(user, id)));
    assert.equal(answers.filter((a) => a.status === 200).length, 5);
    assert.equal(answers.filter((a) => a.status === 429).length, 45);
    assert.equal((await list(user)).body.items.length, 5);
    assert.equal(await savedCounter(user), 5);
  });

  test('50 parallel saves of one restaurant: one item, counted once', async () => {
    const user = await createTestUser(env.runtime);
    const answers = await Promise.all(Array.from({ length: 50 }, () => save(user, 'demo-same')));
    assert.deepEqual(new Set(answers.map((a) => a.status)), new Set([200]));
    assert.equal(answers.filter((a) => a.body.created).length, 1);
    assert.equal((await list(user)).body.items.length, 1);
    assert.equal(await savedCounter(user), 1);
  });

  test('with one free place left, 100 parallel saves of one restaurant all succeed (none is refused as over the limit)', async () => {
    const user = await createTestUser(env.runtime);
    for (const id of ids(4, 'almost')) assert.equal((await save(user, id)).status, 200);
    for (let round = 0; round < 5; round++) {
      const id = `demo-last-${round}`;
      const answers = await Promise.all(Array.from({ length: 100 }, () => save(user, id)));
      assert.deepEqual(new Set(answers.map((a) => a.status)), new Set([200]), `round ${round}: one restaurant saved 100 times at once is one save`);
      assert.equal(answers.filter((a) => a.body.created).length, 1);
      assert.equal(await savedCounter(user), 5);
      assert.equal((await unsave(user, id)).body.savedCount, 4);
    }
    const full = await Promise.all([...Array.from({ length: 50 }, () => save(user, 'demo-fifth')), ...ids(50, 'sixth').map((id) => save(user, id))]);
    assert.equal(full.filter((a) => a.status === 200).length, 50, 'the fifth place 50 times');
    assert.equal(full.filter((a) => a.status === 429).length, 50, 'then the plan is full for every other place');
    assert.equal(await savedCounter(user), 5);
  });

  test('50 parallel unsaves of one item: one removal, the counter goes from 2 to 1, never below', async () => {
    const user = await createTestUser(env.runtime);
    await save(user, 'demo-keep');
    await save(user, 'demo-gone');
    const answers = await Promise.all(Array.from({ length: 50 }, () => unsave(user, 'demo-gone')));
    assert.deepEqual(new Set(answers.map((a) => a.status)), new Set([200]));
    assert.equal(answers.filter((a) => a.body.removed).length, 1);
    assert.equal(await savedCounter(user), 1);
    const more = await Promise.all(Array.from({ length: 50 }, () => unsave(user, 'demo-keep')));
    assert.equal(more.filter((a) => a.body.removed).length, 1);
    assert.equal(await savedCounter(user), 0);
    assert.equal((await unsave(user, 'demo-never-saved')).body.savedCount, 0);
  });
});

test("another user's saves are invisible and cannot be removed", async () => {
  const owner = await createTestUser(env.runtime);
  const other = await createTestUser(env.runtime);
  await save(owner, 'demo-private');
  assert.deepEqual((await list(other)).body.items, []);
  const attempt = await unsave(other, 'demo-private');
  assert.deepEqual(attempt.body, { removed: false, savedCount: 0 });
  assert.equal((await list(owner)).body.items.length, 1);
  assert.equal(await savedCounter(owner), 1);
});
