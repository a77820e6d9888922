import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { describe, test } from 'node:test';
import type { SavedIdsResponse, SavedListResponse, Tag, TaggedListResponse, TagLinksResponse } from '../../../shared/api/library';
import type { PlacesSearchResponse, RestaurantDetail } from '../../../shared/api/places';
import { createTestUser, type TestUser } from '../support/runtime';
import { runtimeWithDbForFile } from '../support/runtime-with-db';
import { call, restaurantCopy, setTier } from './saved-support';

/**
 * GET /me/saved and GET /me/tagged come in pages, each item scanned again by the server against the
 * caller's CURRENT profile with the scanner and compiled profile of the detail page (GET
 * /places/{id}); GET /me/saved-ids and GET /me/tag-links list every id for the hearts and chips.
 * Cursors belong to one account and one list: another's, or a forged one, is a 400 INVALID_CURSOR.
 */
const env = runtimeWithDbForFile();

const NOWHERE = { lat: 44.0, lng: 10.0 };

async function demoPlaces(user: TestUser, n: number): Promise<string[]> {
  const body = { searchQuery: '', cuisineType: 'any', priceRange: 'any', dietaryRestrictions: [], allergies: [], searchRadius: 5, distanceUnit: 'km', coordinates: NOWHERE, location: 'Nowhere' };
  const answer = await call<PlacesSearchResponse>(env.runtime, 'POST', '/places/search', user, body);
  assert.equal(answer.status, 200);
  assert.ok(answer.body.restaurants.length >= n, `the demo dataset has ${n} places`);
  return answer.body.restaurants.slice(0, n).map((r) => r.id);
}

const saveAll = async (user: TestUser, ids: string[]) => {
  for (const id of ids) assert.equal((await call(env.runtime, 'PUT', `/me/saved/${id}`, user, restaurantCopy(id))).status, 200);
};
const savedPage = (user: TestUser | undefined, query = '') => call<SavedListResponse>(env.runtime, 'GET', `/me/saved${query}`, user);
const taggedPage = (user: TestUser | undefined, query = '') => call<TaggedListResponse>(env.runtime, 'GET', `/me/tagged${query}`, user);
const detailScan = async (user: TestUser, id: string) => (await call<RestaurantDetail>(env.runtime, 'GET', `/places/${id}`, user)).body.allergyInfo;
const setProfile = async (user: TestUser, body: Record<string, unknown>) => assert.equal((await call(env.runtime, 'PUT', '/me/profile', user, body)).status, 200);

/** Every page of a list, following nextCursor. */
async function walk<T extends { restaurant_id: string }>(read: (query: string) => Promise<{ status: number; body: { items: T[]; nextCursor: string | null; total: number } }>, limit: number) {
  const pages: T[][] = [];
  let cursor: string | null = null;
  do {
    const answer = await read(`?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    assert.equal(answer.status, 200);
    pages.push(answer.body.items);
    cursor = answer.body.nextCursor;
    assert.ok(pages.length < 20, 'the pages end');
  } while (cursor);
  return pages;
}

describe('the saved list scans every item against the current profile', () => {
  test("each item's scan is the detail page's scan for the same profile, and follows a profile change", async () => {
    const user = await createTestUser(env.runtime);
    const ids = await demoPlaces(user, 8);
    await setTier(env.db, user, 'premium');
    await saveAll(user, ids);

    const scansFor = async () => {
      const answer = await savedPage(user, '?limit=8');
      assert.equal(answer.status, 200);
      return new Map(answer.body.items.map((item) => [item.restaurant_id, item.current_scan]));
    };
    await setProfile(user, { allergies: ['Milk', 'Wheat', 'Eggs'], dietary_preferences: [] });
    const strict = await scansFor();
    for (const id of ids) assert.deepEqual(strict.get(id), await detailScan(user, id), `${id} with Milk, Wheat, Eggs`);

    await setProfile(user, { allergies: [], dietary_preferences: [] });
    const none = await scansFor();
    for (const id of ids) assert.deepEqual(none.get(id), await detailScan(user, id), `${id} with no preferences`);
    assert.ok(
      ids.some((id) => JSON.stringify(strict.get(id)) !== JSON.stringify(none.get(id))),
      'the profile change changed at least one scan (the scan is not the stored copy)',
    );
    // The copy sent at save time said "safe" with no warnings; the stored copy is kept as it was.
    assert.ok((await savedPage(user, '?limit=8')).body.items.every((item) => item.restaurant_data.allergyInfo.riskLevel === 'safe'), 'expected (await savedPage(user, \'?limit=8\')).body.items.every((item) => item.restaurant_data.allergyInfo.riskLevel =...');
  });

  test('a place the provider does not have any more keeps its copy and gets a null scan', async () => {
    const user = await createTestUser(env.runtime);
    await saveAll(user, ['osm-node-999999999']);
    const answer = await savedPage(user);
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body.items.map((i) => [i.restaurant_id, i.current_scan]), [['osm-node-999999999', null]]);
  });
});

describe('pages of the saved list', () => {
  test('pages of 3 give every saved restaurant once, newest first, then a null cursor; ids list them all', async () => {
    const user = await createTestUser(env.runtime);
    await setTier(env.db, user, 'premium');
    const ids = Array.from({ length: 7 }, (_, i) => `demo-page-${i}`);
    await saveAll(user, ids);
    const pages = await walk((q) => savedPage(user, q), 3);
    assert.deepEqual(pages.map((p) => p.length), [3, 3, 1]);
    const newestFirst = [...ids].reverse();
    assert.deepEqual(pages.flat().map((i) => i.restaurant_id), newestFirst);
    assert.equal((await savedPage(user, '?limit=3')).body.total, 7);
    const all = await call<SavedIdsResponse>(env.runtime, 'GET', '/me/saved-ids', user);
    assert.deepEqual(all.body.ids, newestFirst);
  });

  test('without a limit a page holds 12; a page never holds more than 48', async () => {
    const user = await createTestUser(env.runtime);
    await setTier(env.db, user, 'premium');
    await saveAll(user, Array.from({ length: 13 }, (_, i) => `demo-many-${i}`));
    const first = await savedPage(user);
    assert.equal(first.body.items.length, 12);
    assert.ok(first.body.nextCursor, `expected first.body.nextCursor; got ${inspect(first.body.nextCursor)}`);
    for (const bad of ['0', '49', '2.5', 'many']) {
      const answer = await savedPage(user, `?limit=${bad}`);
      assert.equal(answer.status, 400, `limit=${bad}`);
      assert.equal(answer.body.error?.fields?.[0]?.path, 'query.limit');
    }
    assert.equal((await savedPage(user, '?limit=48')).body.items.length, 13);
  });

  test("another account's cursor, the tagged list's cursor and forged cursors are refused with a clear 400", async () => {
    const owner = await createTestUser(env.runtime);
    const other = await createTestUser(env.runtime);
    await setTier(env.db, owner, 'premium');
    await setTier(env.db, other, 'premium');
    await saveAll(owner, ['demo-c-1', 'demo-c-2']);
    await saveAll(other, ['demo-c-3', 'demo-c-4']);
    const cursor = (await savedPage(owner, '?limit=1')).body.nextCursor!;
    assert.ok(cursor, `expected cursor; got ${inspect(cursor)}`);

    const stolen = await savedPage(other, `?limit=1&cursor=${cursor}`);
    assert.equal(stolen.status, 400);
    assert.equal(stolen.body.error?.code, 'INVALID_CURSOR');
    assert.match(stolen.body.error!.message, /another list or account/);

    const crossList = await taggedPage(owner, `?cursor=${cursor}`);
    assert.equal(crossList.status, 400);
    assert.equal(crossList.body.error?.code, 'INVALID_CURSOR');

    for (const forged of ['bm90LWpzb24', Buffer.from('{"l":"saved","u":"x","a":"2099","i":"demo"}').toString('base64url'), 'A'.repeat(600), 'not%20base64']) {
      const answer = await savedPage(owner, `?cursor=${forged}`);
      assert.equal(answer.status, 400, forged.slice(0, 20));
      assert.ok(answer.body.error?.code === 'INVALID_CURSOR' || answer.body.error?.fields?.[0]?.path === 'query.cursor', forged.slice(0, 20));
      assert.match(answer.body.error!.message + JSON.stringify(answer.body.error?.fields ?? []), /cursor/i);
    }
    // Its own cursor still works after the item it points at is gone.
    assert.equal((await call(env.runtime, 'DELETE', '/me/saved/demo-c-2', owner)).status, 200);
    const rest = await savedPage(owner, `?limit=1&cursor=${cursor}`);
    assert.deepEqual(rest.body.items.map((i) => i.restaurant_id), ['demo-c-1']);
  });

  test('the lists and ids need a signed-in user, and show only the caller’s own', async () => {
    assert.equal((await savedPage(undefined)).status, 401);
    assert.equal((await call(env.runtime, 'GET', '/me/saved-ids', undefined)).status, 401);
    assert.equal((await call(env.runtime, 'GET', '/me/tag-links', undefined)).status, 401);
    const fresh = await createTestUser(env.runtime);
    assert.deepEqual((await call<SavedIdsResponse>(env.runtime, 'GET', '/me/saved-ids', fresh)).body.ids, []);
    assert.deepEqual((await savedPage(fresh)).body, { items: [], nextCursor: null, total: 0 });
  });
});

describe('pages of the tagged list', () => {
  test('pages of 2 give every tagged restaurant once, newest first, with scans; tag links list them all (premium only)', async () => {
    const user = await createTestUser(env.runtime);
    await setTier(env.db, user, 'premium');
    const tag = (await call<Tag>(env.runtime, 'POST', '/me/tags', user, { name: 'Date night' })).body;
    const ids = await demoPlaces(user, 5);
    for (const id of ids) assert.equal((await call(env.runtime, 'PUT', `/me/restaurants/${id}/tags/${tag.id}`, user, restaurantCopy(id))).status, 200);

    const pages = await walk((q) => taggedPage(user, q), 2);
    assert.deepEqual(pages.map((p) => p.length), [2, 2, 1]);
    assert.deepEqual(pages.flat().map((i) => i.restaurant_id), [...ids].reverse());
    for (const item of pages.flat()) assert.deepEqual(item.current_scan, await detailScan(user, item.restaurant_id));
    const links = await call<TagLinksResponse>(env.runtime, 'GET', '/me/tag-links', user);
    assert.deepEqual(
      links.body.items.map((l) => [l.restaurant_id, l.tag_ids]).sort(),
      ids.map((id) => [id, [tag.id]]).sort(),
    );

    const free = await createTestUser(env.runtime);
    assert.equal((await call(env.runtime, 'GET', '/me/tag-links', free)).status, 403);
    assert.equal((await taggedPage(free)).status, 403);
  });
});
