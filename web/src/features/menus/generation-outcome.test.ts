import assert from 'node:assert/strict';
import { test } from 'node:test';
import { generationFailure, outOfScrapes, scrapeUpgradeTier } from './generation-outcome';

test('a 429 is the daily scrape limit; a 5xx a failed generation; no answer the generic failure', () => {
  assert.deepEqual(generationFailure({ status: 429, message: 'Generation limit reached' }), { kind: 'limit' });
  assert.deepEqual(generationFailure({ status: 502, message: 'Failed to generate menu. Please try again.' }), { kind: 'failed' });
  assert.deepEqual(generationFailure({ status: 504, message: 'x' }), { kind: 'failed' });
  assert.deepEqual(generationFailure({ status: 0, message: 'Network error' }), { kind: 'unknown' });
  assert.deepEqual(generationFailure(new Error('boom')), { kind: 'unknown' });
  assert.deepEqual(generationFailure(undefined), { kind: 'unknown' });
});

test("another 4xx shows the server's own message (e.g. over the saved limit); 401 does not", () => {
  assert.deepEqual(generationFailure({ status: 403, message: 'Please remove some restaurants' }), { kind: 'refused', message: 'Please remove some restaurants' });
  assert.deepEqual(generationFailure({ status: 401, message: 'Unauthorized' }), { kind: 'unknown' });
});

test('product-rules §2.2: a scrape is allowed when the limit is -1 or the count is below the limit', () => {
  assert.equal(outOfScrapes({ used: 4, limit: 5 }), false);
  assert.equal(outOfScrapes({ used: 5, limit: 5 }), true);
  assert.equal(outOfScrapes({ used: 14, limit: 15 }), false);
  assert.equal(outOfScrapes({ used: 15, limit: 15 }), true);
  assert.equal(outOfScrapes({ used: 500, limit: -1 }), false);
  assert.equal(outOfScrapes(null), false, 'unknown usage: the server decides');
});

test('product-rules §8.1: the scrape-limit toast names Pro at the limit 5, else Premium', () => {
  assert.equal(scrapeUpgradeTier(5), 'pro');
  assert.equal(scrapeUpgradeTier(15), 'premium');
});
