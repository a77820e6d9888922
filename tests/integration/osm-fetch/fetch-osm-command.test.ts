import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, afterEach, before, beforeEach, describe, test } from 'node:test';
import { inspect } from 'node:util';
import { isOsmDataset } from '../../../functions/lib/providers/places/osm/dataset';
import type { PlacesSearchRequest, PlacesSearchResponse } from '../../../shared/api/places';
import { get, post } from '../support/http';
import { createTestUser, startTestRuntime } from '../support/runtime';
import { type OverpassServer, answerJson, answerTooManyRequests, overpassJson, startOverpassServer } from './overpass-server';

/**
 * `npm run fetch:osm` as an operator runs it (its own process), against a local server speaking the
 * Overpass API's JSON: the place name resolved by the geocoding port, one request for the area, the
 * export kept with its ODbL attribution, the places imported and then found by a search of the real
 * local runtime; and the clear refusals (unknown place, an area too large, offline, an empty area).
 */
const repoRoot = resolve(import.meta.dirname, '..', '..', '..');
const BERLIN = { lat: 52.52437, lng: 13.41053 }; // where the embedded geocoder puts "Berlin"
// eslint-disable-next-line no-control-regex -- raw control characters are what must not reach the terminal
const RAW_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

/** Invented places near the centre of Berlin, in Overpass JSON as `out center` gives them. */
const near = (dLat: number, dLng: number) => ({ lat: BERLIN.lat + dLat, lon: BERLIN.lng + dLng });
const ELEMENTS = [
  { type: 'node', id: 9_000_001, ...near(0.001, 0.002), tags: { amenity: 'restaurant', name: 'Pizzeria Beispiel', cuisine: 'pizza', 'diet:vegan': 'yes', 'addr:street': 'Beispielstraße', 'addr:housenumber': '5', 'addr:city': 'Berlin', 'addr:country': 'DE' } },
  { type: 'way', id: 9_000_002, center: near(-0.002, 0.001), nodes: [1, 2, 3, 1], tags: { amenity: 'cafe', name: 'Café Erfunden', 'addr:city': 'Berlin' } },
  { type: 'node', id: 9_000_003, ...near(0.003, -0.002), tags: { amenity: 'fast_food', name: 'Testimbiss', cuisine: 'kebab', 'addr:city': 'Berlin' } },
  { type: 'relation', id: 9_000_004, center: near(-0.001, -0.003), members: [], tags: { amenity: 'restaurant', name: 'Haus der Probe', cuisine: 'german' } },
  { type: 'node', id: 9_000_005, ...near(0.002, 0.003), tags: { amenity: 'restaurant', name: '\u001b[2J\u001b]0;pwned\u0007Terminal Trick', cuisine: 'pizza' } },
  { type: 'node', id: 9_000_006, ...near(0.0005, 0.0005), tags: { amenity: 'restaurant' } }, // no name: left out
];

let overpass: OverpassServer;
let dataDir: string;

interface CliRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** The command in its own process, as `npm run fetch:osm --` starts it (asynchronous: the server answers meanwhile). */
function fetchOsm(args: string[], env: Record<string, string> = {}): Promise<CliRun> {
  return new Promise<CliRun>((resolvePromise) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'infra', 'local', 'fetch-osm.ts'), ...args], {
      cwd: repoRoot,
      // PLACES_DATA_DIR too: the runtime started in this process sets it for its functions.
      env: { ...process.env, FORKSURE_DATA_DIR: dataDir, PLACES_DATA_DIR: join(dataDir, 'places'), INIT_CWD: repoRoot, OVERPASS_URL: overpass.url, GEOCODING_PROVIDER: '', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('close', (status) => resolvePromise({ status, stdout, stderr }));
  }).then((run) => {
    assert.doesNotMatch(run.stdout + run.stderr, RAW_CONTROL, 'no raw control character reaches the terminal');
    return run;
  });
}
const placesDir = () => join(dataDir, 'places');
const listing = (dir: string) => (existsSync(dir) ? readdirSync(dir).sort() : []);

before(async () => {
  overpass = await startOverpassServer();
});
after(() => overpass.close());
beforeEach(() => {
  overpass.requests.length = 0;
  dataDir = mkdtempSync(join(tmpdir(), 'forksure-fetch-osm-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

describe('npm run fetch:osm', { timeout: 300_000 }, () => {
  test('"Berlin": resolved by the geocoder, one request for the box around it, the export kept with its ODbL note, imported, and found by a search', { timeout: 240_000 }, async () => {
    const body = overpassJson(ELEMENTS);
    overpass.script(answerJson(body));
    const run = await fetchOsm(['Berlin']);
    assert.equal(run.status, 0, run.stderr);

    assert.equal(overpass.requests.length, 1, 'one request');
    const [request] = overpass.requests;
    assert.match(String(request!.headers['user-agent']), /^Forksure\/\d+\.\d+\.\d+ \(fetch:osm/);
    assert.match(request!.query, /^\[out:json\]\[timeout:\d+\];/);
    assert.match(request!.query, /nwr\["amenity"~"\^\(restaurant\|cafe\|fast_food\)\$"\]/);
    assert.match(request!.query, /out center;/);
    const [south, west, north, east] = /\(([-\d.]+),([-\d.]+),([-\d.]+),([-\d.]+)\);/.exec(request!.query)!.slice(1).map(Number) as [number, number, number, number];
    assert.ok(south < BERLIN.lat && BERLIN.lat < north && west < BERLIN.lng && BERLIN.lng < east, `the box ${[south, west, north, east]} holds Berlin`);

    assert.match(run.stdout, /Looking up "Berlin"…\n {2}Berlin, DE \(52\.5244, 13\.4105\)/);
    assert.match(run.stdout, /Asking the Overpass API \(http:\/\/127\.0\.0\.1:\d+\/api\/interpreter\) for restaurants, cafés and fast food/);
    assert.match(run.stdout, /received \d+ KB in [\d.]+ s: 6 OpenStreetMap elements/);
    assert.match(run.stdout, /Imported 5 places from .*berlin-de_overpass_\d{4}-\d{2}-\d{2}\.json \(overpass-json, 6 entries, data of 2026-11-27T20:15:00Z\)/);
    assert.match(run.stdout, /skipped: 1 without a name/);
    assert.match(run.stdout, /© OpenStreetMap contributors \(ODbL 1\.0\)/);

    const exports = listing(join(placesDir(), 'exports'));
    assert.equal(exports.length, 2, inspect(exports));
    const exportFile = exports.find((f) => f.endsWith('.json'))!;
    assert.equal(readFileSync(join(placesDir(), 'exports', exportFile), 'utf8'), body, 'the export is kept exactly as received');
    const note = readFileSync(join(placesDir(), 'exports', exportFile.replace(/\.json$/, '.SOURCE.md')), 'utf8');
    assert.match(note, /Open Database License \(ODbL\) 1\.0/);
    assert.match(note, /© OpenStreetMap contributors/);
    assert.match(note, /OpenStreetMap data as of: 2026-11-27T20:15:00Z/);
    const dataset: unknown = JSON.parse(readFileSync(join(placesDir(), 'osm-berlin-de.json'), 'utf8'));
    assert.ok(isOsmDataset(dataset), `a Forksure OSM dataset; got ${inspect(dataset).slice(0, 300)}`);
    assert.equal(dataset.license, 'ODbL-1.0');
    assert.deepEqual(dataset.places.map((p) => p.kind).sort(), ['cafe', 'fast_food', 'restaurant', 'restaurant', 'restaurant']);

    // Fetching the same area again replaces its dataset: nothing doubles.
    const again = await fetchOsm(['Berlin']);
    assert.equal(again.status, 0, again.stderr);
    assert.deepEqual(listing(placesDir()).filter((f) => f.endsWith('.json')), ['osm-berlin-de.json']);

    // npm start (the real local runtime on this data folder, demo places off) serves them.
    const runtime = await startTestRuntime(dataDir, undefined, { demoPlaces: false });
    try {
      const user = await createTestUser(runtime);
      const search: PlacesSearchRequest = {
        searchQuery: 'pizza',
        cuisineType: 'any',
        priceRange: 'any',
        dietaryRestrictions: [],
        allergies: [],
        searchRadius: 2,
        distanceUnit: 'km',
        coordinates: BERLIN,
        location: 'Berlin, DE',
      };
      const answer = await post<PlacesSearchResponse>(runtime, '/places/search', search, user.accessToken);
      assert.equal(answer.status, 200, answer.text);
      assert.equal(answer.body.noDataHere, undefined, 'Berlin now has data');
      assert.equal(answer.body.demo, false);
      const names = answer.body.restaurants.map((r) => r.name);
      assert.ok(names.includes('Pizzeria Beispiel'), `the fetched pizzeria is found; got ${inspect(names)}`);
      assert.deepEqual(answer.body.attributions.map((a) => a.text), ['© OpenStreetMap contributors']);
      const detail = await get<{ name: string; address?: string }>(runtime, '/places/osm-way-9000002', user.accessToken);
      assert.equal(detail.status, 200, detail.text);
      assert.equal(detail.body.name, 'Café Erfunden');
    } finally {
      await runtime.dispose({ keepData: true });
    }
  });

  test('--bbox south,west,north,east: exactly that box is asked for, 429 with Retry-After honoured', { timeout: 60_000 }, async () => {
    overpass.script(answerTooManyRequests(1), answerJson(overpassJson(ELEMENTS)));
    const run = await fetchOsm(['--bbox', '52.50,13.38,52.54,13.44']);
    assert.equal(run.status, 0, run.stderr);
    assert.equal(overpass.requests.length, 2);
    assert.ok(overpass.requests[1]!.at - overpass.requests[0]!.at >= 1_000, 'the retry waited the second Retry-After names');
    assert.match(overpass.requests[1]!.query, /\(52\.5000,13\.3800,52\.5400,13\.4400\);/);
    assert.match(run.stdout, /busy \(429 Too Many Requests\); asking again in 1 s/);
    assert.deepEqual(listing(placesDir()).filter((f) => f.endsWith('.json')), ['osm-bbox-52-5000-13-3800-52-5400-13-4400.json']);
  });

  test('an unknown place: a clear message (what was typed shown escaped), no request, nothing written', { timeout: 60_000 }, async () => {
    overpass.script(answerJson(overpassJson(ELEMENTS)));
    const run = await fetchOsm(['Xyzzyqq', '\u001b[2JNowhereville']);
    assert.equal(run.status, 1);
    assert.match(run.stderr, /No place called "Xyzzyqq \\x1b\[2JNowhereville" is known to the geocoder\. .*--bbox south,west,north,east/);
    assert.equal(overpass.requests.length, 0);
    assert.deepEqual(listing(placesDir()), []);
  });

  test('an area too large (a --bbox or a --radius): refused before any request, with what to do instead', { timeout: 60_000 }, async () => {
    overpass.script(answerJson(overpassJson(ELEMENTS)));
    const box = await fetchOsm(['--bbox', '50,10,53,15']);
    assert.equal(box.status, 1);
    assert.match(box.stderr, /The area is too large: about \d+ × \d+ km \([\d,]+ km²\), more than 2,500 km² in one request\./);
    const radius = await fetchOsm(['Berlin', '--radius', '40']);
    assert.equal(radius.status, 1);
    assert.match(radius.stderr, /The area is too large/);
    assert.equal(overpass.requests.length, 0);
    const wrong = await fetchOsm(['--bbox', '53,13,52,14']);
    assert.match(wrong.stderr, /south must be less than north/);
  });

  test('offline (nothing listens at OVERPASS_URL): says it cannot reach the Overpass API, nothing written', { timeout: 60_000 }, async () => {
    const closed = createServer();
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((done) => closed.close(() => done()));
    const run = await fetchOsm(['--bbox', '52.50,13.38,52.54,13.44'], { OVERPASS_URL: `http://127.0.0.1:${port}/api/interpreter` });
    assert.equal(run.status, 1);
    assert.match(run.stderr, /Cannot reach the Overpass API at http:\/\/127\.0\.0\.1:\d+\/api\/interpreter: the connection was refused \(.*are you offline/);
    assert.deepEqual(listing(placesDir()), []);
  });

  test('malformed JSON, an area with no food places, or none with a name: a clear message, and nothing kept or imported', { timeout: 60_000 }, async () => {
    overpass.script(answerJson('<html>upstream error</html>'));
    const malformed = await fetchOsm(['--bbox', '52.50,13.38,52.54,13.44']);
    assert.equal(malformed.status, 1);
    assert.match(malformed.stderr, /answer is not JSON \(\d+ bytes, beginning "<html>upstream error<\/html>"\)/);
    overpass.script(answerJson(overpassJson([])));
    const empty = await fetchOsm(['--bbox', '52.50,13.38,52.54,13.44']);
    assert.equal(empty.status, 1);
    assert.match(empty.stderr, /OpenStreetMap has no restaurant, cafe, fast_food in the box/);
    assert.deepEqual(listing(placesDir()), []);
    overpass.script(answerJson(overpassJson(ELEMENTS.filter((e) => !e.tags.name))));
    const unnamed = await fetchOsm(['--bbox', '52.50,13.38,52.54,13.44']);
    assert.equal(unnamed.status, 1);
    assert.match(unnamed.stderr, /nothing imported: none of its 1 entries is a named food place.*Nothing was kept\./);
    assert.deepEqual(listing(placesDir()).filter((f) => f !== 'exports'), []);
    assert.deepEqual(listing(join(placesDir(), 'exports')), []);
  });
});
