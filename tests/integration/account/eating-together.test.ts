import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { DinerProfile } from '../../../shared/api/diner-profiles';
import type { GenerateMenuResponse } from '../../../shared/api/menus';
import { compileScanProfile, scanRestaurant } from '../../../shared/domain/allergen-scan/index';
import { dishMarkLevel } from '../../../shared/domain/table';
import type { SearchHistoryList } from '../../../shared/api/history';
import type { PlacesSearchRequest, PlacesSearchResponse, RestaurantDetail } from '../../../shared/api/places';
import { compileScanLists, profileScanLists } from '../../../shared/domain/scan-lists';
import { createTestUser, type TestUser } from '../support/runtime';
import { runtimeWithDbForFile } from '../support/runtime-with-db';
import { call, setTier } from '../library/saved-support';

/**
 * Eating together, "Search for" (product-rules §14.4), through the real handlers: the search names
 * the table by ids only; the server reads each diner from the CALLER's partition (another user's id
 * is left out, never used), scans every place for each with their own allergies, severities and
 * diets, keeps the table with the search (history, detail page), and a deleted diner drops out.
 * `dinerIds` is bounded (at most 8, the id pattern, each once) with a 400 that says so.
 */
const env = runtimeWithDbForFile();

const BOLOGNA = { lat: 44.4949, lng: 11.3426 }; // no imported data: demo places (the test runtime's DEMO_PLACES=1)
const search = (user: TestUser, extra: Partial<PlacesSearchRequest>) =>
  call<PlacesSearchResponse>(env.runtime, 'POST', '/places/search', user, {
    searchQuery: '',
    dietaryRestrictions: [],
    allergies: [],
    searchRadius: 5,
    distanceUnit: 'km',
    coordinates: BOLOGNA,
    location: 'Bologna, IT',
    ...extra,
  });
const createDiner = async (user: TestUser, body: unknown) => {
  const answer = await call<DinerProfile>(env.runtime, 'POST', '/diner-profiles', user, body);
  assert.equal(answer.status, 201, JSON.stringify(answer.body));
  return answer.body;
};
const seatIds = (table: readonly { dinerId: string }[] | undefined) => (table ?? []).map((v) => v.dinerId);

describe('eating together: search for a table (product-rules §14.4)', { timeout: 180_000 }, () => {
  test('each place carries a verdict per person, scanned with that diner\'s own lists; me is the search\'s own verdict', async () => {
    const user = await createTestUser(env.runtime);
    await setTier(env.db, user, 'pro');
    const ana = await createDiner(user, { name: 'Ana María', allergies: ['Peanuts', 'Milk'], allergy_severities: { Peanuts: 'severe' }, dietary_preferences: ['Vegan'] });
    const answer = await search(user, { allergies: ['Shellfish'], dinerIds: [ana.id] });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.deepEqual(answer.body.table, [
      { dinerId: 'me', name: '', initials: '' },
      { dinerId: ana.id, name: 'Ana María', initials: 'AM' },
    ]);
    assert.ok(answer.body.restaurants.length > 0, `places found: ${answer.body.restaurants.length}`);
    const anaProfile = compileScanLists(profileScanLists(ana));
    assert.ok(anaProfile.hasRestrictions, 'Ana has restrictions to check');
    for (const place of answer.body.restaurants) {
      assert.deepEqual(seatIds(place.table), ['me', ana.id]);
      assert.deepEqual(place.table![0]!.scan, place.allergyInfo, 'me: the search\'s own verdict');
    }
    // Ana's severities and diets are hers: some place differs between me (Shellfish) and Ana (Peanuts severe, Milk, Vegan).
    assert.ok(
      answer.body.restaurants.some((p) => JSON.stringify(p.table![1]!.scan) !== JSON.stringify(p.allergyInfo)),
      'Ana\'s verdicts are her own, not a copy of the search\'s',
    );
    assert.ok(answer.body.restaurants.some((p) => p.table![1]!.scan.allergenWarnings.some((w) => w.label === 'Peanuts' && w.severity === 'severe')) ||
      answer.body.restaurants.some((p) => p.table![1]!.scan.notes.length > 0), 'Ana is checked with her severe peanut allergy');

    // The search keeps the table: history lists its ids, the detail page opened from it seats the same people.
    const history = await call<SearchHistoryList>(env.runtime, 'GET', '/me/history/searches', user);
    assert.deepEqual([history.body.items[0]?.diner_ids, history.body.items[0]?.include_me], [[ana.id], true]);
    const first = answer.body.restaurants[0]!;
    const detail = await call<RestaurantDetail>(env.runtime, 'GET', `/places/${encodeURIComponent(first.id)}?searchId=${encodeURIComponent(answer.body.searchId)}`, user);
    assert.equal(detail.status, 200, JSON.stringify(detail.body));
    assert.deepEqual(seatIds(detail.body.table), ['me', ana.id]);
    assert.deepEqual(detail.body.table![1]!.scan.riskLevel, first.table![1]!.scan.riskLevel, 'the detail page says what the card said for Ana');
    const direct = await call<RestaurantDetail>(env.runtime, 'GET', `/places/${encodeURIComponent(first.id)}`, user);
    assert.equal(direct.body.table, undefined, 'opened directly: no table');

    // Without me: only the diners.
    const forAna = await search(user, { includeMe: false, dinerIds: [ana.id] });
    assert.equal(forAna.status, 200);
    assert.deepEqual(seatIds(forAna.body.restaurants[0]!.table), [ana.id]);

    // A deleted diner simply drops out of the stored search's table.
    assert.equal((await call(env.runtime, 'DELETE', `/diner-profiles/${ana.id}`, user)).status, 200);
    const after = await call<RestaurantDetail>(env.runtime, 'GET', `/places/${encodeURIComponent(first.id)}?searchId=${encodeURIComponent(answer.body.searchId)}`, user);
    assert.equal(after.body.table, undefined, 'no diner left: the user\'s search alone');
    const afterAlone = await call<RestaurantDetail>(env.runtime, 'GET', `/places/${encodeURIComponent(first.id)}?searchId=${encodeURIComponent(forAna.body.searchId)}`, user);
    assert.equal(afterAlone.body.table, undefined, 'a table left with nobody is no table');
  });

  test("another user's diner ids are never used: left out, nothing of theirs in the answer or the stored search", async () => {
    const [owner, other] = await Promise.all([createTestUser(env.runtime), createTestUser(env.runtime)]);
    const secret = await createDiner(owner, { name: 'Zed Secret', allergies: ['Sesame'], allergy_severities: { Sesame: 'severe' } });
    const mine = await createDiner(other, { name: 'Bo', allergies: ['Eggs'] });
    const answer = await search(other, { dinerIds: [secret.id, mine.id] });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.deepEqual(seatIds(answer.body.table), ['me', mine.id]);
    assert.ok(!JSON.stringify(answer.body).includes('Zed Secret') && !JSON.stringify(answer.body).includes(secret.id), 'nothing of the other user\'s diner in the answer');
    const history = await call<SearchHistoryList>(env.runtime, 'GET', '/me/history/searches', other);
    assert.deepEqual(history.body.items[0]?.diner_ids, [mine.id], 'only the caller\'s own ids are kept');
    const onlyTheirs = await search(other, { includeMe: false, dinerIds: [secret.id] });
    assert.equal(onlyTheirs.status, 200);
    assert.equal(onlyTheirs.body.table, undefined, 'nobody of the caller\'s at the table: no table');
    assert.ok(!JSON.stringify(onlyTheirs.body).includes('Zed Secret'), 'the other user\'s diner is never named');
  });

  test('dinerIds is bounded: at most 8, the id pattern, each once; includeMe false needs a diner (400 with a message)', async () => {
    const user = await createTestUser(env.runtime);
    const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
    const cases: [Partial<PlacesSearchRequest> | Record<string, unknown>, RegExp][] = [
      [{ dinerIds: Array.from({ length: 9 }, (_, n) => id(n)) }, /at most 8/],
      [{ dinerIds: ['Peanuts; severe'] }, /not valid/],
      [{ dinerIds: ['x'.repeat(65)] }, /not valid/],
      [{ dinerIds: [id(1), id(1)] }, /once/],
      [{ dinerIds: 'abc' }, /list/],
      [{ includeMe: false }, /at least one person/],
      [{ includeMe: false, dinerIds: [] }, /at least one person/],
    ];
    for (const [extra, message] of cases) {
      const answer = await search(user, extra as Partial<PlacesSearchRequest>);
      assert.equal(answer.status, 400, `${JSON.stringify(extra)} → ${answer.status}`);
      assert.match(JSON.stringify(answer.body), message);
    }
    const eight = await search(user, { dinerIds: Array.from({ length: 8 }, (_, n) => id(n)) });
    assert.equal(eight.status, 200, '8 ids are allowed (none of them the caller\'s: no table)');
    assert.equal(eight.body.table, undefined);
  });

  test('the menu generated from a search for a table marks each dish per diner with the worst level (severe "may contain" is High Risk)', async () => {
    const user = await createTestUser(env.runtime);
    const ana = await createDiner(user, { name: 'Ana', allergies: ['Wheat', 'Milk'], allergy_severities: { Wheat: 'severe' }, dietary_preferences: ['Vegan'] });
    const found = await search(user, { cuisineType: 'italian', dinerIds: [ana.id] });
    assert.equal(found.status, 200, JSON.stringify(found.body));
    const place = found.body.restaurants[0]!;
    const menu = await call<GenerateMenuResponse>(env.runtime, 'POST', '/menus/generate', user, { restaurantId: place.id, searchId: found.body.searchId, language: 'en' });
    assert.equal(menu.status, 200, JSON.stringify(menu.body));
    assert.deepEqual(seatIds(menu.body.table), ['me', ana.id]);
    const anaLists = compileScanProfile({ allergies: ['Wheat', 'Milk'], allergySeverities: { Wheat: 'severe', Milk: 'allergy' }, dietaryPreferences: ['Vegan'] });
    let marked = 0;
    for (const item of menu.body.menuItems) {
      const expected = dishMarkLevel(scanRestaurant({ menuItems: [{ name: item.menu_item, ingredients: item.ingredients }] }, anaLists));
      const mark = item.table?.find((m) => m.dinerId === ana.id);
      assert.equal(mark?.level, expected, `${item.menu_item}: Ana's mark`);
      assert.ok(!item.table?.some((m) => m.dinerId === 'me'), 'me has no allergies in this search: never marked');
      if (mark) marked += 1;
    }
    assert.ok(marked > 0, 'an Italian menu has dishes Ana (severe wheat, milk, vegan) must ask about');
    assert.ok(menu.body.menuItems.some((item) => item.table?.some((m) => m.dinerId === ana.id && m.level === 'danger')), 'some dish is High Risk for her');

    // Deleted later: the same search's menu no longer names her.
    await call(env.runtime, 'DELETE', `/diner-profiles/${ana.id}`, user);
    const again = await call<GenerateMenuResponse>(env.runtime, 'POST', '/menus/generate', user, { restaurantId: place.id, searchId: found.body.searchId, language: 'en' });
    assert.equal(again.status, 200);
    assert.equal(again.body.table, undefined);
    assert.ok(again.body.menuItems.every((item) => item.table === undefined), 'no dish names a deleted diner');
  });
});
