import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '../../../functions/lib/data/keys';
import { listRestaurantHistory, recordRestaurantHistory } from '../../../functions/lib/data/restaurant-history-repository';
import { listSearchHistory, putSearchHistoryEntry, type SearchHistoryEntry } from '../../../functions/lib/data/search-history-repository';
import { runCleanup } from '../../../functions/lib/services/operations/cleanup-service';
import type { ClearHistoryResponse, RestaurantHistoryItem, RestaurantHistoryList, SearchHistoryItem, SearchHistoryList } from '../../../shared/api/history';
import { addDays, epochSeconds } from '../../../shared/domain/utc-dates';
import { createTestUser, type TestUser } from '../support/runtime';
import { runtimeWithDbForFile } from '../support/runtime-with-db';
import { serverNow } from '../support/server-clock';
import { call, snapshot, subOf } from './history-support';

/**
 * /me/history through the real local runtime: only the caller's live items, newest first; the save
 * toggle (saved: permanent; unsaved: 14 days from then); delete-all (saved items too); expiry after
 * 14 days hidden from reads at once and deleted by the cleanup job. Time moves by writing items at
 * an earlier `now` and by giving reads and cleanup a later one, never by waiting.
 */
const env = runtimeWithDbForFile();

const RETENTION_DAYS = 14;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

const search = (overrides: Partial<SearchHistoryEntry> = {}): SearchHistoryEntry => ({
  id: randomUUID(),
  search_query: 'thai',
  cuisine_type: 'thai',
  price_range: '$$',
  dietary_restrictions: ['Vegetarian'],
  allergies: ['Peanuts'],
  location: 'Philadelphia, Pennsylvania, US',
  coordinates: { lat: 39.9526, lng: -75.1652 },
  search_radius: 3,
  distance_unit: 'miles',
  results_count: 12,
  source: 'demo',
  saved: false,
  ...overrides,
});

const restaurants = (user: TestUser) => call<RestaurantHistoryList>(env.runtime, 'GET', '/me/history/restaurants', { token: user.accessToken });
const searches = (user: TestUser) => call<SearchHistoryList>(env.runtime, 'GET', '/me/history/searches', { token: user.accessToken });
const stored = async (key: { pk: string; sk: string }) => (await env.db.client.send(new GetCommand({ TableName: env.db.tableName, Key: key }))).Item;

describe('/me/history authentication', () => {
  for (const [method, path] of [
    ['GET', '/me/history/restaurants'],
    ['PATCH', '/me/history/restaurants/viewed~x'],
    ['DELETE', '/me/history/restaurants'],
    ['GET', '/me/history/searches'],
    ['PATCH', '/me/history/searches/1-x'],
    ['DELETE', '/me/history/searches'],
  ] as const) {
    test(`${method} ${path} needs a signed-in caller`, async () => {
      assert.equal((await call(env.runtime, method, path, method === 'PATCH' ? { body: { saved: true } } : {})).status, 401);
      assert.equal((await call(env.runtime, method, path, { token: 'forged.token.value', ...(method === 'PATCH' ? { body: { saved: true } } : {}) })).status, 401);
    });
  }
});

describe('restaurant history', () => {
  test('lists only the caller\'s items, newest first; never one older than 14 days, even before cleanup', async () => {
    const diner = await createTestUser(env.runtime);
    const other = await createTestUser(env.runtime);
    const now = serverNow().getTime();
    // Either side of the 14 days, an hour away (the list is read well inside that hour).
    await recordRestaurantHistory(env.db, subOf(diner), 'viewed', snapshot('old'), new Date(now - RETENTION_DAYS * DAY_MS - HOUR_MS));
    await recordRestaurantHistory(env.db, subOf(diner), 'viewed', snapshot('recent'), new Date(now - RETENTION_DAYS * DAY_MS + HOUR_MS));
    await recordRestaurantHistory(env.db, subOf(diner), 'compared', snapshot('today'), new Date(now - 60_000));
    await recordRestaurantHistory(env.db, subOf(other), 'viewed', snapshot('theirs'), new Date(now - 60_000));
    const listed = await restaurants(diner);
    assert.equal(listed.status, 200);
    assert.deepEqual(listed.body.items.map((i) => i.id), ['compared~today', 'viewed~recent'], 'newest first; 13 days 23 h old listed, 14 days 1 h old hidden');
    assert.ok(await stored(keys.restaurantHistory(subOf(diner), 'viewed~old')), 'still in the table: cleanup has not run');
    assert.deepEqual((await restaurants(other)).body.items.map((i) => i.id), ['viewed~theirs']);
  });

  test('saving makes an item permanent; unsaving gives it 14 days from then; another user\'s id is not found', async () => {
    const diner = await createTestUser(env.runtime);
    const other = await createTestUser(env.runtime);
    const viewedAt = new Date(Date.now() - 10 * DAY_MS);
    await recordRestaurantHistory(env.db, subOf(diner), 'viewed', snapshot('keep'), viewedAt);
    const path = '/me/history/restaurants/viewed~keep';

    assert.equal((await call(env.runtime, 'PATCH', path, { token: other.accessToken, body: { saved: true } })).status, 404, 'not theirs');
    const saved = await call<RestaurantHistoryItem>(env.runtime, 'PATCH', path, { token: diner.accessToken, body: { saved: true } });
    assert.equal(saved.status, 200);
    assert.equal(saved.body.saved, true);
    const item = await stored(keys.restaurantHistory(subOf(diner), 'viewed~keep'));
    assert.equal(item?.expiresAt, undefined, 'no TTL');
    assert.equal(item?.gsi2pk, undefined, 'out of the expiry index');
    assert.equal((await listRestaurantHistory(env.db, subOf(diner), addDays(viewedAt, 400))).length, 1, 'still listed a year later');
    assert.equal((await runCleanup(env.db, { now: addDays(viewedAt, 400) })).deleted >= 0, true);
    assert.ok(await stored(keys.restaurantHistory(subOf(diner), 'viewed~keep')), 'cleanup keeps it');

    const before = Date.now();
    const unsaved = await call<RestaurantHistoryItem>(env.runtime, 'PATCH', path, { token: diner.accessToken, body: { saved: false } });
    assert.equal(unsaved.body.saved, false);
    const expiresAt = (await stored(keys.restaurantHistory(subOf(diner), 'viewed~keep')))?.expiresAt as number;
    assert.ok(expiresAt >= epochSeconds(new Date(before + RETENTION_DAYS * DAY_MS)) && expiresAt <= epochSeconds(new Date(Date.now() + RETENTION_DAYS * DAY_MS)), `expected expiresAt >= epochSeconds(new Date(before + RETENTION_DAYS * DAY_MS)) && expiresAt <= epochSeconds(new Date...; got expiresAt = ${inspect(expiresAt)}`);
    const unsavedAt = new Date(before);
    assert.equal((await listRestaurantHistory(env.db, subOf(diner), addDays(unsavedAt, RETENTION_DAYS - 1))).length, 1);
    assert.equal((await listRestaurantHistory(env.db, subOf(diner), addDays(unsavedAt, RETENTION_DAYS + 1))).length, 0);
  });

  test('an expired item cannot be saved back; unknown ids are 404; bad bodies 400', async () => {
    const diner = await createTestUser(env.runtime);
    await recordRestaurantHistory(env.db, subOf(diner), 'viewed', snapshot('gone'), new Date(Date.now() - (RETENTION_DAYS + 1) * DAY_MS));
    const expired = await call(env.runtime, 'PATCH', '/me/history/restaurants/viewed~gone', { token: diner.accessToken, body: { saved: true } });
    assert.equal(expired.status, 404);
    assert.deepEqual(expired.body.error, { code: 'HISTORY_ITEM_NOT_FOUND', message: 'This history item no longer exists.' });
    assert.equal((await call(env.runtime, 'PATCH', '/me/history/restaurants/viewed~never', { token: diner.accessToken, body: { saved: true } })).status, 404);
    for (const body of [{}, { saved: 'yes' }, { saved: true, extra: 1 }, null]) {
      const answer = await call(env.runtime, 'PATCH', '/me/history/restaurants/viewed~gone', { token: diner.accessToken, body });
      assert.equal(answer.status, 400, JSON.stringify(body));
    }
  });

  test('delete-all removes every item of the caller, saved ones too, and no one else\'s', async () => {
    const diner = await createTestUser(env.runtime);
    const other = await createTestUser(env.runtime);
    for (const id of ['a', 'b', 'c']) await recordRestaurantHistory(env.db, subOf(diner), 'viewed', snapshot(id));
    await call(env.runtime, 'PATCH', '/me/history/restaurants/viewed~b', { token: diner.accessToken, body: { saved: true } });
    await recordRestaurantHistory(env.db, subOf(other), 'viewed', snapshot('a'));
    const cleared = await call<ClearHistoryResponse>(env.runtime, 'DELETE', '/me/history/restaurants', { token: diner.accessToken });
    assert.deepEqual(cleared.body, { deleted: 3 });
    assert.deepEqual((await restaurants(diner)).body.items, []);
    assert.equal((await restaurants(other)).body.items.length, 1);
  });
});

describe('search history', () => {
  test('a search is recorded by POST /places/search with what Search Again needs', async () => {
    const diner = await createTestUser(env.runtime);
    const ran = await call(env.runtime, 'POST', '/places/search', {
      token: diner.accessToken,
      body: {
        searchQuery: 'noodles',
        cuisineType: 'thai',
        priceRange: '$$',
        dietaryRestrictions: ['Vegetarian'],
        allergies: ['Peanuts'],
        searchRadius: 3,
        distanceUnit: 'km',
        coordinates: { lat: 39.9526, lng: -75.1652 },
        location: 'Philadelphia, Pennsylvania, US',
      },
    });
    assert.equal(ran.status, 200, ran.text.slice(0, 200));
    const [item] = (await searches(diner)).body.items;
    assert.ok(item, `expected item; got ${inspect(item)}`);
    assert.deepEqual(
      { q: item.search_query, c: item.cuisine_type, p: item.price_range, d: item.dietary_restrictions, a: item.allergies, l: item.location, xy: item.coordinates, r: item.search_radius, u: item.distance_unit, saved: item.saved },
      { q: 'noodles', c: 'thai', p: '$$', d: ['Vegetarian'], a: ['Peanuts'], l: 'Philadelphia, Pennsylvania, US', xy: { lat: 39.9526, lng: -75.1652 }, r: 3, u: 'km', saved: false },
    );
  });

  test('lists the caller\'s live searches newest first; save, unsave, other users and expiry as for restaurants', async () => {
    const diner = await createTestUser(env.runtime);
    const other = await createTestUser(env.runtime);
    const now = serverNow().getTime();
    await putSearchHistoryEntry(env.db, subOf(diner), search({ search_query: 'old' }), new Date(now - RETENTION_DAYS * DAY_MS - HOUR_MS));
    await putSearchHistoryEntry(env.db, subOf(diner), search({ search_query: 'kept' }), new Date(now - RETENTION_DAYS * DAY_MS + HOUR_MS));
    await putSearchHistoryEntry(env.db, subOf(diner), search({ search_query: 'older' }), new Date(now - 5 * DAY_MS));
    await putSearchHistoryEntry(env.db, subOf(diner), search({ search_query: 'newer' }), new Date(now - DAY_MS));
    await putSearchHistoryEntry(env.db, subOf(other), search({ search_query: 'theirs' }), new Date(now - DAY_MS));
    const listed = (await searches(diner)).body.items;
    assert.deepEqual(listed.map((i) => i.search_query), ['newer', 'older', 'kept'], '13 days 23 h old listed, 14 days 1 h old hidden');

    const older = listed[1]!;
    assert.equal((await call(env.runtime, 'PATCH', `/me/history/searches/${older.id}`, { token: other.accessToken, body: { saved: true } })).status, 404);
    const saved = await call<SearchHistoryItem>(env.runtime, 'PATCH', `/me/history/searches/${older.id}`, { token: diner.accessToken, body: { saved: true } });
    assert.equal(saved.status, 200);
    assert.deepEqual(saved.body, { ...older, saved: true });
    const later = new Date(now + (RETENTION_DAYS + 2) * DAY_MS);
    assert.deepEqual((await listSearchHistory(env.db, subOf(diner), later)).map((i) => i.search_query), ['older'], 'only the saved one lasts');
    const summary = await runCleanup(env.db, { now: later });
    assert.ok(summary.deleted >= 2, 'cleanup deletes the expired ones');
    assert.deepEqual((await searches(diner)).body.items.map((i) => i.search_query), ['older']);

    const unsaved = await call<SearchHistoryItem>(env.runtime, 'PATCH', `/me/history/searches/${older.id}`, { token: diner.accessToken, body: { saved: false } });
    assert.equal(unsaved.body.saved, false);
    assert.equal((await listSearchHistory(env.db, subOf(diner), new Date(Date.now() + (RETENTION_DAYS + 1) * DAY_MS))).length, 0);
    for (const id of ['nonsense', '123-not-a-uuid', `${now}-${randomUUID()}`]) {
      assert.equal((await call(env.runtime, 'PATCH', `/me/history/searches/${id}`, { token: diner.accessToken, body: { saved: true } })).status, 404, id);
    }
  });

  test('delete-all removes every search of the caller, saved ones too, and no one else\'s', async () => {
    const diner = await createTestUser(env.runtime);
    const other = await createTestUser(env.runtime);
    await putSearchHistoryEntry(env.db, subOf(diner), search());
    await putSearchHistoryEntry(env.db, subOf(diner), search());
    const [first] = (await searches(diner)).body.items;
    await call(env.runtime, 'PATCH', `/me/history/searches/${first!.id}`, { token: diner.accessToken, body: { saved: true } });
    await putSearchHistoryEntry(env.db, subOf(other), search());
    assert.deepEqual((await call(env.runtime, 'DELETE', '/me/history/searches', { token: diner.accessToken })).body, { deleted: 2 });
    assert.deepEqual((await searches(diner)).body.items, []);
    assert.equal((await searches(other)).body.items.length, 1);
  });
});
