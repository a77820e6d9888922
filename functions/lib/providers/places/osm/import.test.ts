import { test } from 'node:test';
import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { datasetName, isOsmDataset, placesDataDir } from './dataset';
import { importOsmFile } from './import';
import { createOsmPlaceStore } from './store';

const overpass = (elements: unknown[]) => JSON.stringify({ version: 0.6, osm3s: { timestamp_osm_base: '2025-01-01T00:00:00Z' }, elements });
const node = (id: number, lat: number, lon: number, tags: Record<string, string>) => ({ type: 'node', id, lat, lon, tags });

function tempDir(t: { after: (fn: () => void) => void }): string {
  const dir = mkdtempSync(join(tmpdir(), 'forksure-osm-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

test('an import writes one dataset file per source, with counts of what it kept and why not', (t) => {
  const dir = tempDir(t);
  const source = join(dir, 'Old Town Export.json');
  writeFileSync(source, overpass([
    node(1, 55.95, -3.19, { amenity: 'restaurant', name: 'One', cuisine: 'indian', 'diet:vegan': 'yes' }),
    node(2, 55.951, -3.191, { amenity: 'pub', name: 'Drinks' }),
    node(3, 55.952, -3.192, { amenity: 'restaurant' }),
    node(1, 55.95, -3.19, { amenity: 'restaurant', name: 'One again' }),
    node(4, 55.953, -3.193, { amenity: 'restaurant', name: 'Four', cuisine: 'ethiopian', 'addr:street': 'Leith Walk' }),
  ]));
  const placesDir = join(dir, 'places');
  const summary = importOsmFile(source, placesDir, { now: new Date('2026-01-01T00:00:00Z') });
  assert.equal(summary.name, 'old-town-export');
  assert.equal(summary.format, 'overpass-json');
  assert.equal(summary.read, 5);
  assert.equal(summary.imported, 2);
  assert.deepEqual(summary.skipped, { 'not-food': 0, 'drinks-only': 1, 'no-name': 1, 'no-coordinates': 0, duplicate: 1 });
  assert.equal(summary.withCuisineTag, 2);
  assert.equal(summary.withCuisineTagMapped, 1);
  assert.equal(summary.withDietaryOptions, 1);
  assert.equal(summary.withAddress, 1);
  assert.deepEqual(readdirSync(placesDir), ['osm-old-town-export.json']);
  const dataset: unknown = JSON.parse(readFileSync(summary.outputFile, 'utf8'));
  assert.ok(isOsmDataset(dataset), `expected isOsmDataset(dataset); got ${inspect(isOsmDataset(dataset))}`);
  assert.equal(dataset.sourceFile, 'Old Town Export.json');
  assert.equal(dataset.dataTimestamp, '2025-01-01T00:00:00Z');
  assert.equal(dataset.attribution.text, '© OpenStreetMap contributors');
  assert.equal(dataset.license, 'ODbL-1.0');
  assert.match(dataset.sourceSha256, /^[0-9a-f]{64}$/);
});

test('importing the same file again replaces its dataset (idempotent); --name picks another', (t) => {
  const dir = tempDir(t);
  const source = join(dir, 'city.geojson');
  writeFileSync(source, overpass([node(1, 40, -75, { amenity: 'cafe', name: 'Cup' })]));
  const placesDir = join(dir, 'places');
  const first = importOsmFile(source, placesDir, { now: new Date('2026-01-01T00:00:00Z') });
  const second = importOsmFile(source, placesDir, { now: new Date('2026-01-01T00:00:00Z') });
  assert.equal(first.outputFile, second.outputFile);
  assert.deepEqual(readdirSync(placesDir), ['osm-city.json']);
  importOsmFile(source, placesDir, { name: 'City Copy' });
  assert.deepEqual(readdirSync(placesDir).sort(), ['osm-city-copy.json', 'osm-city.json']);
  assert.equal(createOsmPlaceStore(placesDir).near({ lat: 40, lng: -75 }, 100).length, 1, 'the same place from two datasets counts once');
});

test('a file that is not JSON or not an export is refused with its name', (t) => {
  const dir = tempDir(t);
  writeFileSync(join(dir, 'bad.json'), '{ nope');
  assert.throws(() => importOsmFile(join(dir, 'bad.json'), dir), /bad\.json is not valid JSON/);
  writeFileSync(join(dir, 'other.json'), '{"a":1}');
  assert.throws(() => importOsmFile(join(dir, 'other.json'), dir), /Not an OpenStreetMap export/);
});

test('the store: radius search nearest first, lookup by id, newer imports win, changes picked up', (t) => {
  const dir = tempDir(t);
  let clock = 0;
  const store = createOsmPlaceStore(dir, { recheckMs: 1_000, now: () => clock });
  assert.deepEqual(store.near({ lat: 40, lng: -75 }, 5_000), [], 'no directory yet: nothing');

  const older = join(dir, 'older.json');
  writeFileSync(older, overpass([node(1, 40, -75, { amenity: 'restaurant', name: 'Old name' }), node(2, 40.01, -75, { amenity: 'restaurant', name: 'Two' })]));
  importOsmFile(older, dir, { now: new Date('2025-01-01T00:00:00Z') });
  assert.equal(store.near({ lat: 40, lng: -75 }, 5_000).length, 0, 'not looked at again within recheckMs');
  clock += 1_000;
  const found = store.near({ lat: 40, lng: -75 }, 5_000);
  assert.deepEqual(found.map((f) => f.place.name), ['Old name', 'Two']);
  assert.ok(Math.abs(found[1]!.meters - 1_112) < 5, `expected Math.abs(found[1]!.meters - 1_112) < 5; got Math.abs(found[1]!.meters - 1_112) = ${inspect(Math.abs(found[1]!.meters - 1_112))}`);
  assert.deepEqual(store.near({ lat: 40, lng: -75 }, 1_000).map((f) => f.place.id), ['osm-node-1']);

  const newer = join(dir, 'newer.json');
  writeFileSync(newer, overpass([node(1, 40, -75, { amenity: 'restaurant', name: 'New name' })]));
  importOsmFile(newer, dir, { now: new Date('2026-01-01T00:00:00Z') });
  clock += 1_000;
  assert.equal(store.byId('osm-node-1')?.name, 'New name');
  assert.deepEqual(store.datasets().map((d) => d.name), ['older', 'newer']);
});

test('the store indexes across cell and antimeridian edges', (t) => {
  const dir = tempDir(t);
  const source = join(dir, 'edge.json');
  writeFileSync(source, overpass([node(1, 0.0001, 179.9999, { amenity: 'restaurant', name: 'East' }), node(2, -0.0001, -179.9999, { amenity: 'restaurant', name: 'West' })]));
  importOsmFile(source, dir);
  const store = createOsmPlaceStore(dir);
  assert.deepEqual(store.near({ lat: 0, lng: 180 - 1e-9 }, 1_000).map((f) => f.place.name).sort(), ['East', 'West']);
});

test('data dir: PLACES_DATA_DIR, else <FORKSURE_DATA_DIR>/places; dataset names from file names', () => {
  assert.equal(placesDataDir({ PLACES_DATA_DIR: '/x/places' }), '/x/places');
  assert.equal(placesDataDir({ FORKSURE_DATA_DIR: '/y' }), '/y/places');
  assert.equal(datasetName('/a/b/Philadelphia_food_overpass 2022.json'), 'philadelphia-food-overpass-2022');
  assert.equal(datasetName('edinburgh.geojson'), 'edinburgh');
});
