import { test } from 'node:test';
import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { DomainError, type ErrorKind } from '../../errors';
import type { GeocodingPort } from '../../providers/geocoding/port';
import { autocompleteLocations, geocode } from './geocoding-service';

const port = (overrides: Partial<GeocodingPort>): GeocodingPort => ({
  geocode: async () => null,
  reverseGeocode: async () => null,
  autocomplete: async () => [],
  ...overrides,
});

const rejectsWith = (kind: ErrorKind, code: string, message: RegExp) => (error: unknown) => {
  assert.ok(error instanceof DomainError, `expected error instanceof DomainError; got error = ${inspect(error)}`);
  assert.equal(error.kind, kind);
  assert.equal(error.code, code);
  assert.match(error.message, message);
  return true;
};

test('nothing found: LOCATION_NOT_FOUND with the spec text for names, ADDRESS_NOT_FOUND for coordinates', async () => {
  await assert.rejects(geocode(port({}), { kind: 'search', query: 'xyzzy' }), rejectsWith('not-found', 'LOCATION_NOT_FOUND', /^Could not find coordinates for this location\.$/));
  await assert.rejects(geocode(port({}), { kind: 'reverse', lat: 0, lng: -140 }), rejectsWith('not-found', 'ADDRESS_NOT_FOUND', /No place name/));
});

test('a failing provider is unavailable (the browser may retry), keeping the cause for the log', async () => {
  const down = new Error('connect ECONNREFUSED');
  const failing = port({ geocode: () => Promise.reject(down), autocomplete: () => Promise.reject(down) });
  await assert.rejects(geocode(failing, { kind: 'search', query: 'Paris' }), (error: DomainError) => {
    assert.equal(error.kind, 'unavailable');
    assert.equal(error.code, 'GEOCODING_UNAVAILABLE');
    assert.equal(error.cause, down);
    return true;
  });
  await assert.rejects(autocompleteLocations(failing, { query: 'pa', limit: 5 }), rejectsWith('unavailable', 'GEOCODING_UNAVAILABLE', /unavailable/));
});

test('results become the flat response; options reach the port; suggestions are cut to the limit', async () => {
  let seen: unknown;
  const found = port({
    reverseGeocode: async (location, options) => {
      seen = { location, options };
      return { label: 'Philadelphia, Pennsylvania, US', location: { lat: 39.95, lng: -75.16 }, city: 'Philadelphia', region: 'Pennsylvania', country: 'US' };
    },
    autocomplete: async () =>
      ['A', 'B', 'C'].map((label) => ({ label, kind: 'city' as const, location: { lat: 1, lng: 2 } })),
  });
  assert.deepEqual(await geocode(found, { kind: 'reverse', lat: 39.9526, lng: -75.1652, language: 'es' }), {
    label: 'Philadelphia, Pennsylvania, US',
    lat: 39.95,
    lng: -75.16,
    city: 'Philadelphia',
    region: 'Pennsylvania',
    country: 'US',
  });
  assert.deepEqual(seen, { location: { lat: 39.9526, lng: -75.1652 }, options: { language: 'es' } });
  assert.deepEqual(await autocompleteLocations(found, { query: 'pa', limit: 2 }), {
    suggestions: [
      { label: 'A', kind: 'city', lat: 1, lng: 2 },
      { label: 'B', kind: 'city', lat: 1, lng: 2 },
    ],
  });
});
