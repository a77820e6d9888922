import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { isOsmDataset, type OsmDataset } from '../../functions/lib/providers/places/osm/dataset';
import { createPlacesPort } from '../../functions/lib/providers/places/places';
import type { PlacesPort } from '../../functions/lib/providers/places/port';
import { openingSchedule } from '../../functions/lib/services/places/opening/opening-schedule';
import { openStatusAt } from '../../shared/domain/opening-hours/open-status';
import { DEFAULT_OSM_SEED_DIR } from '../../infra/local/osm-seed';

/**
 * `npm run import:osm` on the real OpenStreetMap exports shipped as seed data (infra/local/seed/osm),
 * then the embedded adapter searching the imported data as `npm start` does.
 */
const repoRoot = resolve(import.meta.dirname, '..', '..');
const osmDir = DEFAULT_OSM_SEED_DIR(repoRoot);
const PHILADELPHIA = join(osmDir, 'philadelphia_food_overpass_2022.json');
const EDINBURGH = join(osmDir, 'edinburgh_restaurants_overpass_2026-02-11.geojson');

const CITY_HALL = { lat: 39.9526, lng: -75.1635 };
const ST_ANDREW_SQUARE = { lat: 55.9544, lng: -3.1932 };
const MILE = 1_609;

describe('import:osm on the real Philadelphia and Edinburgh exports', () => {
  let dataDir: string;
  let places: PlacesPort;
  const datasets = new Map<string, OsmDataset>();

  /** As npm runs it: from the repository root, with the caller's folder in INIT_CWD. */
  const importOsm = (...args: string[]) => importOsmFrom(repoRoot, ...args);
  const importOsmFrom = (callerDir: string, ...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', join(repoRoot, 'infra', 'local', 'import-osm.ts'), ...args], {
      cwd: repoRoot,
      encoding: 'utf8',
      env: { ...process.env, FORKSURE_DATA_DIR: dataDir, INIT_CWD: callerDir },
    });
  const datasetFiles = () => readdirSync(join(dataDir, 'places')).sort();

  before(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'forksure-import-osm-'));
    const run = importOsm(PHILADELPHIA, EDINBURGH);
    assert.equal(run.status, 0, run.stderr);
    assert.match(run.stdout, /Imported 662 places from .*philadelphia_food_overpass_2022\.json \(geojson, 848 entries\)/);
    assert.match(run.stdout, /Imported 730 places from .*edinburgh_restaurants_overpass_2026-02-11\.geojson \(geojson, 735 entries, data of 2026-02-11T23:02:22Z\)/);
    assert.match(run.stdout, /© OpenStreetMap contributors/);
    for (const file of readdirSync(join(dataDir, 'places'))) {
      const dataset: unknown = JSON.parse(readFileSync(join(dataDir, 'places', file), 'utf8'));
      assert.ok(isOsmDataset(dataset), `expected isOsmDataset(dataset); got ${inspect(isOsmDataset(dataset))}`);
      datasets.set(dataset.name, dataset);
    }
    places = createPlacesPort({ PLACES_DATA_DIR: join(dataDir, 'places') });
  });
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  test('counts: bars and pubs without food and unnamed places are left out', () => {
    const philadelphia = datasets.get('philadelphia-food-overpass-2022')!;
    const edinburgh = datasets.get('edinburgh-restaurants-overpass-2026-02-11')!;
    assert.equal(philadelphia.places.length, 662);
    assert.equal(edinburgh.places.length, 730);
    const kinds = (d: OsmDataset) => Object.fromEntries([...new Set(d.places.map((p) => p.kind))].map((k) => [k, d.places.filter((p) => p.kind === k).length]));
    assert.deepEqual(kinds(philadelphia), { restaurant: 653, pub: 6, bar: 3 });
    assert.deepEqual(kinds(edinburgh), { restaurant: 730 });
    assert.equal(edinburgh.dataTimestamp, '2026-02-11T23:02:22Z');
    assert.equal(philadelphia.attribution.text, '© OpenStreetMap contributors');
  });

  test('cuisine coverage: most cuisine tags map to the 22 cuisines, and the top ones all do', () => {
    for (const [name, dataset] of datasets) {
      const tagged = dataset.places.filter((p) => p.cuisineTags.length > 0 && p.kind === 'restaurant');
      const mapped = tagged.filter((p) => p.cuisines.length > 0);
      assert.ok(mapped.length / tagged.length > 0.8, `${name}: ${mapped.length}/${tagged.length}`);
    }
    const edinburgh = datasets.get('edinburgh-restaurants-overpass-2026-02-11')!.places;
    const count = (c: string) => edinburgh.filter((p) => p.cuisines.includes(c as never)).length;
    // SOURCE.md: indian 85, italian 63, chinese 63, pizza 40, japanese 27, thai 24 (South Asian neighbours count as Indian).
    assert.ok(count('indian') >= 85 && count('italian') >= 63 && count('chinese') >= 63 && count('pizza') >= 40 && count('japanese') >= 27 && count('thai') >= 24, `expected count('indian') >= 85 && count('italian') >= 63 && count('chinese') >= 63 && count('pizza') >= 40 && count(...; got count('indian') = ${inspect(count('indian'))}, count('italian') = ${inspect(count('italian'))}, count('chinese') = ${inspect(count('chinese'))}`);
  });

  test('known restaurants come through with their diets, address, contact and hours', async () => {
    const byName = (dataset: string, name: string) => datasets.get(dataset)!.places.filter((p) => p.name === name);
    const govindas = byName('philadelphia-food-overpass-2022', "Govinda's Vegetarian")[0]!;
    assert.deepEqual(govindas.dietaryOptions, ['Vegetarian', 'Vegan']);
    assert.equal(govindas.address, '1408 South Street, Philadelphia, PA 19146');
    assert.match(govindas.description ?? '', /All vegetarian sandwiches/);
    const blackbird = byName('philadelphia-food-overpass-2022', 'Blackbird Pizzeria');
    assert.equal(blackbird.length, 2, 'two branches');
    assert.ok(blackbird.every((p) => p.cuisines.includes('pizza') && p.dietaryOptions.includes('Vegan')), `expected blackbird.every((p) => p.cuisines.includes('pizza') && p.dietaryOptions.includes('Vegan')); got blackbird = ${inspect(blackbird)}`);
    const dome = byName('edinburgh-restaurants-overpass-2026-02-11', 'The Dome Bar and Grill')[0]!;
    assert.equal(dome.id, 'osm-way-81125134', 'a building polygon, placed at its centre');
    assert.ok(Math.abs(dome.lat - 55.9534) < 0.0005 && Math.abs(dome.lng - -3.1955) < 0.0005, `expected Math.abs(dome.lat - 55.9534) < 0.0005 && Math.abs(dome.lng - -3.1955) < 0.0005; got Math.abs(dome.lat - 55.9534) = ${inspect(Math.abs(dome.lat - 55.9534))}, Math.abs(dome.lng - -3.1955) = ${inspect(Math.abs(dome.lng - -3.1955))}`);
    assert.equal(dome.address, '14 George Street, Edinburgh, EH2 2PF');
    const dishoom = await places.details('osm-node-4548150786');
    assert.equal(dishoom?.name, 'Dishoom');
    assert.deepEqual(dishoom?.cuisines, ['indian']);
    assert.equal(dishoom?.phone, '+44 131 202 6406');
    assert.equal(dishoom?.website, 'https://www.dishoom.com/edinburgh/');
    assert.deepEqual(dishoom?.hours, ['Mon–Wed: 08:00–23:00', 'Thu–Fri: 08:00–00:00', 'Sat: 09:00–00:00', 'Sun: 09:00–23:00']);
    assert.equal(dishoom?.mapUrl, 'https://www.openstreetmap.org/node/4548150786');
    // The tag itself is kept, and read in Edinburgh's time: Wednesday 22:30 BST is open until 23:00 BST.
    assert.equal(dishoom?.openingHours, 'Mo-We 08:00-23:00; Th-Fr 08:00-00:00; Sa 09:00-00:00; Su 09:00-23:00');
    assert.deepEqual(openStatusAt(openingSchedule(dishoom!, new Date('2026-06-10T21:30:00Z')), new Date('2026-06-10T21:30:00Z')), { state: 'open', closesAt: new Date('2026-06-10T22:00:00Z') });
  });

  test('searches near Philadelphia and Edinburgh answer from the imported data, with the OSM attribution', async (t) => {
    const started = performance.now();
    const philly = await places.search({ center: CITY_HALL, radiusMeters: MILE });
    const edinburgh = await places.search({ center: ST_ANDREW_SQUARE, radiusMeters: MILE, cuisine: 'indian' });
    const vegan = await places.search({ center: CITY_HALL, radiusMeters: 5 * MILE, text: 'vegan' });
    t.diagnostic(`3 searches incl. first load: ${(performance.now() - started).toFixed(1)} ms`);
    for (const result of [philly, edinburgh, vegan]) {
      assert.equal(result.source, 'openstreetmap');
      assert.equal(result.demo, false);
      assert.deepEqual(result.attributions.map((a) => a.text), ['© OpenStreetMap contributors']);
      assert.ok(result.places.every((p) => p.attribution?.text === '© OpenStreetMap contributors' && !p.demo), `expected result.places.every((p) => p.attribution?.text === '© OpenStreetMap contributors' && !p.demo); got result.places = ${inspect(result.places)}`);
    }
    assert.equal(philly.places.length, 60, 'capped at the default 60 nearest');
    assert.ok(edinburgh.places.some((p) => p.name === 'Dishoom'), `expected edinburgh.places.some((p) => p.name === 'Dishoom'); got edinburgh.places = ${inspect(edinburgh.places)}`);
    assert.ok(edinburgh.places.every((p) => p.cuisines.includes('indian')), `expected edinburgh.places.every((p) => p.cuisines.includes('indian')); got edinburgh.places = ${inspect(edinburgh.places)}`);
    for (const name of ['HipCityVeg', 'Govinda\'s Vegetarian', 'Vedge']) assert.ok(vegan.places.some((p) => p.name === name), name);

    const runs = 50;
    const t0 = performance.now();
    for (let i = 0; i < runs; i++) await places.search({ center: { lat: CITY_HALL.lat + i * 1e-4, lng: CITY_HALL.lng }, radiusMeters: 5 * MILE, text: i % 2 ? 'pizza' : undefined });
    t.diagnostic(`warm search, 5-mile radius over ${datasets.size} datasets: ${((performance.now() - t0) / runs).toFixed(2)} ms each`);
  });

  test('elsewhere nothing is invented by default; with DEMO_PLACES=1 the demo dataset answers, labelled demo', async () => {
    const berlinQuery = { center: { lat: 52.52, lng: 13.405 }, radiusMeters: MILE };
    const none = await places.search(berlinQuery);
    assert.deepEqual([none.places.length, none.noDataHere?.areas.map((a) => a.name).sort()], [0, ['Edinburgh', 'Philadelphia']]);
    const demoPlaces = createPlacesPort({ PLACES_DATA_DIR: join(dataDir, 'places'), DEMO_PLACES: '1' });
    const berlin = await demoPlaces.search(berlinQuery);
    assert.equal(berlin.source, 'demo');
    assert.ok(berlin.places.length > 0 && berlin.places.every((p) => p.demo), `expected berlin.places.length > 0 && berlin.places.every((p) => p.demo); got berlin.places.length = ${inspect(berlin.places.length)}, berlin.places = ${inspect(berlin.places)}`);
    // Outside the exports' reach: 60 km west of Philadelphia.
    assert.equal((await demoPlaces.search({ center: { lat: 39.95, lng: -75.87 }, radiusMeters: MILE })).source, 'demo');
  });

  test('importing the same file again replaces its dataset: nothing doubles', async () => {
    const run = importOsm(PHILADELPHIA);
    assert.equal(run.status, 0, run.stderr);
    assert.deepEqual(readdirSync(join(dataDir, 'places')).sort(), ['osm-edinburgh-restaurants-overpass-2026-02-11.json', 'osm-philadelphia-food-overpass-2022.json']);
    const list = importOsm('--list');
    assert.match(list.stdout, /philadelphia-food-overpass-2022: 662 places/);
    assert.match(list.stdout, /edinburgh-restaurants-overpass-2026-02-11: 730 places/);
  });

  test('a missing file or no arguments fail with a message', () => {
    const missing = importOsm(join(osmDir, 'nope.json'));
    assert.equal(missing.status, 1);
    assert.match(missing.stderr, /nope\.json: no such file/);
    const usage = importOsm();
    assert.equal(usage.status, 1);
    assert.match(usage.stdout, /Usage: npm run import:osm -- FILE/);
  });

  test('a file with no restaurants fails and leaves no empty dataset behind', () => {
    const before = datasetFiles();
    const numbers = join(dataDir, 'numbers.json');
    writeFileSync(numbers, '[1,2,3]');
    const run = importOsm(numbers);
    assert.equal(run.status, 1);
    assert.match(run.stderr, /numbers\.json: nothing imported: it holds no OpenStreetMap elements/);
    assert.deepEqual(datasetFiles(), before);
    // Under the name of an earlier import, that import stays as it was.
    const over = importOsm(numbers, '--name', 'philadelphia-food-overpass-2022');
    assert.equal(over.status, 1);
    assert.match(importOsm('--list').stdout, /philadelphia-food-overpass-2022: 662 places/);
  });

  test('a folder is refused with a hint, not a raw EISDIR', () => {
    const run = importOsm(osmDir);
    assert.equal(run.status, 1);
    assert.match(run.stderr, /is a folder; give the export files in it/);
    assert.doesNotMatch(run.stderr, /EISDIR/);
  });

  test('relative paths are read from the folder the command was run in', () => {
    const run = importOsmFrom(osmDir, 'philadelphia_restaurants_overpass_2018-02-06.geojson', '--name', 'relative');
    assert.equal(run.status, 0, run.stderr);
    assert.ok(datasetFiles().includes('osm-relative.json'), `expected datasetFiles().includes('osm-relative.json'); got datasetFiles() = ${inspect(datasetFiles())}`);
  });

  test('--remove takes a dataset out; an unknown name fails and lists what is there', () => {
    const unknown = importOsm('--remove', 'nope');
    assert.equal(unknown.status, 1);
    assert.match(unknown.stderr, /No imported dataset named "nope"\. Imported: .*philadelphia-food-overpass-2022/);
    const removed = importOsm('--remove', 'relative');
    assert.equal(removed.status, 0, removed.stderr);
    assert.ok(!datasetFiles().includes('osm-relative.json'), `expected !datasetFiles().includes('osm-relative.json'); got datasetFiles() = ${inspect(datasetFiles())}`);
  });
});
