import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { PlacesSearchPreferences, Restaurant } from '../../../../shared/api/places';
import { asStoredSearch, withMenuReady } from './search-storage';

const restaurant: Restaurant = {
  id: 'osm-node-1',
  name: 'Fratelli',
  imageUrl: '/places/illustration?c=italian&s=1',
  cuisineType: 'Italian',
  cuisines: ['italian'],
  address: '1 Market Street',
  formatted_address: '1 Market Street',
  vicinity: '1 Market Street',
  distance: '0.2 miles',
  distanceMeters: 320,
  coordinates: { lat: 39.95, lng: -75.16 },
  dietaryOptions: [],
  pros: [],
  cons: [],
  hasMenuExtraction: false,
  source: 'openstreetmap',
  demo: false,
  allergyInfo: {
    isSafe: true,
    riskLevel: 'safe',
    allergenWarnings: [],
    dietaryWarnings: [],
    safeOptions: [],
    hasSafeMenuItems: false,
    evidence: { level: 'limited', words: 3, menuItems: 0 },
    limited: true,
    notes: [],
  },
};
const preferences = { dietaryRestrictions: [], allergies: ['Peanuts'], searchRadius: 5 } as unknown as PlacesSearchPreferences;

test('a stored search with whole restaurants is restored', () => {
  assert.deepEqual(asStoredSearch([restaurant], preferences), { searchResults: [restaurant], searchPreferences: preferences });
  assert.deepEqual(asStoredSearch([], preferences)?.searchResults, []);
});

test('entries an older or hand-edited app left are dropped instead of breaking the page', () => {
  const { allergyInfo, ...noScan } = restaurant;
  const partialScan = { ...restaurant, allergyInfo: { riskLevel: 'safe' } };
  const noDistance = { ...restaurant, distance: undefined };
  const noCuisines = { ...restaurant, cuisines: 'italian' };
  for (const broken of [noScan, partialScan, noDistance, noCuisines, null, 'x', 42]) {
    assert.equal(asStoredSearch([restaurant, broken], preferences), null, JSON.stringify(broken));
  }
  void allergyInfo;
  assert.equal(asStoredSearch({ 0: restaurant }, preferences), null, 'not a list');
  assert.equal(asStoredSearch([restaurant], { allergies: [] }), null, 'preferences without diets and radius');
});

test('a generated menu marks only its restaurant as menu-ready, leaving the others and the input as they were', () => {
  const other = { ...restaurant, id: 'osm-node-2' };
  const marked = withMenuReady([restaurant, other], new Set(['osm-node-2']));
  assert.deepEqual(marked.map((r) => r.hasMenuExtraction), [false, true]);
  assert.equal(other.hasMenuExtraction, false);
  assert.equal(marked[0], restaurant, 'unchanged entries are the same objects');
});

test("the search's id comes back with it when it is one the server issues; anything else is dropped", () => {
  const searchId = '1764300000000-3f2b6c1e-7d4a-4b8e-9c0f-1a2b3c4d5e6f';
  assert.equal(asStoredSearch([restaurant], preferences, { searchId })?.searchId, searchId);
  for (const bad of ['Peanuts,Milk', '', 42, null, `${searchId}x`]) {
    assert.equal(asStoredSearch([restaurant], preferences, { searchId: bad })?.searchId, undefined, String(bad));
  }
});
