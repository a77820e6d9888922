import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { getDailyUsage } from '../../functions/lib/data/daily-usage-repository';
import { createDb, type Db } from '../../functions/lib/data/db';
import { PlacesUnavailableError } from '../../functions/lib/providers/places/errors';
import type { PlacesPort } from '../../functions/lib/providers/places/port';
import { searchPlaces } from '../../functions/lib/services/places/places-search-service';
import { DEFAULT_OSM_SEED_DIR, seedOsmPlaces } from '../../infra/local/osm-seed';
import { placesSearchRequestSchema, type PlacesSearchRequest, type PlacesSearchResponse, type Restaurant, type RestaurantDetail } from '../../shared/api/places';
import type { UsageResponse } from '../../shared/api/usage';
import { createTestUser, startTestRuntime, type TestRuntime, type TestUser } from './support/runtime';
import { post } from './support/http';
import { middayServerClockWhileRunning, serverNow } from './support/server-clock';
import { utcDate } from '../../shared/domain/utc-dates';

/**
 * POST /places/search, GET /places/{id}, GET /places/photo and GET /me/usage through the real
 * local runtime (embedded dynalite, Cognito, places adapter), with the real OpenStreetMap exports
 * shipped as seed data (infra/local/seed/osm) imported as `npm start` does on first start.
 */
const repoRoot = resolve(import.meta.dirname, '..', '..');
const osmDir = DEFAULT_OSM_SEED_DIR(repoRoot);
const skip = existsSync(osmDir) ? false : `the OpenStreetMap test data folder is absent (${osmDir})`;

const PHILADELPHIA = { lat: 39.9526, lng: -75.1652 };
const EDINBURGH = { lat: 55.9533, lng: -3.1883 };
const NOWHERE = { lat: 44.0, lng: 10.0 };
const MILE = 1609.344;

let runtime: TestRuntime;
let db: Db;

before(async () => {
  if (skip) return;
  const dataDir = mkdtempSync(join(tmpdir(), 'forksure-it-places-'));
  const seeded = seedOsmPlaces(osmDir, join(dataDir, 'places'));
  assert.ok(seeded && seeded.places > 1000, 'the exports were imported');
  runtime = await startTestRuntime(dataDir);
  db = createDb({ tableName: runtime.tableName, dynamoEndpoint: runtime.dynamoEndpoint, region: 'us-east-1' });
});
after(async () => {
  await runtime?.dispose();
});

const request = (overrides: Partial<PlacesSearchRequest> = {}): PlacesSearchRequest => ({
  searchQuery: '',
  cuisineType: 'any',
  priceRange: 'any',
  dietaryRestrictions: [],
  allergies: [],
  searchRadius: 5,
  distanceUnit: 'miles',
  coordinates: PHILADELPHIA,
  location: 'Philadelphia, Pennsylvania, US',
  ...overrides,
});

const search = (user: TestUser, body: unknown) =>
  post<PlacesSearchResponse & { error?: { code: string; message: string } }>(runtime, '/places/search', body, user.accessToken);

async function get<T>(path: string, token?: string) {
  const res = await runtime.api(path, { redirect: 'manual', ...(token ? { token } : {}) });
  return { status: res.status, headers: res.headers, body: (await res.json()) as T & { error?: { code: string; message: string } } };
}

const subOf = (user: TestUser) => (JSON.parse(Buffer.from(user.accessToken.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;
const distanceValue = (r: Restaurant) => Number(/^(\d+(?:\.\d)?) (miles?|km)$/.exec(r.distance)![1]);

/** The sorted-nearest-first, within-radius, well-formed checks every answer must pass. */
function assertWellFormed(answer: PlacesSearchResponse, radiusMeters: number, unit: 'miles' | 'km') {
  const pattern = unit === 'miles' ? /^\d+(\.\d)? miles?$/ : /^\d+(\.\d)? km$/;
  for (const r of answer.restaurants) {
    assert.match(r.distance, pattern);
    assert.ok(r.distanceMeters <= radiusMeters + 1, `${r.name} at ${r.distanceMeters} m is outside ${radiusMeters} m`);
    assert.equal(r.address, r.formatted_address);
    assert.ok(r.imageUrl.startsWith(`${runtime.url}/api/places/illustration?`), `offline illustration: ${r.imageUrl}`);
    assert.deepEqual([r.pros, r.cons, r.hasMenuExtraction], [[], [], false]);
    assert.ok(['safe', 'caution', 'danger'].includes(r.allergyInfo.riskLevel), `expected ['safe', 'caution', 'danger'].includes(r.allergyInfo.riskLevel); got ['safe', 'caution', 'danger'] = ${inspect(['safe', 'caution', 'danger'])}, r.allergyInfo.riskLevel = ${inspect(r.allergyInfo.riskLevel)}`);
  }
  const meters = answer.restaurants.map((r) => r.distanceMeters);
  assert.deepEqual(meters, [...meters].sort((a, b) => a - b), 'nearest first');
}

describe('POST /places/search', { skip }, () => {
  let user: TestUser;
  before(async () => {
    user = await createTestUser(runtime);
  });

  test('near Philadelphia: imported OpenStreetMap places, attributed, in miles, scanned', async () => {
    const answer = await search(user, request({ allergies: ['Peanuts'] }));
    assert.equal(answer.status, 200);
    const body = answer.body;
    assert.equal(body.source, 'openstreetmap');
    assert.equal(body.demo, false);
    assert.deepEqual(body.attributions, [{ text: '© OpenStreetMap contributors', url: 'https://www.openstreetmap.org/copyright' }]);
    assert.equal(body.restaurants.length, 60);
    assert.ok(body.restaurants.every((r) => !r.demo && r.source === 'openstreetmap' && r.attribution?.text === '© OpenStreetMap contributors'), `expected body.restaurants.every((r) => !r.demo && r.source === 'openstreetmap' && r.attribution?.text === '© OpenStr...; got body.restaurants = ${inspect(body.restaurants)}`);
    assert.ok(body.restaurants.every((r) => r.id.startsWith('osm-')), `expected body.restaurants.every((r) => r.id.startsWith('osm-')); got body.restaurants = ${inspect(body.restaurants)}`);
    assertWellFormed(body, 5 * MILE, 'miles');
    assert.deepEqual(body.usage, { searchesToday: 1, searchLimit: 10 });
    // OSM knows little about the food: a result without warnings is Check Menu, not Safe Option, and says why.
    assert.ok(body.restaurants.every((r) => r.allergyInfo.riskLevel !== 'safe'), 'too little text to call any place safe for an allergy');
    const quiet = body.restaurants.find((r) => r.allergyInfo.allergenWarnings.length === 0)!;
    assert.ok(quiet, 'some result has nothing that mentions peanuts');
    assert.equal(quiet.allergyInfo.riskLevel, 'caution');
    assert.equal(quiet.allergyInfo.limited, true);
    assert.ok(quiet.allergyInfo.notes.some((n) => n.kind === 'notEnoughInformation'), `expected quiet.allergyInfo.notes.some((n) => n.kind === 'notEnoughInformation'); got quiet.allergyInfo.notes = ${inspect(quiet.allergyInfo.notes)}`);
  });

  test('the offline illustrations are served as SVG, public and cached, and only for queries we make', async () => {
    const answer = await search(user, request({}));
    const image = await fetch(answer.body.restaurants[0]!.imageUrl);
    assert.equal(image.status, 200);
    assert.equal(image.headers.get('content-type'), 'image/svg+xml; charset=utf-8');
    assert.match(image.headers.get('cache-control') ?? '', /immutable/);
    assert.equal(image.headers.get('content-security-policy'), "default-src 'none'; style-src 'unsafe-inline'");
    assert.match(await image.text(), /^<svg /);
    const forged = await fetch(`${runtime.url}/api/places/illustration?c=thai&s=1&e=%3Cscript%3E`);
    assert.equal(forged.status, 404);
  });

  test('near Edinburgh: imported data too, distances in km', async () => {
    const answer = await search(user, request({ coordinates: EDINBURGH, location: 'Edinburgh, Scotland, GB', distanceUnit: 'km', searchRadius: 2 }));
    assert.equal(answer.status, 200);
    assert.equal(answer.body.source, 'openstreetmap');
    assert.ok(answer.body.restaurants.length > 20, `expected answer.body.restaurants.length > 20; got answer.body.restaurants.length = ${inspect(answer.body.restaurants.length)}`);
    assertWellFormed(answer.body, 2000, 'km');
    const first = answer.body.restaurants[0]!;
    assert.ok(Math.abs(distanceValue(first) - first.distanceMeters / 1000) <= 0.1, `expected Math.abs(distanceValue(first) - first.distanceMeters / 1000) <= 0.1; got Math.abs(distanceValue(first) - first.distanceMeters / 1000) = ${inspect(Math.abs(distanceValue(first) - first.distanceMeters / 1000))}`);
  });

  test('elsewhere: demo restaurants, labelled demo, with peanut dishes flagged as danger', async () => {
    const answer = await search(user, request({ coordinates: NOWHERE, location: 'Location: 44.0000, 10.0000', allergies: ['Peanuts'], searchRadius: 3 }));
    assert.equal(answer.status, 200);
    const body = answer.body;
    assert.equal(body.source, 'demo');
    assert.equal(body.demo, true);
    assert.ok(body.restaurants.length > 10 && body.restaurants.every((r) => r.demo && r.id.startsWith('demo-')), `expected body.restaurants.length > 10 && body.restaurants.every((r) => r.demo && r.id.startsWith('demo-')); got body.restaurants.length = ${inspect(body.restaurants.length)}, body.restaurants = ${inspect(body.restaurants)}`);
    assertWellFormed(body, 3 * MILE, 'miles');
    const danger = body.restaurants.filter((r) => r.allergyInfo.riskLevel === 'danger');
    assert.ok(danger.length > 0, 'a demo dish names peanuts');
    for (const r of danger) {
      assert.equal(r.allergyInfo.isSafe, false);
      assert.ok(r.allergyInfo.allergenWarnings.some((w) => w.kind === 'allergen' && w.category === 'peanuts'), `expected r.allergyInfo.allergenWarnings.some((w) => w.kind === 'allergen' && w.category === 'peanuts'); got r.allergyInfo.allergenWarnings = ${inspect(r.allergyInfo.allergenWarnings)}`);
    }
    assert.ok(body.restaurants.some((r) => typeof r.rating === 'number' && r.priceLevel), 'demo data has ratings and prices');
  });

  test('filters: radius, cuisine, price and text', async () => {
    const filterUser = await createTestUser(runtime);
    const near = await search(filterUser, request({ searchRadius: 1 }));
    assertWellFormed(near.body, MILE, 'miles');
    assert.ok(near.body.restaurants.length > 0, `expected near.body.restaurants.length > 0; got near.body.restaurants.length = ${inspect(near.body.restaurants.length)}`);

    const italian = await search(filterUser, request({ cuisineType: 'italian' }));
    assert.ok(italian.body.restaurants.length > 0, `expected italian.body.restaurants.length > 0; got italian.body.restaurants.length = ${inspect(italian.body.restaurants.length)}`);
    assert.ok(italian.body.restaurants.every((r) => r.cuisines.includes('italian')), `expected italian.body.restaurants.every((r) => r.cuisines.includes('italian')); got italian.body.restaurants = ${inspect(italian.body.restaurants)}`);

    const pricey = await search(filterUser, request({ coordinates: NOWHERE, priceRange: '$$$' }));
    assert.ok(pricey.body.restaurants.length > 0, `expected pricey.body.restaurants.length > 0; got pricey.body.restaurants.length = ${inspect(pricey.body.restaurants.length)}`);
    assert.ok(pricey.body.restaurants.every((r) => r.priceLevel === undefined || r.priceLevel === '$$$'), `expected pricey.body.restaurants.every((r) => r.priceLevel === undefined || r.priceLevel === '$$$'); got pricey.body.restaurants = ${inspect(pricey.body.restaurants)}`);

    // "pizza" is read as the pizza cuisine; "restaurant near me" asks for nothing more (see search-relevance.test.ts).
    const pizza = await search(filterUser, request({ searchQuery: 'pizza restaurant near me', searchRadius: 1 }));
    assert.ok(pizza.body.restaurants.length > 0, 'some pizza within a mile of City Hall');
    assert.ok(pizza.body.restaurants.length < near.body.restaurants.length, `${pizza.body.restaurants.length} of ${near.body.restaurants.length}`);
    // Most say so in their name or cuisine; the others in their description ("Roman-style pizza.").
    const saysPizza = pizza.body.restaurants.filter((r) => /pizz/i.test(`${r.name} ${r.cuisineType}`));
    assert.ok(saysPizza.length >= pizza.body.restaurants.length * 0.8, `${saysPizza.length} of ${pizza.body.restaurants.length}`);
  });

  test('the scan honours the request lists: a vegan diet and no allergy gives "Supports Vegan" where the place says so', async () => {
    const dietUser = await createTestUser(runtime);
    const answer = await search(dietUser, request({ searchQuery: 'vegan', dietaryRestrictions: ['Vegan'] }));
    assert.equal(answer.status, 200);
    const govindas = answer.body.restaurants.find((r) => r.name === "Govinda's Vegetarian");
    assert.ok(govindas, 'Govinda\'s is a vegan place in the 2022 export');
    assert.ok(govindas.allergyInfo.safeOptions.some((o) => o.kind === 'supportsDiet' && o.label === 'Vegan'), `expected govindas.allergyInfo.safeOptions.some((o) => o.kind === 'supportsDiet' && o.label === 'Vegan'); got govindas.allergyInfo.safeOptions = ${inspect(govindas.allergyInfo.safeOptions)}`);
  });

  test('diet:vegan=only covers every dish: the card says "Only Vegan dishes" and the API carries dietaryOnly', async () => {
    const dietUser = await createTestUser(runtime);
    const answer = await search(dietUser, request({ cuisineType: 'pizza', dietaryRestrictions: ['Vegan'] }));
    assert.equal(answer.status, 200);
    const blackbird = answer.body.restaurants.find((r) => r.name === 'Blackbird Pizzeria');
    assert.ok(blackbird, 'Blackbird Pizzeria is tagged diet:vegan=only in the 2018 export');
    assert.deepEqual(blackbird.dietaryOnly, ['Vegan', 'Vegetarian']);
    assert.deepEqual(blackbird.allergyInfo.dietaryWarnings, []);
    assert.deepEqual(blackbird.allergyInfo.safeOptions, [{ kind: 'supportsDiet', diet: 'vegan', label: 'Vegan', only: true }]);
    const strays = answer.body.restaurants.filter((r) => r.dietaryOnly !== undefined && !r.dietaryOnly.every((d) => r.dietaryOptions.includes(d)));
    assert.deepEqual(strays.map((r) => r.name), [], 'dietaryOnly is a part of dietaryOptions');
  });

  test('cuisine knowledge: every Thai place, for peanuts and shellfish, names them with the reason and is never safe', async () => {
    const allergyUser = await createTestUser(runtime);
    const answer = await search(allergyUser, request({ cuisineType: 'thai', allergies: ['Peanuts', 'Shellfish'] }));
    assert.equal(answer.status, 200);
    const thai = answer.body.restaurants;
    assert.ok(thai.length >= 3, `some Thai places near City Hall; got ${thai.length}`);
    for (const r of thai) {
      assert.notEqual(r.allergyInfo.riskLevel, 'safe', r.name);
      const named = new Set([
        ...r.allergyInfo.allergenWarnings.map((w) => w.category),
        ...r.allergyInfo.notes.flatMap((n) => (n.kind === 'cuisineKnowledge' && n.cuisine === 'thai' ? n.checks.map((c) => c.id) : [])),
      ]);
      assert.deepEqual([...named].sort(), ['peanuts', 'shellfish'], `${r.name}: ${inspect(r.allergyInfo, { depth: 4 })}`);
      assert.ok(!r.allergyInfo.notes.some((n) => n.kind === 'notEnoughInformation'), `${r.name}: the cuisine note says more`);
    }
  });

  test('bad input is 400 VALIDATION_FAILED and costs no search', async () => {
    const badUser = await createTestUser(runtime);
    for (const body of [request({ searchRadius: 6 }), request({ distanceUnit: 'leagues' as 'km' }), { ...request(), coordinates: undefined }, request({ cuisineType: 'martian' as 'any' })]) {
      const answer = await search(badUser, body);
      assert.equal(answer.status, 400, JSON.stringify(body));
      assert.equal(answer.body.error?.code, 'VALIDATION_FAILED');
    }
    const usage = await get<UsageResponse>('/me/usage', badUser.accessToken);
    assert.equal(usage.body.searches.used, 0);
  });

  test('signed out is 401', async () => {
    const res = await runtime.api('/places/search', { method: 'POST', body: JSON.stringify(request()), headers: { 'content-type': 'application/json' } });
    assert.equal(res.status, 401);
  });
});

describe('daily search allowance', { skip }, () => {
  // Searches are counted per UTC date: no midnight may fall inside these tests.
  middayServerClockWhileRunning(() => runtime.dataDir);

  test('20 concurrent searches by a fresh user: exactly 10 succeed, 10 are 429 "Daily Max Searches Reached"', async () => {
    const user = await createTestUser(runtime);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => search(user, request({ coordinates: i % 2 ? NOWHERE : PHILADELPHIA }))));
    const ok = answers.filter((a) => a.status === 200);
    const limited = answers.filter((a) => a.status === 429);
    assert.equal(ok.length, 10);
    assert.equal(limited.length, 10);
    for (const a of limited) assert.deepEqual(a.body.error, { code: 'DAILY_SEARCH_LIMIT', message: 'Daily Max Searches Reached' });
    assert.deepEqual(ok.map((a) => a.body.usage.searchesToday).sort((a, b) => a - b), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);

    const usage = await get<UsageResponse>('/me/usage', user.accessToken);
    assert.equal(usage.status, 200);
    assert.equal(usage.body.date, utcDate(serverNow()));
    assert.deepEqual(usage.body.searches, { used: 10, limit: 10 });
    assert.deepEqual(usage.body.scrapes, { used: 0, limit: 5 });
    assert.deepEqual(usage.body.feedback, { used: 0, limit: 3 });
    assert.equal(usage.body.tier, 'free');
    assert.deepEqual([usage.body.savedCount, usage.body.tagsCount], [0, 0]);

    // Each success is in the search history, expiring in 14 days.
    const { Items = [] } = await db.client.send(
      new QueryCommand({
        TableName: runtime.tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
        ExpressionAttributeValues: { ':pk': `USER#${subOf(user)}`, ':sk': 'SEARCH#' },
      }),
    );
    assert.equal(Items.length, 10);
    const item = Items[0]!;
    assert.equal(item.entity, 'searchHistory');
    assert.equal(item.user_id, subOf(user));
    assert.equal(item.location, 'Philadelphia, Pennsylvania, US');
    assert.equal(item.cuisine_type, 'any');
    assert.equal(item.price_range, 'any');
    assert.equal(item.saved, false);
    const days = ((item.expiresAt as number) * 1000 - Date.parse(item.created_at as string)) / 86_400_000;
    assert.ok(Math.abs(days - 14) < 0.01, `expires ${days} days after it was made`);
    assert.match(item.gsi2pk as string, /^EXPIRES#\d{4}-\d{2}-\d{2}$/);
  });

  test('the history item keeps the original text and detected language of a translated search', async () => {
    const user = await createTestUser(runtime);
    const answer = await search(user, request({ searchQuery: 'vegan', originalQuery: 'comida vegana', detectedLanguage: 'es', allergies: ['Gluten'] }));
    assert.equal(answer.status, 200);
    const { Items = [] } = await db.client.send(
      new QueryCommand({
        TableName: runtime.tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
        ExpressionAttributeValues: { ':pk': `USER#${subOf(user)}`, ':sk': 'SEARCH#' },
      }),
    );
    assert.equal(Items.length, 1);
    assert.equal(Items[0]!.search_query, 'vegan');
    assert.equal(Items[0]!.original_query, 'comida vegana');
    assert.equal(Items[0]!.detected_language, 'es');
    assert.deepEqual(Items[0]!.allergies, ['Gluten']);
    assert.equal(Items[0]!.results_count, answer.body.restaurants.length);
  });
});

describe('a failing provider', { skip }, () => {
  middayServerClockWhileRunning(() => runtime.dataDir);

  test('is a 503 PLACES_UNAVAILABLE and the search is given back (the service over the same table)', async () => {
    const failing: PlacesPort = {
      search: () => Promise.reject(new Error('connect ECONNREFUSED')),
      details: () => Promise.resolve(null),
    };
    const caller = { userId: `refund-${Date.now()}`, cognitoUsername: 'x', groups: [] };
    const deps = { db, places: failing, searchLimit: 10, apiBaseUrl: 'http://localhost/api' };
    const prefs = placesSearchRequestSchema.parse(request());
    await assert.rejects(searchPlaces(deps, caller, { ...prefs }), (error: unknown) => error instanceof PlacesUnavailableError && error.kind === 'unavailable');
    const today = utcDate(serverNow());
    assert.equal((await getDailyUsage(db, caller.userId, today)).searches, 0);
    // 10 failures in a row still leave the whole allowance.
    for (let i = 0; i < 10; i++) await assert.rejects(searchPlaces(deps, caller, { ...prefs }));
    assert.equal((await getDailyUsage(db, caller.userId, today)).searches, 0);
  });
});

describe('GET /places/{id}', { skip }, () => {
  let user: TestUser;
  let results: { osm: Restaurant; demo: Restaurant };
  before(async () => {
    user = await createTestUser(runtime);
    const osm = await search(user, request({ searchRadius: 1 }));
    const demo = await search(user, request({ coordinates: NOWHERE }));
    results = { osm: osm.body.restaurants[0]!, demo: demo.body.restaurants[0]! };
    // The detail scan uses the profile's lists.
    const res = await runtime.api('/me/profile', {
      method: 'PUT',
      body: JSON.stringify({ allergies: ['Peanuts'], distance_unit: 'km' }),
      headers: { 'content-type': 'application/json' },
      token: user.accessToken,
    });
    assert.equal(res.status, 200);
  });

  test('an OpenStreetMap place: detail with map link, hours list and the profile scan; distance in the profile unit when asked', async () => {
    const answer = await get<RestaurantDetail>(`/places/${results.osm.id}?lat=${PHILADELPHIA.lat}&lng=${PHILADELPHIA.lng}`, user.accessToken);
    assert.equal(answer.status, 200);
    const detail = answer.body;
    assert.equal(detail.id, results.osm.id);
    assert.equal(detail.name, results.osm.name);
    assert.match(detail.mapUrl ?? '', /^https:\/\/www\.openstreetmap\.org\/(node|way|relation)\/\d+$/);
    assert.ok(Array.isArray(detail.hours) && Array.isArray(detail.reviews) && detail.photos.length >= 1, `expected Array.isArray(detail.hours) && Array.isArray(detail.reviews) && detail.photos.length >= 1; got detail.hours = ${inspect(detail.hours)}, detail.reviews = ${inspect(detail.reviews)}, detail.photos.length = ${inspect(detail.photos.length)}`);
    assert.equal(detail.distanceMeters, results.osm.distanceMeters);
    assert.match(detail.distance ?? '', /^\d+(\.\d)? km$/);
    assert.ok(detail.allergyInfo.notes.some((n) => n.kind === 'notEnoughInformation'), 'scanned with the profile allergy');

    const noPosition = await get<RestaurantDetail>(`/places/${results.osm.id}`, user.accessToken);
    assert.equal(noPosition.body.distance, undefined);
  });

  test('a demo place: the same detail, deterministic', async () => {
    const answer = await get<RestaurantDetail>(`/places/${results.demo.id}`, user.accessToken);
    assert.equal(answer.status, 200);
    assert.equal(answer.body.name, results.demo.name);
    assert.equal(answer.body.demo, true);
    assert.ok(answer.body.photos.length >= 1, `expected answer.body.photos.length >= 1; got answer.body.photos.length = ${inspect(answer.body.photos.length)}`);
  });

  test("an unknown id is 404 with the spec's not-found message", async () => {
    for (const id of ['osm-node-1', 'demo-nonsense', 'not%20an%20id']) {
      const answer = await get<RestaurantDetail>(`/places/${id}`, user.accessToken);
      assert.equal(answer.status, 404, id);
      assert.deepEqual(answer.body.error, { code: 'RESTAURANT_NOT_FOUND', message: "The restaurant you're looking for doesn't exist or has been removed." });
    }
  });

  test('GET /places/photo is public and 404 where the provider proxies no photos (embedded)', async () => {
    const answer = await get('/places/photo?name=places/x/photos/y&w=400&sig=abc');
    assert.equal(answer.status, 404);
    assert.equal(answer.body.error?.code, 'PHOTO_NOT_FOUND');
  });
});

describe('first-start import of the OpenStreetMap exports', { skip }, () => {
  test('imports once: a places folder that holds an import is left alone; a missing source folder is no error', () => {
    const placesDir = join(runtime.dataDir, 'places');
    assert.equal(seedOsmPlaces(osmDir, placesDir), null);
    const lines: string[] = [];
    const freshRoot = mkdtempSync(join(tmpdir(), 'forksure-seed-'));
    const fresh = join(freshRoot, 'places');
    assert.deepEqual(seedOsmPlaces(osmDir, fresh, (line) => lines.push(line)), { files: 3, places: 1779 });
    assert.equal(lines.length, 1);
    assert.match(lines[0]!, /^Imported 1779 OpenStreetMap restaurants from 3 files/);
    assert.equal(seedOsmPlaces(join(osmDir, 'absent'), join(fresh, 'x')), null);
    assert.equal(seedOsmPlaces('', join(fresh, 'x')), null);
    rmSync(freshRoot, { recursive: true, force: true });
  });
});
