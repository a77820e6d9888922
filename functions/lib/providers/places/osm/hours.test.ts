import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openingHoursLines } from './hours';

test('opening_hours rules become readable lines', () => {
  assert.deepEqual(openingHoursLines('Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00; PH off'), ['Mon–Fri: 11:00–22:00', 'Sat, Sun: 12:00–23:00', 'Public holidays: closed']);
  assert.deepEqual(openingHoursLines('Mo-Th 12:00-16:00,17:00-21:30'), ['Mon–Thu: 12:00–16:00, 17:00–21:30']);
  assert.deepEqual(openingHoursLines('24/7'), ['Open 24 hours']);
  assert.deepEqual(openingHoursLines('Mo-Su 00:00-24:00'), ['Mon–Sun: open 24 hours']);
});

test('what it does not recognise is shown as written; nothing gives no lines', () => {
  assert.deepEqual(openingHoursLines('sunrise-sunset'), ['sunrise-sunset']);
  assert.deepEqual(openingHoursLines('Jan-Mar Mo 10:00-12:00'), ['Jan-Mar Mo 10:00–12:00']);
  assert.deepEqual(openingHoursLines(undefined), []);
  assert.deepEqual(openingHoursLines('  '), []);
});
