import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { embeddedLeftOutMessage } from '../../infra/constructs/embedded-adapters-left-out';
import { lambdaEsbuildOptions } from '../../infra/constructs/lambda-bundling';
import { openingSchedule } from '../../functions/lib/services/places/opening/opening-schedule';
import { timeZoneAt } from '../../functions/lib/services/places/opening/place-time-zone';

/**
 * What issue 19's bundle cuts change in Lambda bundles (docs/decisions.md, "Fast on a phone (issue 19): Lambda bundles"): the
 * time-zone grid is stored compressed and answers as the package does; OpenStreetMap opening hours
 * (only the embedded places adapter gives them) are left out with the setting to fix, while a
 * production (Google) place's "open now" schedule is the same as unbundled.
 */
const repoRoot = resolve(import.meta.dirname, '..', '..');

async function bundled<T>(dir: string, source: string): Promise<T> {
  const outfile = join(dir, `${source.replaceAll('/', '_')}.mjs`);
  const { metafile } = await build({ ...lambdaEsbuildOptions(resolve(repoRoot, source)), outfile, metafile: true });
  return { ...((await import(pathToFileURL(outfile).href)) as object), inputs: Object.keys(metafile.inputs) } as T;
}

test('bundled, the compressed time-zone grid gives every place the time zone the package gives', { timeout: 120_000 }, async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'forksure-bundle-cuts-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const { timeZoneAt: bundledTimeZoneAt } = await bundled<{ timeZoneAt: typeof timeZoneAt }>(dir, 'functions/lib/services/places/opening/place-time-zone.ts');
  let compared = 0;
  for (let lat = -85; lat <= 85; lat += 2.5) {
    for (let lng = -180; lng < 180; lng += 2.5) {
      assert.equal(bundledTimeZoneAt(lat, lng), timeZoneAt(lat, lng), `${lat},${lng}`);
      compared++;
    }
  }
  assert.equal(bundledTimeZoneAt(55.9533, -3.1883), 'Europe/London');
  assert.equal(bundledTimeZoneAt(39.9526, -75.1652), 'America/New_York');
  assert.ok(compared > 9_000, `compared ${compared} points, expected over 9,000`);
});

test('bundled, opening_hours is left out: a Google place keeps its schedule, an OpenStreetMap value names the setting to fix', { timeout: 120_000 }, async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'forksure-bundle-cuts-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const { openingSchedule: bundledSchedule, inputs } = await bundled<{ openingSchedule: typeof openingSchedule; inputs: string[] }>(
    dir,
    'functions/lib/services/places/opening/opening-schedule.ts',
  );
  assert.deepEqual(inputs.filter((path) => /node_modules\/(opening_hours|suncalc)\//.test(path)), []);
  const now = new Date('2026-03-14T12:00:30Z');
  const google = { location: { lat: 55.9533, lng: -3.1883 }, openNow: true };
  assert.deepEqual(bundledSchedule(google, now), openingSchedule(google, now));
  assert.deepEqual(bundledSchedule({ ...google, openNow: false }, now), openingSchedule({ ...google, openNow: false }, now));
  const osm = { location: { lat: 55.9533, lng: -3.1883 }, openingHours: 'Mo-Sa 09:00-17:00', countryCode: 'GB' };
  assert.ok(openingSchedule(osm, now)?.open.length, 'unbundled, the library reads the value');
  assert.throws(() => bundledSchedule(osm, now), { message: embeddedLeftOutMessage('places') });
});
