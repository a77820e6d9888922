import assert from 'node:assert/strict';
import { test } from 'node:test';
import { gaugeTone, remainingOf } from './usage-gauge';

test('searches: green at 7 or more remaining, yellow 4 to 6, red below 4', () => {
  const tones = Array.from({ length: 11 }, (_, remaining) => gaugeTone(remaining, 10));
  assert.deepEqual(tones, ['red', 'red', 'red', 'red', 'yellow', 'yellow', 'yellow', 'green', 'green', 'green', 'green']);
});

test('free scrapes: green at 4 or more, yellow 2 to 3, red below 2', () => {
  assert.deepEqual([0, 1, 2, 3, 4, 5].map((r) => gaugeTone(r, 5)), ['red', 'red', 'yellow', 'yellow', 'green', 'green']);
});

test('pro scrapes: green at 11 or more, yellow 5 to 10, red below 5', () => {
  assert.equal(gaugeTone(4, 15), 'red');
  assert.equal(gaugeTone(5, 15), 'yellow');
  assert.equal(gaugeTone(10, 15), 'yellow');
  assert.equal(gaugeTone(11, 15), 'green');
});

test('premium (unlimited) is always green; other limits scale by fraction', () => {
  assert.equal(gaugeTone(0, -1), 'green');
  assert.equal(gaugeTone(7, 20), 'red');
  assert.equal(gaugeTone(8, 20), 'yellow');
  assert.equal(gaugeTone(14, 20), 'green');
});

test('remaining never goes below 0 and is null when unlimited', () => {
  assert.equal(remainingOf(3, 10), 7);
  assert.equal(remainingOf(12, 10), 0);
  assert.equal(remainingOf(50, -1), null);
});
