import assert from 'node:assert/strict';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { after, before, describe, test } from 'node:test';
import { DEFAULT_OSM_SEED_DIR, seedOsmPlaces } from '../../infra/local/osm-seed';
import type { PlacesSearchRequest, PlacesSearchResponse, Restaurant, RestaurantDetail } from '../../shared/api/places';
import type { GenerateMenuResponse } from '../../shared/api/menus';
import { scanRestaurant, type AllergenScanResult } from '../../shared/domain/allergen-scan';
import { compileScanLists, type ScanLists } from '../../shared/domain/scan-lists';
import { createTestUser, startTestRuntime, type TestRuntime, type TestUser } from './support/runtime';
import { get, post, put } from './support/http';

/**
 * The card and the detail page agree (docs/product-rules.md §10.1): the detail page opened from a
 * search scans with that search's lists, not the profile's. For every place the searches return
 * (the real Philadelphia and Edinburgh data, and demo places elsewhere), under profiles and search
 * lists that are empty, equal or different, the detail's scan equals the card's.
 */
const repoRoot = resolve(import.meta.dirname, '..', '..');
const osmDir = DEFAULT_OSM_SEED_DIR(repoRoot);
const skip = existsSync(osmDir) ? false : `the OpenStreetMap test data folder is absent (${osmDir})`;

const AREAS = [
  { name: 'Philadelphia', location: 'Philadelphia, Pennsylvania, US', coordinates: { lat: 39.9526, lng: -75.1652 }, demo: false },
  { name: 'Edinburgh', location: 'Edinburgh, Scotland, GB', coordinates: { lat: 55.9533, lng: -3.1883 }, demo: false },
  // No imported data here: with DEMO_PLACES=1 (the test runtime's default) the places are generated.
  { name: 'demo town', location: 'Bologna, IT', coordinates: { lat: 44.4949, lng: 11.3426 }, demo: true },
] as const;

interface Lists {
  allergies: string[];
  diets: string[];
}

/** Each case: the stored profile, the search form's lists and its text (one says what to avoid). */
const CASES: { name: string; profile: Lists; search: Lists & { text: string } }[] = [
  { name: 'empty profile, lists on the search form', profile: { allergies: [], diets: [] }, search: { allergies: ['Peanuts', 'Shellfish', 'Milk'], diets: ['Vegan'], text: '' } },
  { name: 'profile lists, none on the search', profile: { allergies: ['Peanuts', 'Milk'], diets: ['Vegetarian'] }, search: { allergies: [], diets: [], text: '' } },
  {
    name: 'profile and search lists that differ, and words that avoid something',
    profile: { allergies: ['Wheat', 'Eggs'], diets: ['Halal'] },
    search: { allergies: ['Tree Nuts', 'Fish', 'Sesame'], diets: ['Gluten-Free'], text: 'without cheese' },
  },
];

let runtime: TestRuntime;

before(async () => {
  if (skip) return;
  const dataDir = mkdtempSync(join(tmpdir(), 'forksure-it-card-detail-'));
  seedOsmPlaces(osmDir, join(dataDir, 'places'));
  runtime = await startTestRuntime(dataDir);
});
after(async () => {
  await runtime?.dispose();
});

const request = (area: (typeof AREAS)[number], lists: Lists & { text: string }): PlacesSearchRequest => ({
  searchQuery: lists.text,
  cuisineType: 'any',
  priceRange: 'any',
  dietaryRestrictions: lists.diets,
  allergies: lists.allergies,
  searchRadius: 5,
  distanceUnit: 'miles',
  coordinates: area.coordinates,
  location: area.location,
});

/** What the badge and its lists show: the risk, the warnings, the supports and the notes. */
const shown = (scan: AllergenScanResult) => ({
  riskLevel: scan.riskLevel,
  isSafe: scan.isSafe,
  allergenWarnings: scan.allergenWarnings,
  dietaryWarnings: scan.dietaryWarnings,
  safeOptions: scan.safeOptions,
  notes: scan.notes,
});

/** Runs `work` on every item, a few at a time (the machine is shared). */
async function eachLimited<T>(items: readonly T[], work: (item: T) => Promise<void>, width = 6): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: width }, async () => {
    while (next < items.length) await work(items[next++]!);
  }));
}

async function detailOf(user: TestUser, restaurant: Restaurant, searchId: string | undefined): Promise<RestaurantDetail> {
  const query = searchId ? `?searchId=${encodeURIComponent(searchId)}` : '';
  const answer = await get<RestaurantDetail>(runtime, `/places/${encodeURIComponent(restaurant.id)}${query}`, user.accessToken);
  assert.equal(answer.status, 200, `GET /places/${restaurant.id}${query}: ${answer.status} ${answer.text}`);
  return answer.body;
}

describe('card and detail page scan with the same lists', { skip, timeout: 600_000 }, () => {
  for (const scenario of CASES) {
    test(scenario.name, { timeout: 300_000 }, async (t) => {
      const user = await createTestUser(runtime);
      const profile = await put(runtime, '/me/profile', { allergies: scenario.profile.allergies, dietary_preferences: scenario.profile.diets }, user.accessToken);
      assert.equal(profile.status, 200, profile.text);
      for (const area of AREAS) {
        const answer = await post<PlacesSearchResponse>(runtime, '/places/search', request(area, scenario.search), user.accessToken);
        assert.equal(answer.status, 200, answer.text);
        const { restaurants, searchId } = answer.body;
        assert.ok(restaurants.length > 0, `${area.name}: the search returns places`);
        assert.ok(restaurants.every((r) => r.demo === area.demo), `${area.name}: ${area.demo ? 'demo' : 'real'} places`);
        const disagreements: string[] = [];
        await eachLimited(restaurants, async (card) => {
          const detail = await detailOf(user, card, searchId);
          const same = isDeepStrictEqual(shown(detail.allergyInfo), shown(card.allergyInfo));
          if (!same || detail.scannedWith !== 'search') {
            disagreements.push(`${card.name} (${card.id}): card ${card.allergyInfo.riskLevel}, detail ${detail.allergyInfo.riskLevel} checked against ${detail.scannedWith}${same ? '' : ', different scans'}`);
          }
        });
        assert.deepEqual(disagreements, [], `${area.name}: ${disagreements.length} of ${restaurants.length} places disagree`);
        t.diagnostic(`${area.name}: card and detail agree for all ${restaurants.length} places`);
      }
    });
  }

  test('opened without a search, the detail scans with the profile and says so', { timeout: 120_000 }, async () => {
    const user = await createTestUser(runtime);
    await put(runtime, '/me/profile', { allergies: ['Peanuts'], dietary_preferences: [] }, user.accessToken);
    const answer = await post<PlacesSearchResponse>(runtime, '/places/search', request(AREAS[0], { allergies: [], diets: [], text: '' }), user.accessToken);
    const card = answer.body.restaurants[0]!;
    const direct = await detailOf(user, card, undefined);
    assert.equal(direct.scannedWith, 'profile');
    assert.ok(direct.allergyInfo.notes.some((n) => n.kind === 'notEnoughInformation') || direct.allergyInfo.allergenWarnings.length > 0, 'the profile allergy was checked');
    const fromSearch = await detailOf(user, card, answer.body.searchId);
    assert.equal(fromSearch.scannedWith, 'search');
    assert.deepEqual(shown(fromSearch.allergyInfo), shown(card.allergyInfo));
  });

  test("another user's search, or one that is gone, is not used: the profile is, and the page says so", { timeout: 120_000 }, async () => {
    const [owner, other] = [await createTestUser(runtime), await createTestUser(runtime)];
    const answer = await post<PlacesSearchResponse>(runtime, '/places/search', request(AREAS[0], { allergies: ['Milk'], diets: [], text: '' }), owner.accessToken);
    const card = answer.body.restaurants[0]!;
    assert.equal((await detailOf(other, card, answer.body.searchId)).scannedWith, 'profile');
    assert.equal((await detailOf(owner, card, `${Date.now()}-00000000-0000-4000-8000-000000000000`)).scannedWith, 'profile');
    const cleared = await runtime.api('/me/history/searches', { method: 'DELETE', token: owner.accessToken });
    assert.equal(cleared.status, 200);
    assert.equal((await detailOf(owner, card, answer.body.searchId)).scannedWith, 'profile');
  });

  test('the menu asked from a search is scanned with its lists (also when served from the cache); asked without one, with the profile', { timeout: 120_000 }, async () => {
    const user = await createTestUser(runtime);
    const profile = { allergies: ['Sesame'], dietaryRestrictions: ['Vegetarian'] };
    await put(runtime, '/me/profile', { allergies: profile.allergies, dietary_preferences: profile.dietaryRestrictions }, user.accessToken);
    const searchLists = { allergies: ['Peanuts', 'Shellfish', 'Milk'], dietaryRestrictions: ['Vegan'], avoid: ['cheese'] };
    const answer = await post<PlacesSearchResponse>(
      runtime,
      '/places/search',
      { ...request(AREAS[2], { allergies: searchLists.allergies, diets: searchLists.dietaryRestrictions, text: 'thai without cheese' }) },
      user.accessToken,
    );
    assert.equal(answer.status, 200, answer.text);
    assert.deepEqual(answer.body.searchText.avoid, ['cheese']);
    const restaurantId = answer.body.restaurants[0]!.id;
    /** Every item's scan is the scanner's for these lists. */
    const assertScannedWith = (menu: GenerateMenuResponse, lists: ScanLists, scannedWith: 'search' | 'profile') => {
      assert.ok(menu.menuItems.length > 0, 'a menu');
      // Lists sent without severities are checked as "allergy" for each allergy (product-rules §11.4).
      const allergySeverities = Object.fromEntries(lists.allergies.map((allergy) => [allergy, 'allergy']));
      assert.deepEqual(menu.checkedLists, { scannedWith, avoid: [], allergySeverities, ...lists });
      const compiled = compileScanLists(lists);
      for (const item of menu.menuItems) {
        const expected = scanRestaurant({ menuItems: [{ name: item.menu_item, ingredients: item.ingredients }] }, compiled);
        assert.deepEqual(shown(item.scan), shown(expected), item.menu_item);
      }
    };
    const generate = (body: Record<string, unknown>) => post<GenerateMenuResponse>(runtime, '/menus/generate', { restaurantId, ...body }, user.accessToken);

    const fromSearch = await generate({ searchId: answer.body.searchId });
    assert.equal(fromSearch.status, 200, fromSearch.text);
    assertScannedWith(fromSearch.body, searchLists, 'search');
    const cached = await generate({ searchId: answer.body.searchId });
    assert.equal(cached.body.cached, true);
    assertScannedWith(cached.body, searchLists, 'search');
    const direct = await generate({});
    assert.equal(direct.body.cached, true);
    assertScannedWith(direct.body, profile, 'profile');

    const refused = await generate({ searchId: 'my allergies' });
    assert.equal(refused.status, 400, refused.text);
  });

  test('a searchId that cannot be one is refused with a clear message', { timeout: 60_000 }, async () => {
    const user = await createTestUser(runtime);
    const answer = await get<{ error: { code: string; message: string } }>(runtime, '/places/osm-node-1?searchId=peanuts', user.accessToken);
    assert.equal(answer.status, 400, answer.text);
    assert.equal(answer.body.error.code, 'VALIDATION_FAILED');
    assert.match(answer.body.error.message, /search/i);
  });
});
