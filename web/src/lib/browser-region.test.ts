import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browserRegion } from './browser-region';

test("the country of the first preferred language that names one", () => {
  assert.equal(browserRegion(['en-US', 'en']), 'US');
  assert.equal(browserRegion(['en', 'en-GB']), 'GB');
  assert.equal(browserRegion(['de-de']), 'DE');
  assert.equal(browserRegion(['zh-Hant-TW']), 'TW');
});

test('no country: none named, a group of countries, or not a language tag', () => {
  assert.equal(browserRegion(['en', 'ja']), undefined);
  assert.equal(browserRegion(['es-419']), undefined);
  assert.equal(browserRegion(['not a tag']), undefined);
  assert.equal(browserRegion([]), undefined);
});
