import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { autocompleteRequestSchema, coordinatesLabel, geocodeRequestSchema } from './geocoding';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('POST /geocode request', () => {
  test('a query is trimmed with inner spaces collapsed; a language may come along', () => {
    assert.deepEqual(geocodeRequestSchema.parse({ query: '  Paris,   TX ' }), { kind: 'search', query: 'Paris, TX', language: undefined });
    assert.deepEqual(geocodeRequestSchema.parse({ query: 'Zürich', language: 'de' }), { kind: 'search', query: 'Zürich', language: 'de' });
  });

  test('coordinates ask for the nearest named place', () => {
    assert.deepEqual(geocodeRequestSchema.parse({ lat: 39.9526, lng: -75.1652 }), { kind: 'reverse', lat: 39.9526, lng: -75.1652, language: undefined });
    assert.deepEqual(geocodeRequestSchema.parse({ lat: -90, lng: 180 }), { kind: 'reverse', lat: -90, lng: 180, language: undefined });
  });

  test('coordinates out of range, not numbers, or half a pair are refused with clear messages', () => {
    assert.deepEqual(issues(geocodeRequestSchema.safeParse({ lat: 91, lng: 0 })), ['lat: Latitude must be between -90 and 90.']);
    assert.deepEqual(issues(geocodeRequestSchema.safeParse({ lat: 0, lng: -180.5 })), ['lng: Longitude must be between -180 and 180.']);
    assert.deepEqual(issues(geocodeRequestSchema.safeParse({ lat: '39.9', lng: 0 })), ['lat: Latitude must be a number.']);
    assert.deepEqual(issues(geocodeRequestSchema.safeParse({ lat: 39.9 })), ['lng: Send lng together with lat.']);
    assert.deepEqual(issues(geocodeRequestSchema.safeParse({ lng: 2.3 })), ['lat: Send lat together with lng.']);
  });

  test('blank, too long, both forms, neither, or unknown fields are refused', () => {
    assert.deepEqual(issues(geocodeRequestSchema.safeParse({ query: '   ' })), ['query: Enter a city or postal code.']);
    assert.deepEqual(issues(geocodeRequestSchema.safeParse({ query: 'x'.repeat(101) })), ['query: Keep the location under 100 characters.']);
    assert.equal(geocodeRequestSchema.safeParse({ query: 'x'.repeat(100) }).success, true);
    assert.deepEqual(issues(geocodeRequestSchema.safeParse({ query: 'Paris', lat: 1, lng: 2 })), ['query: Send either a query or lat and lng, not both.']);
    assert.deepEqual(issues(geocodeRequestSchema.safeParse({})), ['query: Send a city or postal code as query, or coordinates as lat and lng.']);
    assert.equal(geocodeRequestSchema.safeParse({ query: 'Paris', location: 'Paris' }).success, false);
    assert.equal(geocodeRequestSchema.safeParse({ query: 'Paris', language: 'xx' }).success, false);
  });
});

describe('POST /locations/autocomplete request', () => {
  test('from 2 characters, trimmed; the limit defaults to 5', () => {
    assert.deepEqual(autocompleteRequestSchema.parse({ query: ' ph ' }), { query: 'ph', limit: 5 });
    assert.deepEqual(autocompleteRequestSchema.parse({ query: 'edin', limit: 10, language: 'fr' }), { query: 'edin', limit: 10, language: 'fr' });
  });

  test('shorter text is refused with the reason', () => {
    for (const query of ['p', '  p  ', '']) {
      assert.deepEqual(issues(autocompleteRequestSchema.safeParse({ query })), ['query: Type at least 2 characters to see suggestions.'], JSON.stringify(query));
    }
  });

  test('limits outside 1 to 10, long text and unknown fields are refused', () => {
    assert.deepEqual(issues(autocompleteRequestSchema.safeParse({ query: 'pa', limit: 11 })), ['limit: limit must be between 1 and 10.']);
    assert.deepEqual(issues(autocompleteRequestSchema.safeParse({ query: 'pa', limit: 0 })), ['limit: limit must be between 1 and 10.']);
    assert.deepEqual(issues(autocompleteRequestSchema.safeParse({ query: 'pa', limit: 2.5 })), ['limit: limit must be a whole number.']);
    assert.deepEqual(issues(autocompleteRequestSchema.safeParse({ query: 'p'.repeat(101) })), ['query: Keep the location under 100 characters.']);
    assert.equal(autocompleteRequestSchema.safeParse({ userInput: 'pa' }).success, false);
  });
});

test('the spec\'s fallback display for coordinates without a place name', () => {
  assert.equal(coordinatesLabel(39.95261234, -75.16521234), 'Location: 39.9526, -75.1652');
});
