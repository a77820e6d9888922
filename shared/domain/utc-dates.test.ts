import { test } from 'node:test';
import assert from 'node:assert/strict';
import { addDays, epochSeconds, startOfUtcDate, utcDate, utcDatesBetween } from './utc-dates';

test('utcDate uses the UTC calendar, not the local one', () => {
  assert.equal(utcDate(new Date('2025-03-01T23:30:00-05:00')), '2025-03-02');
  assert.equal(utcDate(new Date('2025-03-02T00:00:00.000Z')), '2025-03-02');
});

test('epochSeconds truncates to whole seconds', () => {
  assert.equal(epochSeconds(new Date(1_700_000_000_999)), 1_700_000_000);
});

test('utcDatesBetween lists every date from the first to the last, across a month end', () => {
  const dates = utcDatesBetween(new Date('2024-02-27T18:00:00Z'), new Date('2024-03-01T01:00:00Z'));
  assert.deepEqual(dates, ['2024-02-27', '2024-02-28', '2024-02-29', '2024-03-01']);
});

test('startOfUtcDate rejects text that is not a date and round-trips with addDays', () => {
  assert.throws(() => startOfUtcDate('tomorrow'));
  assert.equal(utcDate(addDays(startOfUtcDate('2024-12-31'), 1)), '2025-01-01');
});
