import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatDistance, radiusToMeters } from './places-distance';

test('radius in the user unit to metres', () => {
  assert.equal(radiusToMeters(5, 'miles'), 8046.72);
  assert.equal(radiusToMeters(1, 'km'), 1000);
});

test('distance text starts with a number, one decimal at most, singular for exactly 1 mile', () => {
  assert.equal(formatDistance(1287, 'miles'), '0.8 miles');
  assert.equal(formatDistance(1609, 'miles'), '1 mile');
  assert.equal(formatDistance(3219, 'miles'), '2 miles');
  assert.equal(formatDistance(1290, 'km'), '1.3 km');
  assert.equal(formatDistance(1000, 'km'), '1 km');
  assert.equal(formatDistance(0, 'km'), '0.1 km', 'never "0": the restaurant is at most this close');
  assert.equal(formatDistance(12, 'miles'), '0.1 miles');
  for (const meters of [0, 80, 999, 5000, 8046]) assert.match(formatDistance(meters, 'miles'), /^\d+(\.\d)? miles?$/);
});
