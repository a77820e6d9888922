import assert from 'node:assert/strict';
import { test } from 'node:test';
import { overLimitOf, overLimitRedirect } from './over-limit';

test('over the limit only with more saved than the plan allows: free 5, pro 20, premium unlimited', () => {
  assert.equal(overLimitOf(5, 'free'), null, 'exactly at the free maximum of 5 is allowed');
  assert.deepEqual(overLimitOf(6, 'free'), { count: 6, max: 5, excess: 1 });
  assert.deepEqual(overLimitOf(12, 'free'), { count: 12, max: 5, excess: 7 });
  assert.equal(overLimitOf(20, 'pro'), null, 'exactly at the pro maximum of 20');
  assert.deepEqual(overLimitOf(21, 'pro'), { count: 21, max: 20, excess: 1 });
  assert.equal(overLimitOf(10_000, 'premium'), null, 'premium is unlimited');
  assert.equal(overLimitOf(0, 'free'), null);
});

test('while over the limit every guarded page but /saved-list, /profile and /current-plan goes to /saved-list', () => {
  const over = overLimitOf(6, 'free');
  for (const path of ['/home', '/search-results', '/history', '/comparison', '/scrape-menu', '/restaurant/abc', '/email-verification']) {
    assert.equal(overLimitRedirect(path, over), '/saved-list', path);
  }
  for (const path of ['/saved-list', '/profile', '/current-plan', '/profile/', '/current-plan/']) {
    assert.equal(overLimitRedirect(path, over), null, path);
  }
  assert.equal(overLimitRedirect('/saved-list-old', over), '/saved-list', 'a prefix is not the open page');
});

test('within the limit nothing is locked', () => {
  for (const path of ['/home', '/history', '/saved-list']) assert.equal(overLimitRedirect(path, overLimitOf(5, 'free')), null, path);
});
