import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { describe, test } from 'node:test';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { getDailyUsage } from '../../functions/lib/data/daily-usage-repository';
import { keys } from '../../functions/lib/data/keys';
import { listRestaurantHistory, recordRestaurantHistory, RESTAURANT_HISTORY_RETENTION_DAYS } from '../../functions/lib/data/restaurant-history-repository';
import { DomainError } from '../../functions/lib/errors';
import { recordRestaurantVisit } from '../../functions/lib/services/library/restaurant-history-service';
import type { RestaurantHistoryItem, RestaurantSnapshot } from '../../shared/api/history';
import { utcDate } from '../../shared/domain/utc-dates';
import { addDays, epochSeconds } from '../../shared/domain/utc-dates';
import { createTestUser, type TestUser } from './support/runtime';
import { runtimeWithDbForFile } from './support/runtime-with-db';
import { post } from './support/http';
import { resetServerClock, serverNow, setServerClockToMidday } from './support/server-clock';

/**
 * POST /me/history/restaurants (a result was opened, product-rules §9.1) through the real local runtime:
 * one item per user, restaurant and action; a second view refreshes it; unsaved items expire after
 * 14 days, saved ones stay saved; bad bodies are refused with field messages.
 */
const env = runtimeWithDbForFile();

const snapshot = (overrides: Partial<RestaurantSnapshot> = {}): RestaurantSnapshot => ({
  id: 'osm-node-2186349324',
  name: "Del Frisco's",
  imageUrl: 'http://localhost/api/places/illustration?c=steakhouse&s=1',
  cuisineType: 'Steakhouse',
  cuisines: ['steakhouse'],
  address: '1426 Chestnut Street, Philadelphia',
  distance: '0.1 miles',
  coordinates: { lat: 39.9509449, lng: -75.1655084 },
  dietaryOptions: [],
  source: 'openstreetmap',
  demo: false,
  ...overrides,
});

const record = (user: TestUser | undefined, body: unknown) =>
  post<RestaurantHistoryItem & { error?: { code: string; fields?: { path: string }[] } }>(env.runtime, '/me/history/restaurants', body, user?.accessToken);

const subOf = (user: TestUser) => (JSON.parse(Buffer.from(user.accessToken.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;

describe('POST /me/history/restaurants', () => {
  test('records a view once per restaurant; viewing again refreshes it; other users see none of it', async () => {
    const diner = await createTestUser(env.runtime);
    const other = await createTestUser(env.runtime);
    const first = await record(diner, { restaurant: snapshot() });
    assert.equal(first.status, 200);
    assert.equal(first.body.id, 'viewed~osm-node-2186349324');
    assert.equal(first.body.action_type, 'viewed');
    assert.equal(first.body.saved, false);
    assert.deepEqual(first.body.restaurant_data, snapshot());

    await new Promise((r) => setTimeout(r, 5));
    const again = await record(diner, { restaurant: snapshot({ distance: '0.3 miles' }), actionType: 'viewed' });
    assert.equal(again.status, 200);
    assert.ok(again.body.created_at > first.body.created_at, 'the time moves to the latest view');
    await record(diner, { restaurant: snapshot({ id: 'demo-abc', name: 'Seoul Arirang', source: 'demo', demo: true }) });

    const listed = await listRestaurantHistory(env.db, subOf(diner));
    assert.deepEqual(listed.map((item) => item.restaurant_id), ['demo-abc', 'osm-node-2186349324'], 'one item per restaurant, newest first');
    assert.equal(listed[1]!.restaurant_data.distance, '0.3 miles');
    assert.deepEqual(await listRestaurantHistory(env.db, subOf(other)), []);
  });

  test('an unsaved item expires 14 days after its last view, through TTL and the expiry index', async () => {
    const userId = 'history-expiry-user';
    const viewedAt = new Date('2026-11-01T12:00:00Z');
    await recordRestaurantHistory(env.db, userId, 'viewed', snapshot(), viewedAt);
    const { Item } = await env.db.client.send(new GetCommand({ TableName: env.db.tableName, Key: keys.restaurantHistory(userId, 'viewed~osm-node-2186349324') }));
    const expiresAt = epochSeconds(addDays(viewedAt, RESTAURANT_HISTORY_RETENTION_DAYS));
    assert.equal(Item?.expiresAt, expiresAt);
    assert.equal(Item?.gsi2pk, 'EXPIRES#2026-11-15');
    assert.equal((await listRestaurantHistory(env.db, userId, addDays(viewedAt, 13))).length, 1);
    assert.equal((await listRestaurantHistory(env.db, userId, addDays(viewedAt, 15))).length, 0, 'gone after 14 days');
  });

  test('a saved item stays saved and permanent when viewed again', async () => {
    const userId = 'history-saved-user';
    await recordRestaurantHistory(env.db, userId, 'viewed', snapshot(), new Date('2026-11-01T12:00:00Z'));
    // What saving it (PATCH /me/history/restaurants/{id}) does: saved, and no expiry.
    await env.db.client.send(
      new UpdateCommand({
        TableName: env.db.tableName,
        Key: keys.restaurantHistory(userId, 'viewed~osm-node-2186349324'),
        UpdateExpression: 'SET saved = :true REMOVE expiresAt, gsi2pk, gsi2sk',
        ExpressionAttributeValues: { ':true': true },
      }),
    );
    const later = new Date('2026-12-20T12:00:00Z');
    const item = await recordRestaurantHistory(env.db, userId, 'viewed', snapshot({ name: "Del Frisco's Double Eagle" }), later);
    assert.equal(item.saved, true);
    assert.equal(item.created_at, later.toISOString());
    assert.equal(item.restaurant_data.name, "Del Frisco's Double Eagle");
    const { Item } = await env.db.client.send(new GetCommand({ TableName: env.db.tableName, Key: keys.restaurantHistory(userId, 'viewed~osm-node-2186349324') }));
    assert.equal(Item?.expiresAt, undefined);
    assert.equal((await listRestaurantHistory(env.db, userId, addDays(later, 400))).length, 1);
  });

  test('viewed and compared are separate items for the same restaurant', async () => {
    const userId = 'history-actions-user';
    await recordRestaurantHistory(env.db, userId, 'viewed', snapshot());
    await recordRestaurantHistory(env.db, userId, 'compared', snapshot());
    assert.deepEqual((await listRestaurantHistory(env.db, userId)).map((item) => item.id).sort(), ['compared~osm-node-2186349324', 'viewed~osm-node-2186349324']);
  });

  test('the daily cap holds under concurrency: exactly the allowed number are recorded', async (t) => {
    // Counted per UTC date: no midnight may fall inside this test.
    await setServerClockToMidday(env.runtime.dataDir);
    t.after(() => resetServerClock(env.runtime.dataDir));
    const caller = { userId: 'history-cap-user', cognitoUsername: 'history-cap-user', groups: [] };
    const attempts = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        recordRestaurantVisit({ db: env.db, dailyLimit: 4 }, caller, { actionType: 'viewed', restaurant: snapshot({ id: `demo-cap-${i}` }) }),
      ),
    );
    const refused = attempts.filter((a): a is PromiseRejectedResult => a.status === 'rejected');
    assert.equal(attempts.length - refused.length, 4);
    for (const { reason } of refused) {
      assert.ok(reason instanceof DomainError && reason.kind === 'limit-reached', `expected reason instanceof DomainError && reason.kind === 'limit-reached'; got reason = ${inspect(reason)}, reason.kind = ${inspect(reason.kind)}`);
      assert.equal(reason.code, 'DAILY_HISTORY_LIMIT');
    }
    assert.equal((await listRestaurantHistory(env.db, caller.userId)).length, 4);
    assert.equal((await getDailyUsage(env.db, caller.userId, utcDate(serverNow()))).historyWrites, 4);
  });

  test('bad bodies are refused with the fields named; nothing is written', async () => {
    const diner = await createTestUser(env.runtime);
    const noBody = await record(diner, {});
    assert.equal(noBody.status, 400);
    assert.equal(noBody.body.error?.code, 'VALIDATION_FAILED');
    const withScan = await record(diner, { restaurant: { ...snapshot(), allergyInfo: { riskLevel: 'safe' } } });
    assert.equal(withScan.status, 400, 'the scan is not history data');
    const badAction = await record(diner, { restaurant: snapshot(), actionType: 'saved' });
    assert.equal(badAction.status, 400);
    assert.ok(badAction.body.error?.fields?.some((f) => f.path === 'body.actionType'), `expected badAction.body.error?.fields?.some((f) => f.path === 'body.actionType'); got badAction.body.error?.fields = ${inspect(badAction.body.error?.fields)}`);
    const hugeName = await record(diner, { restaurant: snapshot({ name: 'x'.repeat(301) }) });
    assert.equal(hugeName.status, 400);
    assert.deepEqual(await listRestaurantHistory(env.db, subOf(diner)), []);
  });

  test('needs a signed-in caller; the list (issue 11) shows what was recorded', async () => {
    assert.equal((await record(undefined, { restaurant: snapshot() })).status, 401);
    const diner = await createTestUser(env.runtime);
    await record(diner, { restaurant: snapshot() });
    const list = await env.runtime.api('/me/history/restaurants', { token: diner.accessToken });
    assert.equal(list.status, 200);
    assert.deepEqual(((await list.json()) as { items: RestaurantHistoryItem[] }).items.map((item) => item.id), ['viewed~osm-node-2186349324']);
  });
});
