import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DAILY_SEARCH_ALLOWANCE } from '../../../../shared/domain/plans';
import { searchDailyLimit } from './places-search-limit';

test('the allowance is 10 searches a day', () => {
  assert.equal(DAILY_SEARCH_ALLOWANCE, 10);
  assert.equal(searchDailyLimit({}), 10);
});

test('SEARCH_DAILY_LIMIT is honoured on the local stage (the search benchmark raises it)', () => {
  assert.equal(searchDailyLimit({ FORKSURE_STAGE: 'local', SEARCH_DAILY_LIMIT: '5000' }), 5000);
});

test('AWS stages ignore SEARCH_DAILY_LIMIT: 10 a day whatever the override says', () => {
  for (const stage of ['prod', 'beta', 'dev', 'LOCAL', '']) {
    assert.equal(searchDailyLimit({ FORKSURE_STAGE: stage, SEARCH_DAILY_LIMIT: '5000' }), 10, `stage "${stage}"`);
  }
  // No stage set is not the local stage either.
  assert.equal(searchDailyLimit({ SEARCH_DAILY_LIMIT: '5000' }), 10);
});

test('a malformed override on the local stage falls back to 10', () => {
  for (const value of ['', '0', '-5', '2.5', 'lots']) {
    assert.equal(searchDailyLimit({ FORKSURE_STAGE: 'local', SEARCH_DAILY_LIMIT: value }), 10, `SEARCH_DAILY_LIMIT="${value}"`);
  }
});
