import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '../../../functions/lib/data/keys';
import { countTotalFromItems, getUserTotals, IN_FLIGHT_BOUND_MS, type TotalCounter } from '../../../functions/lib/data/user-totals-repository';
import type { SaveResponse, Tag } from '../../../shared/api/library';
import { MAX_TAGS_PER_USER } from '../../../shared/domain/tags';
import { createTestUser, type TestUser } from '../support/runtime';
import { runtimeWithDbForFile } from '../support/runtime-with-db';
import { call, restaurantCopy, setTier, subOf } from './saved-support';

/**
 * A crash between taking a unit of a plan counter and writing the item leaves the counter above the
 * stored items. Where a full counter makes the request count the items, a counter that has not
 * moved for longer than any request runs is repaired from that count, so a Free user at the edge
 * can still make the 5th save; a counter that moved just now (saves may be in flight) is left alone.
 */
const env = runtimeWithDbForFile();

const save = (user: TestUser, id: string) => call<SaveResponse>(env.runtime, 'PUT', `/me/saved/${encodeURIComponent(id)}`, user, restaurantCopy(id));
const ids = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => `demo-${prefix}-${i}`);

/** What a crash leaves: the counter written above the items, last changed `agoMs` before now. */
async function driftCounter(user: TestUser, counter: TotalCounter, value: number, agoMs: number) {
  await env.db.client.send(
    new UpdateCommand({
      TableName: env.db.tableName,
      Key: keys.userTotals(subOf(user)),
      UpdateExpression: 'SET #c = :value, updatedAt = :at, userId = :user, entity = :entity',
      ExpressionAttributeNames: { '#c': counter },
      ExpressionAttributeValues: { ':value': value, ':at': new Date(Date.now() - agoMs).toISOString(), ':user': subOf(user), ':entity': 'userTotals' },
    }),
  );
}

const settled = IN_FLIGHT_BOUND_MS * 2;

describe('saved counter drift', () => {
  for (const drift of [1, 2]) {
    test(`free, 4 saved, counter ${4 + drift} since a crash: the 5th save succeeds and the counter is repaired`, async () => {
      const user = await createTestUser(env.runtime);
      for (const id of ids(4, `drift${drift}`)) assert.equal((await save(user, id)).status, 200);
      await driftCounter(user, 'saved', 4 + drift, settled);

      const fifth = await save(user, `demo-drift${drift}-fifth`);
      assert.equal(fifth.status, 200, `the 5th save of a Free user is allowed (got ${fifth.status} ${fifth.text})`);
      assert.equal(fifth.body.created, true);
      assert.equal(fifth.body.savedCount, 5);
      assert.equal((await getUserTotals(env.db, subOf(user))).saved, 5, 'the counter equals the 5 stored items');
      assert.equal(await countTotalFromItems(env.db, subOf(user), 'saved'), 5);
      assert.equal((await save(user, `demo-drift${drift}-sixth`)).status, 429, 'the plan is full again at 5');
    });
  }

  test('free, 1 saved, counter 4 since a crash: saves one after another reach exactly 5 (the saves that fill it do not keep it unrepaired)', async () => {
    const user = await createTestUser(env.runtime);
    assert.equal((await save(user, 'demo-filling-0')).status, 200);
    await driftCounter(user, 'saved', 4, settled);
    for (let n = 2; n <= 5; n++) {
      const saved = await save(user, `demo-filling-${n}`);
      assert.equal(saved.status, 200, `save number ${n} of a Free user is allowed (got ${saved.status} ${saved.text})`);
      assert.equal(saved.body.savedCount, n, `save number ${n} counts the ${n} stored items`);
    }
    assert.equal((await save(user, 'demo-filling-6')).status, 429, 'the 6th is refused');
    assert.equal(await countTotalFromItems(env.db, subOf(user), 'saved'), 5);
  });

  test('a counter changed just now is not repaired (a save may be between its unit and its item)', async () => {
    const user = await createTestUser(env.runtime);
    for (const id of ids(4, 'fresh')) assert.equal((await save(user, id)).status, 200);
    await driftCounter(user, 'saved', 5, 0);
    const fifth = await save(user, 'demo-fresh-fifth');
    assert.equal(fifth.status, 429, `refused while the surplus may still be a save in flight (got ${fifth.status})`);
    assert.equal((await getUserTotals(env.db, subOf(user))).saved, 5, 'left as it was');
  });
});

describe('tags counter drift', () => {
  test('premium, no tags stored, counter full since a crash: creating a tag succeeds and the counter is repaired', async () => {
    const user = await createTestUser(env.runtime);
    await setTier(env.db, user, 'premium');
    await driftCounter(user, 'tags', MAX_TAGS_PER_USER, settled);
    const created = await call<Tag>(env.runtime, 'POST', '/me/tags', user, { name: 'After the crash' });
    assert.equal(created.status, 201, `the tag is created (got ${created.status} ${created.text})`);
    assert.equal((await getUserTotals(env.db, subOf(user))).tags, 1, 'the counter equals the one stored tag');
  });
});
