import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ApiError } from './api-client';
import { isServiceUnreachable, retryDelayMs, retryWhileUnreachable } from './service-unreachable';

// product-rules §3.5: what counts as "the service is unreachable", and how the reads space out their tries.

test('no answer at all (the fetch rejected) is unreachable', () => {
  assert.equal(isServiceUnreachable(new ApiError(0, 'NETWORK_ERROR', 'Network error')), true);
});

test('a gateway 502, 503 or 504 without the API error body is unreachable', () => {
  for (const status of [502, 503, 504]) assert.equal(isServiceUnreachable(new ApiError(status, `HTTP_${status}`, 'Request failed')), true, `${status}`);
});

test("the API's own errors are not: 4xx with their message, a 503 or 500 with the API's code, a bare 500", () => {
  assert.equal(isServiceUnreachable(new ApiError(400, 'VALIDATION_ERROR', 'Bad name')), false);
  assert.equal(isServiceUnreachable(new ApiError(429, 'DAILY_SEARCH_LIMIT', 'Limit')), false);
  assert.equal(isServiceUnreachable(new ApiError(404, 'HTTP_404', 'Request failed')), false);
  assert.equal(isServiceUnreachable(new ApiError(503, 'PLACES_UNAVAILABLE', 'Places are unavailable')), false);
  assert.equal(isServiceUnreachable(new ApiError(500, 'HTTP_500', 'Request failed')), false);
  assert.equal(isServiceUnreachable(new Error('boom')), false);
  assert.equal(isServiceUnreachable(null), false);
});

test('only unreachable reads try again, and they keep trying however many tries failed', () => {
  const down = new ApiError(0, 'NETWORK_ERROR', 'Network error');
  assert.equal(retryWhileUnreachable(0, down), true);
  assert.equal(retryWhileUnreachable(50, down), true);
  assert.equal(retryWhileUnreachable(0, new ApiError(400, 'VALIDATION_ERROR', 'Bad')), false);
  assert.equal(retryWhileUnreachable(0, new ApiError(500, 'HTTP_500', 'Request failed')), false);
});

test('the waits start at 3 s and double after each failed try, up to a minute', () => {
  const noJitter = () => 0;
  assert.deepEqual(
    Array.from({ length: 8 }, (_, failures) => retryDelayMs(failures, noJitter)),
    [3_000, 6_000, 12_000, 24_000, 48_000, 60_000, 60_000, 60_000],
  );
});

test('each wait is shortened by at most a quarter at random, never lengthened past the cap', () => {
  for (const failures of [0, 3, 10]) {
    const full = retryDelayMs(failures, () => 0);
    const shortest = retryDelayMs(failures, () => 1);
    assert.equal(shortest, full * 0.75);
    for (let i = 0; i < 200; i += 1) {
      const wait = retryDelayMs(failures);
      assert.ok(wait >= shortest && wait <= full && wait <= 60_000, `${wait} for ${failures} failures`);
    }
  }
  // Two tabs that lost the service together do not come back at the same moment.
  assert.notEqual(retryDelayMs(2, () => 0.1), retryDelayMs(2, () => 0.9));
});
