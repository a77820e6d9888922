import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { test } from 'node:test';
import { SEARCH_TEXT_MAX_LENGTH } from './translate';
import { placeDetailsQuerySchema, placesSearchRequestSchema, SEARCH_QUERY_MAX_LENGTH } from './places';

test('the search text limit is the translate route\'s (kept apart only for bundle size)', () => {
  assert.equal(SEARCH_QUERY_MAX_LENGTH, SEARCH_TEXT_MAX_LENGTH);
});

test('a minimal search request gets the form defaults; lists are tidied', () => {
  const parsed = placesSearchRequestSchema.parse({
    searchRadius: 2.5,
    distanceUnit: 'km',
    coordinates: { lat: 55.95, lng: -3.19 },
    allergies: [' peanuts ', 'Peanuts'],
  });
  assert.equal(parsed.searchQuery, '');
  assert.equal(parsed.cuisineType, 'any');
  assert.equal(parsed.priceRange, 'any');
  assert.deepEqual(parsed.dietaryRestrictions, []);
  assert.equal(parsed.allergies.length, 1);
  assert.equal(parsed.location, '');
});

test('radius 1 to 5, coordinates required, unknown fields refused', () => {
  const base = { searchRadius: 1, distanceUnit: 'miles', coordinates: { lat: 0, lng: 0 } };
  assert.ok(placesSearchRequestSchema.safeParse(base).success, `expected placesSearchRequestSchema.safeParse(base).success; got ${inspect(placesSearchRequestSchema.safeParse(base).success)}`);
  assert.ok(placesSearchRequestSchema.safeParse({ ...base, searchRadius: 5 }).success, `expected placesSearchRequestSchema.safeParse({ ...base, searchRadius: 5 }).success; got ${inspect(placesSearchRequestSchema.safeParse({ ...base, searchRadius: 5 }).success)}`);
  for (const bad of [{ ...base, searchRadius: 0.5 }, { ...base, searchRadius: 6 }, { ...base, coordinates: undefined }, { ...base, coordinates: { lat: 91, lng: 0 } }, { ...base, priceRange: '$$$$$' }, { ...base, extra: 1 }]) {
    assert.equal(placesSearchRequestSchema.safeParse(bad).success, false, JSON.stringify(bad));
  }
});

test('detail query: lat and lng from the query string, together or not at all', () => {
  assert.deepEqual(placeDetailsQuerySchema.parse({ lat: '39.95', lng: '-75.16' }), { lat: 39.95, lng: -75.16 });
  assert.deepEqual(placeDetailsQuerySchema.parse({}), {});
  assert.equal(placeDetailsQuerySchema.safeParse({ lat: '39.95' }).success, false);
  assert.equal(placeDetailsQuerySchema.safeParse({ lat: 'north', lng: '1' }).success, false);
});
