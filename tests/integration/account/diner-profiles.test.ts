import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { getUserTotals } from '../../../functions/lib/data/user-totals-repository';
import type { DeleteDinerProfileResponse, DinerProfile, DinerProfileListResponse } from '../../../shared/api/diner-profiles';
import { createTestUser, type TestUser } from '../support/runtime';
import { runtimeWithDbForFile } from '../support/runtime-with-db';
import { call, setTier, subOf } from '../library/saved-support';

/**
 * Diner profiles, "People I eat with" (product-rules §14.3), through the real local runtime: names
 * trimmed, 1 to 40 characters, no control characters; allergies with a severity each (an unknown
 * severity is a 400 that says so); the plan's limit (Free 1, Pro 3) holds under 100 parallel creates
 * with 429 DINER_PROFILE_LIMIT_REACHED naming the plan; after a downgrade the kept profiles stay
 * readable and new ones are refused; another user's profiles cannot be read, changed or deleted.
 */
const env = runtimeWithDbForFile();

const list = (user: TestUser | undefined) => call<DinerProfileListResponse>(env.runtime, 'GET', '/diner-profiles', user);
const create = (user: TestUser | undefined, body: unknown) => call<DinerProfile>(env.runtime, 'POST', '/diner-profiles', user, body);
const replace = (user: TestUser | undefined, id: string, body: unknown) => call<DinerProfile>(env.runtime, 'PUT', `/diner-profiles/${id}`, user, body);
const remove = (user: TestUser | undefined, id: string) => call<DeleteDinerProfileResponse>(env.runtime, 'DELETE', `/diner-profiles/${id}`, user);
const dinersCounter = async (user: TestUser) => (await getUserTotals(env.db, subOf(user))).diners;
const SOME_ID = '00000000-0000-4000-8000-000000000000';

async function userOn(tier: 'free' | 'pro' | 'premium'): Promise<TestUser> {
  const user = await createTestUser(env.runtime);
  if (tier !== 'free') await setTier(env.db, user, tier);
  return user;
}

describe('diner profile routes', { timeout: 120_000 }, () => {
  test('every route needs a signed-in user', async () => {
    for (const answer of [await list(undefined), await create(undefined, { name: 'Ana' }), await replace(undefined, SOME_ID, { name: 'Ana' }), await remove(undefined, SOME_ID)]) {
      assert.equal(answer.status, 401);
    }
  });

  test('create, list, replace and delete; severities kept per allergy (an allergy without one is an "allergy")', async () => {
    const user = await userOn('pro');
    const created = await create(user, {
      name: '  Ana María  ',
      allergies: ['Peanuts', 'Milk'],
      allergy_severities: { Peanuts: 'severe' },
      dietary_preferences: ['Vegetarian'],
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.equal(created.body.name, 'Ana María', 'trimmed');
    assert.deepEqual(created.body.allergy_severities, { Peanuts: 'severe', Milk: 'allergy' });
    assert.deepEqual(created.body.dietary_preferences, ['Vegetarian']);

    const listed = await list(user);
    assert.equal(listed.status, 200);
    assert.equal(listed.body.limit, 3, 'Pro keeps 3');
    assert.equal(listed.body.tier, 'pro', 'the plan the limit message names');
    assert.deepEqual(listed.body.items.map((d) => d.name), ['Ana María']);

    const changed = await replace(user, created.body.id, { name: 'Ana', allergies: ['Milk'], allergy_severities: { Milk: 'intolerance' } });
    assert.equal(changed.status, 200, JSON.stringify(changed.body));
    assert.deepEqual([changed.body.name, changed.body.allergy_severities, changed.body.dietary_preferences], ['Ana', { Milk: 'intolerance' }, []]);
    assert.equal(changed.body.created_at, created.body.created_at);

    assert.equal((await remove(user, created.body.id)).status, 200);
    assert.deepEqual((await list(user)).body.items, []);
    assert.equal(await dinersCounter(user), 0, 'the delete gave its unit back');
    const again = await remove(user, created.body.id);
    assert.equal(again.status, 404);
    assert.equal(again.body.error?.code, 'DINER_PROFILE_NOT_FOUND');
    assert.equal(await dinersCounter(user), 0, 'never below 0');
    assert.equal((await replace(user, created.body.id, { name: 'Ghost' })).status, 404, 'a deleted profile is not brought back by an edit');
  });

  test('bad names and unknown severities: 400 with a message, nothing stored', async () => {
    const user = await userOn('premium');
    const cases: [unknown, RegExp][] = [
      [{}, /enter a name/],
      [{ name: '   ' }, /enter a name/],
      [{ name: 'x'.repeat(41) }, /at most 40/],
      [{ name: 'Ana\nBob' }, /control characters/],
      [{ name: 'Ana\u0007' }, /control characters/],
      [{ name: 'Ana', allergies: ['Peanuts'], allergy_severities: { Peanuts: 'deadly' } }, /severity/],
      [{ name: 'Ana', allergies: ['Peanuts'], allergy_severities: { Shellfish: 'severe' } }, /not one of the allergies/],
      [{ name: 'Ana', extra: 1 }, /./],
    ];
    for (const [body, message] of cases) {
      const answer = await create(user, body);
      assert.equal(answer.status, 400, JSON.stringify(body));
      assert.equal(answer.body.error?.code, 'VALIDATION_FAILED');
      const said = [answer.body.error?.message, ...(answer.body.error?.fields ?? []).map((f) => f.message)].join(' ');
      assert.match(said, message, JSON.stringify(body));
    }
    const forty = await create(user, { name: 'y'.repeat(40) });
    assert.equal(forty.status, 201, '40 characters is allowed');
    assert.equal((await replace(user, forty.body.id, { name: 'a\tb' })).status, 400, 'an edit is checked too');
    assert.equal((await list(user)).body.items.length, 1);
    assert.equal(await dinersCounter(user), 1);
  });

  test("another user's profile can be neither listed, changed nor deleted", async () => {
    const owner = await userOn('free');
    const stranger = await userOn('free');
    const mine = await create(owner, { name: 'Kim' });
    assert.equal((await replace(stranger, mine.body.id, { name: 'Hijack' })).status, 404);
    assert.equal((await remove(stranger, mine.body.id)).status, 404);
    assert.deepEqual((await list(stranger)).body.items, []);
    assert.deepEqual((await list(owner)).body.items.map((d) => d.name), ['Kim']);
  });
});

describe('the plan limit (Free 1, Pro 3) under 100 parallel creates', { timeout: 120_000 }, () => {
  for (const [tier, limit] of [['free', 1], ['pro', 3]] as const) {
    test(`${tier}: exactly ${limit} created, the rest 429 naming the plan`, async () => {
      const user = await userOn(tier);
      const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => create(user, { name: `Guest ${i}` })));
      assert.equal(answers.filter((a) => a.status === 201).length, limit);
      const refused = answers.filter((a) => a.status !== 201);
      assert.equal(refused.length, 100 - limit);
      for (const answer of refused) {
        assert.equal(answer.status, 429);
        assert.equal(answer.body.error?.code, 'DINER_PROFILE_LIMIT_REACHED');
      }
      assert.match(refused[0]!.body.error?.message ?? '', new RegExp(tier === 'free' ? 'Free plan.*Upgrade to Pro' : 'Pro plan.*Upgrade to Premium'));
      assert.equal((await list(user)).body.items.length, limit);
      assert.equal(await dinersCounter(user), limit);
    });
  }

  test('after a downgrade the kept profiles stay readable and editable; new ones are refused until enough are deleted', async () => {
    const user = await userOn('pro');
    const made = [];
    for (const name of ['A', 'B', 'C']) made.push((await create(user, { name })).body);
    await setTier(env.db, user, 'free');
    const listed = await list(user);
    assert.deepEqual([listed.body.limit, listed.body.items.map((d) => d.name)], [1, ['A', 'B', 'C']]);
    assert.equal((await replace(user, made[0]!.id, { name: 'Alma' })).status, 200, 'a kept profile can be edited');
    assert.equal((await create(user, { name: 'D' })).status, 429);
    await remove(user, made[0]!.id);
    await remove(user, made[1]!.id);
    assert.equal((await create(user, { name: 'D' })).status, 429, 'one left fills the Free plan');
    await remove(user, made[2]!.id);
    assert.equal((await create(user, { name: 'D' })).status, 201);
  });
});
