import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, test } from 'node:test';
import { DEFAULT_OSM_SEED_DIR, seedOsmPlaces } from '../../infra/local/osm-seed';
import type { PlacesSearchRequest, PlacesSearchResponse } from '../../shared/api/places';
import type { UsageResponse } from '../../shared/api/usage';
import { createTestUser, startTestRuntime, type TestRuntime, type TestUser } from './support/runtime';
import { get, post } from './support/http';

/**
 * The product never invents a restaurant unless the operator asks for it (docs/product-rules.md
 * §4.9): with demo places off (the default), a search where no imported data lies answers no places,
 * says so with the areas that have data, and does not cost one of the day's searches.
 */
const repoRoot = resolve(import.meta.dirname, '..', '..');
const osmDir = DEFAULT_OSM_SEED_DIR(repoRoot);
const skip = existsSync(osmDir) ? false : `the OpenStreetMap test data folder is absent (${osmDir})`;

let runtime: TestRuntime;
let user: TestUser;

before(async () => {
  if (skip) return;
  const dataDir = mkdtempSync(join(tmpdir(), 'forksure-it-nodata-'));
  seedOsmPlaces(osmDir, join(dataDir, 'places'));
  runtime = await startTestRuntime(dataDir, undefined, { demoPlaces: false });
  user = await createTestUser(runtime);
});
after(async () => {
  await runtime?.dispose();
});

const request = (coordinates: { lat: number; lng: number }, location: string): PlacesSearchRequest => ({
  searchQuery: 'pizza',
  cuisineType: 'any',
  priceRange: 'any',
  dietaryRestrictions: [],
  allergies: ['Peanuts'],
  searchRadius: 5,
  distanceUnit: 'miles',
  coordinates,
  location,
});

const search = (body: PlacesSearchRequest) => post<PlacesSearchResponse>(runtime, '/places/search', body, user.accessToken);
const searchesToday = async () => (await get<UsageResponse>(runtime, '/me/usage', user.accessToken)).body.searches.used;

test('where no real data lies, no place is invented: none, the reason, the areas with data; the search is not counted', { skip, timeout: 120_000 }, async () => {
  const before = await searchesToday();
  const newYork = await search(request({ lat: 40.7306, lng: -73.9866 }, 'New York, NY, US'));
  assert.equal(newYork.status, 200);
  assert.deepEqual(newYork.body.restaurants, [], 'no invented places');
  assert.equal(newYork.body.demo, false);
  assert.deepEqual(
    newYork.body.noDataHere?.areas.map((area) => area.name).sort(),
    ['Edinburgh', 'Philadelphia'],
    `the areas with real data; got ${inspect(newYork.body.noDataHere)}`,
  );
  assert.equal(newYork.body.usage.searchesToday, before, 'a search with nothing to search is given back');
  assert.equal(await searchesToday(), before, 'the stored count agrees');
});

test('where real data lies, the answer is real and carries no notice, and it is counted', { skip, timeout: 120_000 }, async () => {
  const before = await searchesToday();
  const philadelphia = await search(request({ lat: 39.9526, lng: -75.1652 }, 'Philadelphia, PA, US'));
  assert.equal(philadelphia.status, 200);
  assert.ok(philadelphia.body.restaurants.length > 0 && philadelphia.body.restaurants.every((r) => !r.demo), 'real places');
  assert.equal(philadelphia.body.noDataHere, undefined);
  assert.equal(philadelphia.body.usage.searchesToday, before + 1);
});

test('a demo place id does not open when demo places are off', { skip, timeout: 60_000 }, async () => {
  const answer = await get(runtime, '/places/demo-40730_-73986_1', user.accessToken);
  assert.equal(answer.status, 404, `got ${answer.status} ${answer.text}`);
});
