import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { after, before, describe, test } from 'node:test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { createDb, type Db } from '../../../functions/lib/data/db';
import { runCleanup } from '../../../functions/lib/services/operations/cleanup-service';
import { DEFAULT_OSM_SEED_DIR, seedOsmPlaces } from '../../../infra/local/osm-seed';
import { MENU_ERRORS } from '../../../shared/api/menus';
import { call, setPlan, subOf } from '../library/history-support';
import { createTestUser, startTestRuntime, type TestRuntime, type TestUser } from '../support/runtime';
import { serverNow, setServerClockOffset, setServerClockToMidday } from '../support/server-clock';
import { DAY_MS, demoRestaurantIds, generate, listMenus, scrapesUsed, setAllergies, storeSavedRestaurants } from './menu-support';

/**
 * POST /menus/generate and GET /me/menus through the real local runtime with the embedded places
 * and AI providers. Rules (product-rules §9.1): one scrape per generation from a daily quota of 5 (free),
 * 15 (pro), unlimited (premium), taken before generating with one conditional write, so exact under
 * concurrency; a menu from the last day for the same restaurant comes back cached without a scrape
 * unless `regenerate`; refused while over the saved limit; menus are the caller's own and expire
 * after 1 day. Failing and empty generators are in menus-openai.test.ts.
 */
let runtime: TestRuntime;
let db: Db;
/** The server clock's offset while the tests run (12:00 UTC today when they started). */
let middayOffsetMs: number;
// Menus are per user: every test's user starts from the nearest places.
const ids = demoRestaurantIds(100);
const first = (count: number) => ids.slice(0, count);

before(async () => {
  // The OpenStreetMap exports imported as `npm start` does: real Edinburgh places with their addresses.
  const dataDir = mkdtempSync(join(tmpdir(), 'forksure-it-menus-'));
  seedOsmPlaces(DEFAULT_OSM_SEED_DIR(resolve(import.meta.dirname, '..', '..', '..')), join(dataDir, 'places'));
  runtime = await startTestRuntime(dataDir);
  db = createDb({ tableName: runtime.tableName, dynamoEndpoint: runtime.dynamoEndpoint, region: 'us-east-1' });
  // The daily scrape allowances are counted per UTC date: no midnight may fall inside a test.
  middayOffsetMs = await setServerClockToMidday(runtime.dataDir);
});
after(async () => {
  db?.client.destroy();
  await runtime?.dispose();
});

/**
 * Sends again after the Retry-After of a shed request (503), as the web client does, at most
 * SHED_TRIES times: a server that keeps shedding fails the test with what it answered.
 */
const SHED_TRIES = 30;
async function retryShed<T extends { status: number; headers: Headers }>(send: () => Promise<T>): Promise<T> {
  const started = Date.now();
  for (let tries = 1; ; tries += 1) {
    const answer = await send();
    if (answer.status !== 503) return answer;
    if (tries === SHED_TRIES) {
      assert.fail(`still shed (503, Retry-After ${answer.headers.get('retry-after')}) after ${tries} tries over ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    const seconds = Number(answer.headers.get('retry-after')) || 1;
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000 * (0.5 + Math.random())));
  }
}

async function userOn(tier: 'free' | 'pro' | 'premium'): Promise<TestUser> {
  const user = await createTestUser(runtime);
  await setPlan(db, user, tier);
  return user;
}

describe('POST /menus/generate', () => {
  test('needs a signed-in caller (401), like GET /me/menus', async () => {
    assert.equal((await call(runtime, 'POST', '/menus/generate', { body: { restaurantId: ids[0] } })).status, 401);
    assert.equal((await call(runtime, 'GET', '/me/menus')).status, 401);
  });

  test('bad bodies are 400 with the field named; an unknown restaurant is 404 and costs no scrape', async () => {
    const user = await userOn('free');
    for (const body of [{}, { restaurantId: '' }, { restaurantId: 'a/b' }, { restaurantId: 7 }, { restaurantId: ids[0], regenerate: 'yes' }, { restaurantId: ids[0], extra: 1 }, { restaurantId: ids[0], language: 'xx' }]) {
      const answer = await generate(runtime, user, body);
      assert.equal(answer.status, 400, JSON.stringify(body));
      assert.ok(answer.body.error?.fields?.length, JSON.stringify(answer.body));
    }
    const missing = await generate(runtime, user, { restaurantId: 'demo-1_1_99' });
    assert.equal(missing.status, 404);
    assert.deepEqual(missing.body.error, { code: 'RESTAURANT_NOT_FOUND', message: "The restaurant you're looking for doesn't exist or has been removed." });
    assert.equal(await scrapesUsed(runtime, user), 0, 'a 404 gives its scrape back');
  });

  test('a generated menu: the spec shape, 8-15 estimated items, each scanned against the caller profile; prices in the currency the address names', async () => {
    const user = await userOn('free');
    assert.equal((await setAllergies(runtime, user, ['Milk'])).status, 200);
    // An Edinburgh place from OpenStreetMap whose address ends with its UK postcode: prices in pounds.
    const search = await call<{ restaurants: { id: string; address: string }[] }>(runtime, 'POST', '/places/search', {
      token: user.accessToken,
      body: { location: 'Edinburgh', coordinates: { lat: 55.9533, lng: -3.1883 }, searchRadius: 2, distanceUnit: 'km' },
    });
    const edinburgh = search.body.restaurants.find((r) => /\b[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/.test(r.address));
    assert.ok(edinburgh, 'an imported place with a postcode');
    const answer = await generate(runtime, user, { restaurantId: edinburgh.id });
    assert.equal(answer.status, 200, answer.text);
    const menu = answer.body;
    assert.equal(menu.restaurantId, edinburgh.id);
    assert.equal(menu.location, edinburgh.address);
    assert.equal(menu.cached, false);
    assert.equal(menu.source, 'embedded-knowledge-base');
    assert.ok(menu.restaurantName && menu.created_at && menu.menuId, `expected menu.restaurantName && menu.created_at && menu.menuId; got menu.restaurantName = ${inspect(menu.restaurantName)}, menu.created_at = ${inspect(menu.created_at)}, menu.menuId = ${inspect(menu.menuId)}`);
    assert.ok(menu.menuItems.length >= 8 && menu.menuItems.length <= 15, `${menu.menuItems.length} items`);
    assert.equal(menu.totalItemsGenerated, menu.menuItems.length);
    const hasDairy = (ingredients: string) =>
      /\b(cheese|butter|cream|milk|yogurt|mozzarella|parmesan)\b/.test(ingredients) && !/\b(coconut|oat) milk\b/.test(ingredients);
    for (const item of menu.menuItems) {
      assert.match(item.price, /^£\d+\.\d\d$/, 'a UK postcode: pounds');
      assert.ok(item.ingredients.length > 0 && typeof item.calories === 'number', `${item.menu_item}: ingredients and calories, got ${JSON.stringify(item)}`);
      if (hasDairy(item.ingredients)) assert.ok(item.scan.allergenWarnings.some((w) => w.category === 'milk'), `${item.menu_item} has dairy (${item.ingredients}) but no milk warning: ${JSON.stringify(item.scan.allergenWarnings)}`);
    }
    // The menu is seeded by the restaurant id: this place's has dairy dishes, so the check above is not vacuous.
    const dairy = menu.menuItems.filter((item) => hasDairy(item.ingredients));
    assert.ok(dairy.length > 0, `a dairy dish to conflict with the Milk allergy, got none in ${JSON.stringify(menu.menuItems.map((i) => i.ingredients))}`);
    assert.equal(await scrapesUsed(runtime, user), 1);

    // A demo place has a street only: no currency known, so no price (N/A).
    const demo = await generate(runtime, user, { restaurantId: ids[0] });
    assert.ok(demo.body.menuItems.length >= 8 && demo.body.menuItems.every((item) => item.price === 'N/A'), `expected demo.body.menuItems.length >= 8 && demo.body.menuItems.every((item) => item.price === 'N/A'); got demo.body.menuItems.length = ${inspect(demo.body.menuItems.length)}, demo.body.menuItems = ${inspect(demo.body.menuItems)}`);
  });

  test('free: 5 generations a day, the 6th is 429 with the spec message and uses nothing', async () => {
    const user = await userOn('free');
    for (const id of first(5)) assert.equal((await generate(runtime, user, { restaurantId: id })).status, 200);
    const sixth = await generate(runtime, user, { restaurantId: ids[5] });
    assert.equal(sixth.status, 429);
    assert.deepEqual(sixth.body.error, { code: 'GENERATION_LIMIT', message: MENU_ERRORS.GENERATION_LIMIT });
    assert.equal(await scrapesUsed(runtime, user), 5);
    assert.equal((await listMenus(runtime, user)).length, 5);
  });

  test('pro: 15 a day, the 16th is 429', async () => {
    const user = await userOn('pro');
    const answers = await Promise.all(first(16).map((id) => retryShed(() => generate(runtime, user, { restaurantId: id }))));
    assert.deepEqual(answers.map((a) => a.status).sort(), [...Array(15).fill(200), 429]);
    assert.equal(await scrapesUsed(runtime, user), 15);
  });

  test('premium: unlimited (20 generations, more than pro allows, all succeed)', async () => {
    const user = await userOn('premium');
    const answers = await Promise.all(first(20).map((id) => retryShed(() => generate(runtime, user, { restaurantId: id }))));
    assert.deepEqual(new Set(answers.map((a) => a.status)), new Set([200]));
    assert.equal((await listMenus(runtime, user)).length, 20);
  });

  test('a menu from the last day comes back cached without a scrape (even at the limit); regenerate uses one', async () => {
    const user = await userOn('free');
    const [id, ...others] = first(5);
    const original = await generate(runtime, user, { restaurantId: id });
    const again = await generate(runtime, user, { restaurantId: id });
    assert.equal(again.status, 200);
    assert.equal(again.body.cached, true);
    assert.equal(again.body.menuId, original.body.menuId);
    assert.deepEqual(again.body.menuItems, original.body.menuItems);
    assert.equal(await scrapesUsed(runtime, user), 1, 'the cached answer used no scrape');

    const regenerated = await generate(runtime, user, { restaurantId: id, regenerate: true });
    assert.equal(regenerated.body.cached, false);
    assert.notEqual(regenerated.body.menuId, original.body.menuId);
    assert.equal(await scrapesUsed(runtime, user), 2);
    // Now the newest is the one returned from the cache.
    assert.equal((await generate(runtime, user, { restaurantId: id })).body.menuId, regenerated.body.menuId);

    for (const other of others.slice(0, 3)) await generate(runtime, user, { restaurantId: other });
    assert.equal(await scrapesUsed(runtime, user), 5);
    const cachedAtLimit = await generate(runtime, user, { restaurantId: id });
    assert.equal(cachedAtLimit.status, 200, 'out of scrapes, a cached menu is still there');
    assert.equal(cachedAtLimit.body.cached, true);
    assert.equal((await generate(runtime, user, { restaurantId: id, regenerate: true })).status, 429);
  });

  test('100 generations at once for a free user: exactly 5 menus and 5 scrapes used', async () => {
    const user = await userOn('free');
    // The local runtime sheds what two cores cannot queue (503 + Retry-After, never run): retried as clients do.
    const answers = await Promise.all(first(100).map((id) => retryShed(() => generate(runtime, user, { restaurantId: id }))));
    const statuses = answers.map((a) => a.status);
    assert.equal(statuses.filter((s) => s === 200).length, 5, JSON.stringify([...new Set(statuses)]));
    assert.equal(statuses.filter((s) => s === 429).length, 95);
    assert.equal((await listMenus(runtime, user)).length, 5);
    assert.equal(await scrapesUsed(runtime, user), 5);
  });

  test('refused while over the saved limit (7 saved on free), before any scrape', async () => {
    const user = await userOn('free');
    await storeSavedRestaurants(db, user, 7);
    const refused = await generate(runtime, user, { restaurantId: ids[0] });
    assert.equal(refused.status, 403);
    assert.deepEqual(refused.body.error, {
      code: 'OVER_SAVED_LIMIT',
      message: "You have exceeded your plan's limit of 5 saved restaurants. Please remove some restaurants to continue.",
    });
    assert.equal(await scrapesUsed(runtime, user), 0);
  });
});

describe('GET /me/menus', () => {
  test("only the caller's menus, newest first, with the spec's fields", async () => {
    const owner = await userOn('pro');
    const other = await userOn('pro');
    const [a, b] = first(2);
    await generate(runtime, owner, { restaurantId: a });
    await generate(runtime, owner, { restaurantId: b });
    await generate(runtime, other, { restaurantId: a });
    const mine = await listMenus(runtime, owner);
    assert.deepEqual(mine.map((m) => m.restaurant_id), [b, a]);
    assert.ok(mine.every((m) => m.menu_items.length >= 8 && m.restaurant_name && m.location && m.created_at && m.source === 'embedded-knowledge-base'), `expected mine.every((m) => m.menu_items.length >= 8 && m.restaurant_name && m.location && m.created_at && m.source =...; got mine = ${inspect(mine)}`);
    assert.deepEqual((await listMenus(runtime, other)).map((m) => m.restaurant_id), [a]);
    const [storedUser] = (await db.client.send(new QueryCommand({ TableName: db.tableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': `USER#${subOf(other)}` } }))).Items!.filter((i) => i.entity === 'menu');
    assert.equal(storedUser?.user_id, subOf(other));
  });

  test('the card state: search results and GET /places/{id} flag restaurants with a menu from the last day', async () => {
    const user = await userOn('pro');
    // The nearest demo place, so the search below finds it (menus are per user: others' use of it does not count).
    const id = ids[0]!;
    const before = await call<{ hasMenuExtraction: boolean }>(runtime, 'GET', `/places/${id}`, { token: user.accessToken });
    assert.equal(before.body.hasMenuExtraction, false);
    await generate(runtime, user, { restaurantId: id });
    assert.equal((await call<{ hasMenuExtraction: boolean }>(runtime, 'GET', `/places/${id}`, { token: user.accessToken })).body.hasMenuExtraction, true);
    const search = await call<{ restaurants: { id: string; hasMenuExtraction: boolean }[] }>(runtime, 'POST', '/places/search', {
      token: user.accessToken,
      body: { location: 'Chicago', coordinates: { lat: 41.8781, lng: -87.6298 }, searchRadius: 5, distanceUnit: 'miles', cuisineType: 'any', priceRange: 'any', dietaryRestrictions: [], allergies: [], searchQuery: '' },
    });
    assert.equal(search.status, 200, search.text.slice(0, 300));
    assert.ok(search.body.restaurants.length > 1, `expected search.body.restaurants.length > 1; got search.body.restaurants.length = ${inspect(search.body.restaurants.length)}`);
    assert.deepEqual(search.body.restaurants.filter((r) => r.hasMenuExtraction).map((r) => r.id), [id]);
    const other = await userOn('pro');
    assert.equal((await call<{ hasMenuExtraction: boolean }>(runtime, 'GET', `/places/${id}`, { token: other.accessToken })).body.hasMenuExtraction, false, "another user's menu does not count");
  });

  test('a menu expires after 1 day: hidden at once (not cached either), deleted by the cleanup job', async () => {
    const user = await userOn('free');
    const [id] = first(1);
    const made = await generate(runtime, user, { restaurantId: id });
    assert.equal((await listMenus(runtime, user)).length, 1);
    try {
      await setServerClockOffset(runtime.dataDir, middayOffsetMs + DAY_MS - 60_000);
      assert.equal((await listMenus(runtime, user)).length, 1, 'still there a minute before the day is over');
      await setServerClockOffset(runtime.dataDir, middayOffsetMs + DAY_MS + 60_000);
      assert.deepEqual(await listMenus(runtime, user), [], 'gone a day later, before any cleanup');
      const again = await generate(runtime, user, { restaurantId: id });
      assert.equal(again.body.cached, false, 'an expired menu is not returned from the cache');
      assert.notEqual(again.body.menuId, made.body.menuId);
    } finally {
      await setServerClockOffset(runtime.dataDir, middayOffsetMs);
    }
    // Stored: the two menus and the restaurant's pointer to the newest (MENU#..., MENUFOR#...).
    const menuItems = async () =>
      ((await db.client.send(new QueryCommand({ TableName: db.tableName, KeyConditionExpression: 'pk = :pk AND begins_with(sk, :menu)', ExpressionAttributeValues: { ':pk': `USER#${subOf(user)}`, ':menu': 'MENU' } }))).Items ?? []).length;
    assert.equal(await menuItems(), 3);
    await runCleanup(db, { now: new Date(serverNow().getTime() + 3 * DAY_MS) });
    assert.equal(await menuItems(), 0, 'the cleanup job deleted them all once due');
  });
});
