import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openStatusAt } from '../../../../../shared/domain/opening-hours/open-status';
import { openingSchedule } from './opening-schedule';

const NEW_YORK = { lat: 40.7128, lng: -74.006 };
const BERLIN = { lat: 52.52, lng: 13.405 };
const at = (iso: string) => new Date(iso);
const statusOf = (facts: Parameters<typeof openingSchedule>[0], served: Date, shown: Date = served) => openStatusAt(openingSchedule(facts, served), shown);

test('the same hours at the same instant are read in each place\'s own time: open in New York, closed in Berlin', { timeout: 10_000 }, () => {
  // Wednesday 10 June 2026, 20:30 UTC: 16:30 in New York, 22:30 in Berlin.
  const instant = at('2026-06-10T20:30:00Z');
  const hours = 'Mo-Su 12:00-22:00';
  assert.deepEqual(statusOf({ location: NEW_YORK, openingHours: hours }, instant), { state: 'open', closesAt: at('2026-06-11T02:00:00Z') });
  assert.deepEqual(statusOf({ location: BERLIN, openingHours: hours }, instant), { state: 'closed', opensAt: at('2026-06-11T10:00:00Z') });
  assert.equal(openingSchedule({ location: NEW_YORK, openingHours: hours }, instant)?.timeZone, 'America/New_York');
});

test('hours past midnight belong to the evening they start on', { timeout: 10_000 }, () => {
  const hours = 'Fr-Sa 18:00-02:00';
  // Saturday 01:00 in Berlin (Friday night's shift) and Sunday 01:00 (Saturday's): open until 02:00.
  assert.deepEqual(statusOf({ location: BERLIN, openingHours: hours }, at('2026-06-12T23:00:00Z')), { state: 'open', closesAt: at('2026-06-13T00:00:00Z') });
  assert.deepEqual(statusOf({ location: BERLIN, openingHours: hours }, at('2026-06-13T23:00:00Z')), { state: 'open', closesAt: at('2026-06-14T00:00:00Z') });
  // Monday 01:00: closed, opens Friday 18:00.
  assert.deepEqual(statusOf({ location: BERLIN, openingHours: hours }, at('2026-06-14T23:00:00Z')), { state: 'closed', opensAt: at('2026-06-19T16:00:00Z') });
});

test('a kept result is read again when shown: served open, shown after closing it says closed', { timeout: 10_000 }, () => {
  const served = at('2026-06-10T20:30:00Z');
  const schedule = openingSchedule({ location: NEW_YORK, openingHours: 'Mo-Su 12:00-22:00' }, served);
  assert.equal(openStatusAt(schedule, served).state, 'open');
  assert.deepEqual(openStatusAt(schedule, at('2026-06-11T03:00:00Z')), { state: 'closed', opensAt: at('2026-06-11T16:00:00Z') });
  // Beyond the window the search covered, nothing is claimed.
  assert.equal(openStatusAt(schedule, at('2026-06-30T20:30:00Z')).state, 'unknown');
});

test('a malformed value is unknown, never an error', { timeout: 10_000 }, () => {
  for (const value of ['garbage here', 'Mo-Fr 25:00-99:00', 'Mo-Fr 11:00-']) {
    assert.equal(openingSchedule({ location: BERLIN, openingHours: value }, at('2026-06-10T20:30:00Z')), undefined, value);
    assert.deepEqual(statusOf({ location: BERLIN, openingHours: value }, at('2026-06-10T20:30:00Z')), { state: 'unknown' }, value);
  }
});

test('a kept schedule that is not shaped like one (storage edited, an older version) reads as unknown', { timeout: 10_000 }, () => {
  const now = at('2026-06-10T20:30:00Z');
  for (const broken of [{}, { timeZone: 'UTC', from: 'x', horizonMinutes: 10, open: [], unknown: [] }, { timeZone: 'UTC', from: now.toISOString(), horizonMinutes: 10, open: [['a']], unknown: [] }, { timeZone: 'UTC', from: now.toISOString(), horizonMinutes: 10, open: [[0, 5]] }]) {
    assert.deepEqual(openStatusAt(broken as never, now), { state: 'unknown' }, JSON.stringify(broken));
  }
});

test('unknown hours stay unknown: no value, an open end, holidays in an unknown country', { timeout: 10_000 }, () => {
  const instant = at('2026-06-10T20:30:00Z');
  assert.deepEqual(statusOf({ location: BERLIN }, instant), { state: 'unknown' });
  // "22:00+": open from 22:00 with no stated end (Berlin 22:30).
  assert.deepEqual(statusOf({ location: BERLIN, openingHours: 'Mo-Su 22:00+' }, instant), { state: 'unknown' });
  assert.deepEqual(statusOf({ location: BERLIN, openingHours: 'Mo-Su 12:00-23:00; PH off' }, instant), { state: 'unknown' });
  assert.equal(openingSchedule({ location: { lat: 95, lng: 0 }, openingHours: 'Mo-Su 12:00-23:00' }, instant), undefined);
});

test('public holidays of the place\'s country count', { timeout: 10_000 }, () => {
  // Friday 25 December 2026, 13:00 in Berlin: a holiday in Germany.
  const christmas = at('2026-12-25T12:00:00Z');
  assert.deepEqual(statusOf({ location: BERLIN, countryCode: 'DE', openingHours: 'Mo-Fr 11:00-22:00; PH off' }, christmas), { state: 'closed', opensAt: at('2026-12-28T10:00:00Z') });
  assert.deepEqual(statusOf({ location: BERLIN, countryCode: 'DE', openingHours: 'Mo-Fr 11:00-22:00; PH off' }, at('2026-12-23T12:00:00Z')).state, 'open');
});

test('a source\'s bare "open now" holds only for a short while, with no closing time', { timeout: 10_000 }, () => {
  const served = at('2026-06-10T20:30:00Z');
  const schedule = openingSchedule({ location: NEW_YORK, openNow: true }, served);
  assert.deepEqual(openStatusAt(schedule, served), { state: 'open' });
  assert.deepEqual(openStatusAt(schedule, at('2026-06-10T22:30:00Z')), { state: 'unknown' });
  assert.deepEqual(statusOf({ location: NEW_YORK, openNow: false }, served), { state: 'closed' });
});
