import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '../../../functions/lib/data/keys';
import { countTotalFromItems, getUserTotals } from '../../../functions/lib/data/user-totals-repository';
import { createTestUser } from '../support/runtime';
import { runtimeWithDbForFile } from '../support/runtime-with-db';
import { call, snapshot, subOf } from './history-support';
import { restaurantCopy } from './saved-support';

/**
 * Two tabs of one user saving, unsaving, toggling the history item and recording views of the same
 * restaurant at once: every request answers (never 5xx), and what is stored agrees with itself
 * afterwards (the saved counter equals the saved items; the history item is either saved and
 * permanent, or unsaved with an expiry).
 */
const env = runtimeWithDbForFile();

describe('one restaurant, many parallel writes of one user', () => {
  test('120 mixed save / unsave / history toggle / view requests: no 5xx, consistent state', { timeout: 120_000 }, async () => {
    const diner = await createTestUser(env.runtime);
    const userId = subOf(diner);
    const id = 'demo-race-1';
    const historyId = `viewed~${id}`;
    const path = `/me/saved/${id}`;
    const token = diner.accessToken;
    await call(env.runtime, 'POST', '/me/history/restaurants', { token, body: { restaurant: snapshot(id) } });

    const kinds = [
      () => call(env.runtime, 'PUT', path, { token, body: restaurantCopy(id) }),
      () => call(env.runtime, 'DELETE', path, { token }),
      () => call(env.runtime, 'PATCH', `/me/history/restaurants/${historyId}`, { token, body: { saved: true } }),
      () => call(env.runtime, 'PATCH', `/me/history/restaurants/${historyId}`, { token, body: { saved: false } }),
      () => call(env.runtime, 'POST', '/me/history/restaurants', { token, body: { restaurant: snapshot(id) } }),
      () => call(env.runtime, 'POST', '/me/history/restaurants', { token, body: { restaurant: snapshot(id) } }),
    ];
    const answers = await Promise.all(Array.from({ length: 120 }, (_, i) => kinds[i % kinds.length]!()));

    const failed = answers.flatMap((a, i) => (a.status >= 500 ? [`request ${i} (kind ${i % kinds.length}): ${a.status} ${a.text.slice(0, 200)}`] : []));
    assert.deepEqual(failed, [], `no request may answer 5xx (${failed.length} of ${answers.length} did)`);
    const statuses = [...new Set(answers.map((a) => a.status))].sort();
    assert.ok(statuses.every((s) => s === 200 || s === 404), `only 200 or 404 (history item not found) are expected, got ${statuses.join(', ')}`);

    const stored = await countTotalFromItems(env.db, userId, 'saved');
    assert.equal((await getUserTotals(env.db, userId)).saved, stored, 'the saved counter equals the saved items');
    const { Item } = await env.db.client.send(new GetCommand({ TableName: env.db.tableName, Key: keys.restaurantHistory(userId, historyId), ConsistentRead: true }));
    assert.ok(Item, 'the viewed item is still there');
    if (Item.saved === true) assert.equal(Item.expiresAt, undefined, 'a saved history item has no expiry');
    else assert.equal(typeof Item.expiresAt, 'number', 'an unsaved history item expires');
  });
});
