import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import * as api from '../../../shared/api/contracts';
import { responseChecker, responseChecksFor } from './response-checks';

const usage = {
  date: '2026-11-23',
  tier: 'free',
  searches: { used: 1, limit: 10 },
  scrapes: { used: 0, limit: 5 },
  feedback: { used: 0, limit: 3 },
  saved: { used: 0, limit: 5 },
  tagsCount: 0,
  savedCount: 0,
};
const broken = { ...usage, searches: { used: -1, limit: 10 } };

/** The answer numbers (1-based) of `count` broken answers that the checker rejected. */
function rejected(check: ReturnType<typeof responseChecker>, count: number): number[] {
  const caught: number[] = [];
  for (let n = 1; n <= count; n++) {
    try {
      check(api.getUsage, broken);
    } catch {
      caught.push(n);
    }
  }
  return caught;
}

describe('response checks', () => {
  test('tests check every answer: node --test, or no stage set', () => {
    assert.equal(responseChecksFor({}), 'every');
    assert.equal(responseChecksFor({ FORKSURE_STAGE: 'local', NODE_TEST_CONTEXT: 'child-v8' }), 'every');
    assert.equal(responseChecksFor({ FORKSURE_STAGE: 'prod', NODE_TEST_CONTEXT: 'child-v8' }), 'every');
  });

  test('the local runtime samples; AWS stages skip the check; FORKSURE_RESPONSE_CHECKS overrides', () => {
    assert.equal(responseChecksFor({ FORKSURE_STAGE: 'local' }), 'sampled');
    assert.equal(responseChecksFor({ FORKSURE_STAGE: 'dev' }), 'off');
    assert.equal(responseChecksFor({ FORKSURE_STAGE: 'prod' }), 'off');
    assert.equal(responseChecksFor({ FORKSURE_STAGE: 'local', FORKSURE_RESPONSE_CHECKS: 'every' }), 'every');
    assert.equal(responseChecksFor({ FORKSURE_STAGE: 'prod', FORKSURE_RESPONSE_CHECKS: 'sampled' }), 'sampled');
    assert.equal(responseChecksFor({ FORKSURE_STAGE: 'local', FORKSURE_RESPONSE_CHECKS: 'bogus' }), 'sampled');
  });

  test('every: each broken answer is rejected, naming the route and the field', () => {
    const check = responseChecker('every');
    assert.deepEqual(rejected(check, 300), Array.from({ length: 300 }, (_, i) => i + 1));
    assert.throws(() => check(api.getUsage, broken), /GET \/me\/usage answered outside its contract: searches\.used/);
    assert.doesNotThrow(() => check(api.getUsage, usage));
  });

  test('sampled: the first 50 answers of a route, then one in 100', () => {
    const caught = rejected(responseChecker('sampled'), 350);
    assert.deepEqual(caught, [...Array.from({ length: 50 }, (_, i) => i + 1), 150, 250, 350]);
  });

  test('sampled: each route is counted on its own', () => {
    const check = responseChecker('sampled');
    for (let n = 0; n < 60; n++) check(api.getUsage, usage);
    assert.throws(() => check(api.getProfile, {}), /answered outside its contract/);
  });

  test('off: nothing is checked', () => {
    assert.deepEqual(rejected(responseChecker('off'), 10), []);
  });
});
