import assert from 'node:assert/strict';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { createDb, type Db } from '../../functions/lib/data/db';
import { keys } from '../../functions/lib/data/keys';
import { putSearchHistoryEntry } from '../../functions/lib/data/search-history-repository';
import type { SearchHistoryList } from '../../shared/api/history';
import type { PlacesSearchRequest, PlacesSearchResponse, Restaurant, RestaurantDetail } from '../../shared/api/places';
import type { Profile } from '../../shared/api/profile';
import { DEFAULT_OSM_SEED_DIR, seedOsmPlaces } from '../../infra/local/osm-seed';
import { createTestUser, startTestRuntime, type TestRuntime, type TestUser } from './support/runtime';
import { get, post, put } from './support/http';

/**
 * Severity per allergy through the real HTTP API (product-rules §11.4): the server applies it to the
 * search's cards, the detail page opened from the search, the profile's scans; old clients and items
 * stored before severities existed read as a plain allergy; bad severities are refused with a 400.
 */
const repoRoot = resolve(import.meta.dirname, '..', '..');
const osmDir = DEFAULT_OSM_SEED_DIR(repoRoot);
const skip = existsSync(osmDir) ? false : `the OpenStreetMap test data folder is absent (${osmDir})`;
const PHILADELPHIA = { lat: 39.9526, lng: -75.1652 };

let runtime: TestRuntime;
let db: Db;

before(async () => {
  if (skip) return;
  const dataDir = mkdtempSync(join(tmpdir(), 'forksure-it-severity-'));
  seedOsmPlaces(osmDir, join(dataDir, 'places'));
  runtime = await startTestRuntime(dataDir);
  db = createDb({ tableName: runtime.tableName, dynamoEndpoint: runtime.dynamoEndpoint, region: 'us-east-1' });
});
after(async () => {
  await runtime?.dispose();
});

const subOf = (user: TestUser) => (JSON.parse(Buffer.from(user.accessToken.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;
type Answer<T> = T & { error?: { code: string; message: string } };

const request = (overrides: Partial<PlacesSearchRequest> = {}): PlacesSearchRequest => ({
  searchQuery: '',
  cuisineType: 'any',
  priceRange: 'any',
  dietaryRestrictions: [],
  allergies: ['Peanuts'],
  searchRadius: 5,
  distanceUnit: 'miles',
  coordinates: PHILADELPHIA,
  location: 'Philadelphia, Pennsylvania, US',
  ...overrides,
});

const search = (user: TestUser, body: unknown) => post<Answer<PlacesSearchResponse>>(runtime, '/places/search', body, user.accessToken);
const byId = (restaurants: readonly Restaurant[]) => new Map(restaurants.map((r) => [r.id, r]));

describe('severity per allergy (HTTP API)', { skip, timeout: 180_000 }, () => {
  test('a search with a severe allergy returns High Risk where the same search with "allergy" returns caution', async () => {
    const user = await createTestUser(runtime);
    const plain = await search(user, request({ allergySeverities: { Peanuts: 'allergy' } }));
    const severe = await search(user, request({ allergySeverities: { Peanuts: 'severe' } }));
    const oldClient = await search(user, request());
    assert.equal(plain.status, 200, plain.text);
    assert.equal(severe.status, 200, severe.text);
    assert.equal(oldClient.status, 200, oldClient.text);

    const severeById = byId(severe.body.restaurants);
    const cautions = plain.body.restaurants.filter((r) => r.allergyInfo.riskLevel === 'caution');
    assert.ok(cautions.length >= 5, `Philadelphia has places the plain allergy leaves at caution (${cautions.length})`);
    for (const place of cautions) {
      const verdict = severeById.get(place.id)!.allergyInfo;
      assert.equal(verdict.riskLevel, 'danger', `${place.name}: a severe allergy's caution is High Risk`);
      assert.equal(verdict.raisedBySeverity, true, place.name);
    }
    // The reasons name the severity; a plain allergy's reasons are worded as before.
    const reasons = cautions.flatMap((r) => severeById.get(r.id)!.allergyInfo.notes).flatMap((n) => ('checks' in n ? n.checks : []));
    assert.ok(reasons.length > 0 && reasons.every((c) => c.severity === 'severe'), `every reason names the severe allergy: ${JSON.stringify(reasons.slice(0, 3))}`);
    const plainNamed = cautions.filter((r) => r.allergyInfo.raisedBySeverity !== undefined || r.allergyInfo.notes.some((n) => 'checks' in n && n.checks.some((c) => c.severity !== undefined)));
    assert.deepEqual(plainNamed.map((r) => r.name), [], 'a plain allergy is never raised nor named with a severity');
    // An old client (no severities) gets the plain allergy's verdicts.
    assert.deepEqual(
      oldClient.body.restaurants.map((r) => [r.id, r.allergyInfo.riskLevel]),
      plain.body.restaurants.map((r) => [r.id, r.allergyInfo.riskLevel]),
    );

    // The detail page opened from the severe search scans with its severity (kept in its history item).
    const place = cautions[0]!;
    const detail = await get<RestaurantDetail>(runtime, `/places/${encodeURIComponent(place.id)}?searchId=${severe.body.searchId}`, user.accessToken);
    assert.equal(detail.status, 200, detail.text);
    assert.equal(detail.body.scannedWith, 'search');
    assert.equal(detail.body.allergyInfo.riskLevel, 'danger');
    const history = await get<SearchHistoryList>(runtime, '/me/history/searches', user.accessToken);
    const kept = history.body.items.find((item) => item.id === severe.body.searchId);
    assert.deepEqual(kept?.allergy_severities, { Peanuts: 'severe' });
    assert.deepEqual(history.body.items.find((item) => item.id === oldClient.body.searchId)?.allergy_severities, { Peanuts: 'allergy' });
  });

  test('an intolerance keeps the plain levels, with lighter words on its "may contain"', async () => {
    const user = await createTestUser(runtime);
    const plain = await search(user, request({ allergies: ['Milk'] }));
    const intolerance = await search(user, request({ allergies: ['Milk'], allergySeverities: { Milk: 'intolerance' } }));
    assert.deepEqual(
      intolerance.body.restaurants.map((r) => [r.id, r.allergyInfo.riskLevel]),
      plain.body.restaurants.map((r) => [r.id, r.allergyInfo.riskLevel]),
    );
    const possible = intolerance.body.restaurants.flatMap((r) => r.allergyInfo.allergenWarnings).filter((w) => w.kind === 'allergenPossible');
    assert.ok(possible.length > 0, 'some place may contain milk');
    assert.deepEqual(possible.filter((w) => w.severity !== 'intolerance'), [], 'every "may contain" names the intolerance');
  });

  test('bad severities are refused with a clear 400 and cost no search', async () => {
    const user = await createTestUser(runtime);
    const cases: [unknown, RegExp][] = [
      [{ Peanuts: 'deadly' }, /Choose a severity for each allergy: severe, allergy, intolerance/],
      [{ Sesame: 'severe' }, /"Sesame" has a severity but is not one of the allergies/],
      [['severe'], /Send the severities as an object/],
      [Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`a${i}`, 'severe'])), /at most 30 severities/],
    ];
    for (const [allergySeverities, message] of cases) {
      const answer = await search(user, { ...request(), allergySeverities });
      assert.equal(answer.status, 400, answer.text);
      assert.equal(answer.body.error?.code, 'VALIDATION_FAILED');
      assert.match(answer.body.error!.message, message);
    }
    const profile = await put<Answer<Profile>>(runtime, '/me/profile', { allergy_severities: { Peanuts: 'severe' } }, user.accessToken);
    assert.equal(profile.status, 400);
    assert.match(profile.body.error!.message, /Send allergies with allergy_severities/);
    const usage = await get<{ searches: { used: number } }>(runtime, '/me/usage', user.accessToken);
    assert.equal(usage.body.searches.used, 0);
  });

  test('a profile stored before severities reads every allergy as "allergy"; saved severities follow the profile scans', async () => {
    const user = await createTestUser(runtime);
    const userId = subOf(user);
    // The profile item as it was stored before severities existed.
    await db.client.send(
      new PutCommand({
        TableName: db.tableName,
        Item: { ...keys.profile(userId), entity: 'profile', username: user.username, distance_unit: 'miles', language: 'en', dietary_preferences: [], allergies: ['Peanuts', 'Milk'] },
      }),
    );
    const read = await get<Profile>(runtime, '/me/profile', user.accessToken);
    assert.equal(read.status, 200, read.text);
    assert.deepEqual(read.body.allergy_severities, { Peanuts: 'allergy', Milk: 'allergy' });

    // A place the plain profile leaves at caution for peanuts (little text): found by a search of the same lists.
    const found = await search(user, request({ allergies: ['Peanuts'] }));
    const place = found.body.restaurants.find((r) => r.allergyInfo.riskLevel === 'caution' && r.allergyInfo.allergenWarnings.length === 0)!;
    const detail = async () => (await get<RestaurantDetail>(runtime, `/places/${encodeURIComponent(place.id)}`, user.accessToken)).body;
    assert.equal((await detail()).scannedWith, 'profile');
    assert.equal((await detail()).allergyInfo.riskLevel, 'caution');

    const saved = await put<Profile>(runtime, '/me/profile', { allergies: ['Peanuts', 'Milk'], allergy_severities: { peanuts: 'severe' } }, user.accessToken);
    assert.equal(saved.status, 200, saved.text);
    assert.deepEqual(saved.body.allergy_severities, { Peanuts: 'severe', Milk: 'allergy' }, 'matched in any case, keyed by the list');
    assert.equal((await detail()).allergyInfo.riskLevel, 'danger');

    // An old client saving the allergies without severities keeps the stored one of each allergy still listed.
    const oldClient = await put<Profile>(runtime, '/me/profile', { allergies: ['Peanuts', 'Sesame'] }, user.accessToken);
    assert.deepEqual(oldClient.body.allergy_severities, { Peanuts: 'severe', Sesame: 'allergy' });
  });

  test('a search history item stored before severities reads every allergy as "allergy"', async () => {
    const user = await createTestUser(runtime);
    await putSearchHistoryEntry(db, subOf(user), {
      id: '00000000-0000-4000-8000-000000000001',
      search_query: '',
      cuisine_type: 'any',
      price_range: 'any',
      dietary_restrictions: [],
      allergies: ['Peanuts'],
      location: 'Philadelphia',
      coordinates: PHILADELPHIA,
      search_radius: 5,
      distance_unit: 'miles',
      results_count: 0,
      source: 'openstreetmap',
      saved: false,
    });
    const history = await get<SearchHistoryList>(runtime, '/me/history/searches', user.accessToken);
    assert.deepEqual(history.body.items.map((item) => item.allergy_severities), [{ Peanuts: 'allergy' }]);
  });
});
