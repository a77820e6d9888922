import { test } from 'node:test';
import assert from 'node:assert/strict';
import { defaultDistanceUnit } from './default-distance-unit';

// A new account's unit is the unit of the road signs where the browser says the person is (product-rules §14.1).

test('miles where roads are signed in miles: the US and the UK', () => {
  for (const region of ['US', 'us', 'GB', 'PR']) assert.equal(defaultDistanceUnit(region), 'miles', region);
});

test('km everywhere else, whatever the language spoken there', () => {
  for (const region of ['DE', 'JP', 'FR', 'IE', 'AU', 'CA', 'IN', 'MX', 'BR', 'CN', 'KR', '419']) assert.equal(defaultDistanceUnit(region), 'km', region);
});

test('km when the browser gives no region', () => {
  assert.equal(defaultDistanceUnit(undefined), 'km');
});
