import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { after, before, test } from 'node:test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DEFAULT_OSM_SEED_DIR, seedOsmPlaces } from '../../../infra/local/osm-seed';
import { call } from '../library/history-support';
import { createTestUser, startTestRuntime, type TestRuntime, type TestUser } from '../support/runtime';
import { generate } from './menu-support';

/**
 * POST /menus/generate for real imported places (Edinburgh, OpenStreetMap) with the embedded
 * generator (product-rules §8.1): the dishes come from what the place is (its cuisines, its diet
 * tags), in the language asked for, scanned against the caller's lists; a place whose cuisine
 * nothing names says so.
 */
let runtime: TestRuntime;
let user: TestUser;

/** Soul: `cuisine=malaysian`, `diet:vegan=only`. Nanyang: `cuisine=malaysian`. The Compass: no cuisine, no cuisine word in its name. */
const SOUL = 'osm-node-709317020';
const NANYANG = 'osm-node-1404884394';
const THE_COMPASS = 'osm-way-293976807';

before(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'forksure-it-menu-basis-'));
  seedOsmPlaces(DEFAULT_OSM_SEED_DIR(resolve(import.meta.dirname, '..', '..', '..')), join(dataDir, 'places'));
  runtime = await startTestRuntime(dataDir, undefined, { demoPlaces: false });
  user = await createTestUser(runtime);
  const profile = await call(runtime, 'PUT', '/me/profile', { token: user.accessToken, body: { allergies: ['Peanuts'], dietary_preferences: ['Vegan'] } });
  assert.equal(profile.status, 200);
});
after(async () => {
  await runtime?.dispose();
});

const ENGLISH_WORDS = /\b(chicken|beef|pork|fish|cheese|fried|grilled|with|and|soup|salad|rice|noodles?|bread|eggs?|shrimp|sweet|spicy|vegetables?|coconut|peanuts?|sauce)\b/i;

test('a vegan Malaysian place, for a German diner: Malaysian dishes with no Vegan conflict, named in German', async () => {
  const { status, body } = await generate(runtime, user, { restaurantId: SOUL, language: 'de' });
  assert.equal(status, 200, inspect(body));
  assert.equal(body.cuisineKnown, true);
  assert.ok(body.menuItems.length >= 8, inspect(body.menuItems));
  for (const item of body.menuItems) {
    assert.deepEqual(item.scan.dietaryWarnings, [], `${item.menu_item}: ${item.ingredients}`);
    assert.doesNotMatch(`${item.menu_item}, ${item.ingredients}`, ENGLISH_WORDS);
  }
  assert.ok(body.menuItems.some((item) => /Kokosmilch/.test(item.ingredients)), inspect(body.menuItems.map((i) => i.ingredients)));
});

test('a Malaysian place, for a Japanese diner with a peanut allergy: dishes in Japanese, peanut dishes flagged', async () => {
  const { status, body } = await generate(runtime, user, { restaurantId: NANYANG, language: 'ja' });
  assert.equal(status, 200, inspect(body));
  for (const item of body.menuItems) assert.doesNotMatch(`${item.menu_item}${item.ingredients}`, /[A-Za-z]/, item.menu_item);
  const peanut = body.menuItems.filter((item) => item.scan.allergenWarnings.some((w) => w.kind === 'allergen' && w.category === 'peanuts'));
  assert.ok(peanut.length >= 1, inspect(body.menuItems.map((i) => `${i.menu_item}: ${i.ingredients}`)));
  assert.ok(peanut.some((item) => /ピーナッツ/.test(item.ingredients)), inspect(peanut));
});

test('a place whose cuisine nothing names: the answer says the cuisine is unknown (general dishes), cached answers too', async () => {
  const first = await generate(runtime, user, { restaurantId: THE_COMPASS, language: 'en' });
  assert.equal(first.status, 200, inspect(first.body));
  assert.equal(first.body.cuisineKnown, false);
  const cached = await generate(runtime, user, { restaurantId: THE_COMPASS, language: 'en' });
  assert.equal(cached.body.cached, true);
  assert.equal(cached.body.cuisineKnown, false);
  const known = await generate(runtime, user, { restaurantId: NANYANG, language: 'ja' });
  assert.equal(known.body.cuisineKnown, true);
});
