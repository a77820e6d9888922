import { test } from 'node:test';
import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importOsmFile } from '../osm/import';
import { createOsmPlaceStore } from '../osm/store';
import { embeddedPlacesAdapter } from './embedded-adapter';

const node = (id: number, lat: number, lon: number, tags: Record<string, string>) => ({ type: 'node', id, lat, lon, tags });
const center = { lat: 40, lng: -75 };
const north = (metres: number) => ({ lat: 40 + metres / 111_195, lng: -75 });

function adapterWith(t: { after: (fn: () => void) => void }, elements: unknown[], options: { demoPlaces?: boolean } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'forksure-embedded-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(join(dir, 'town.json'), JSON.stringify({ elements }));
  importOsmFile(join(dir, 'town.json'), join(dir, 'places'));
  return embeddedPlacesAdapter({ store: createOsmPlaceStore(join(dir, 'places')), now: () => new Date('2026-03-01T00:00:00Z'), ...options });
}

const town = [
  node(1, 40, -75, { amenity: 'restaurant', name: 'Trattoria Uno', 'name:es': 'Trattoria Uno (es)', cuisine: 'italian', 'diet:vegetarian': 'yes', phone: '+1 215 555 0101', website: 'https://uno.example', opening_hours: 'Tu-Su 17:00-22:00', 'addr:street': 'Main Street', 'addr:housenumber': '1' }),
  node(2, north(500).lat, -75, { amenity: 'fast_food', name: 'Burger Two', cuisine: 'burger' }),
  node(3, north(1_500).lat, -75, { amenity: 'cafe', name: 'Cafe Three', 'diet:vegan': 'only', description: 'Oat milk lattes and almond croissants.' }),
  node(4, north(2_500).lat, -75, { amenity: 'restaurant', name: 'Sushi Four', cuisine: 'sushi' }),
];

test('where imported places cover the area, only they answer: radius, cuisine, text; OSM attribution', async (t) => {
  const places = adapterWith(t, town);
  const all = await places.search({ center, radiusMeters: 2_000 });
  assert.equal(all.source, 'openstreetmap');
  assert.equal(all.demo, false);
  assert.deepEqual(all.attributions, [{ text: '© OpenStreetMap contributors', url: 'https://www.openstreetmap.org/copyright' }]);
  assert.deepEqual(all.places.map((p) => p.name), ['Trattoria Uno', 'Burger Two', 'Cafe Three'], 'nearest first, within 2 km');
  const uno = all.places[0]!;
  assert.equal(uno.id, 'osm-node-1');
  assert.deepEqual(uno.cuisines, ['italian']);
  assert.deepEqual(uno.dietaryOptions, ['Vegetarian']);
  assert.equal(uno.address, '1 Main Street');
  assert.equal(uno.rating, undefined, 'OpenStreetMap has no ratings');
  assert.match(uno.imageUrl ?? '', /^\/places\/illustration\?/);
  assert.deepEqual(uno.attribution, all.attributions[0]);

  assert.deepEqual((await places.search({ center, radiusMeters: 2_000, cuisine: 'fast-food' })).places.map((p) => p.name), ['Burger Two']);
  assert.deepEqual((await places.search({ center, radiusMeters: 2_000, text: 'vegan almond' })).places.map((p) => p.name), ['Cafe Three']);
  assert.deepEqual((await places.search({ center, radiusMeters: 2_000, priceLevels: ['$$$$'] })).places.length, 3, 'unknown prices pass');
  const narrow = await places.search({ center, radiusMeters: 1_000, cuisine: 'japanese' });
  assert.equal(narrow.source, 'openstreetmap', 'covered: real data even when nothing matches');
  assert.deepEqual(narrow.places, []);
  assert.equal((await places.search({ center, radiusMeters: 2_000, maxResults: 2 })).places.length, 2);
});

test('names in the requested language where the data has them', async (t) => {
  const places = adapterWith(t, town);
  assert.equal((await places.search({ center, radiusMeters: 100, language: 'es-MX' })).places[0]!.name, 'Trattoria Uno (es)');
  assert.equal((await places.search({ center, radiusMeters: 100, language: 'fr' })).places[0]!.name, 'Trattoria Uno');
});

test('by default, where fewer than 3 imported places are within 3 km, no place is invented: none, and where data lies', async (t) => {
  const places = adapterWith(t, [
    ...town.map((element) => ({ ...element, tags: { ...element.tags, 'addr:street': 'Main Street', 'addr:city': 'Springfield' } })),
  ]);
  const far = await places.search({ center: { lat: 41, lng: -75 }, radiusMeters: 1_609 });
  assert.deepEqual(far.places, [], 'no real data here: no places at all');
  assert.equal(far.demo, false);
  assert.deepEqual(far.noDataHere?.areas.map((a) => [a.name, a.places]), [['Springfield', 4]], 'the area with data, named by its town');
  const where = far.noDataHere!.areas[0]!.center;
  assert.ok(Math.abs(where.lat - 40) < 0.03 && where.lng === -75, `the area's centre lies among its places; got ${inspect(where)}`);
  const edge = await places.search({ center: { lat: 40 - 2_600 / 111_195, lng: -75 }, radiusMeters: 500 });
  assert.deepEqual(edge.places, [], 'two imported places within 3 km are not coverage: still none invented');
  assert.ok(edge.noDataHere, `expected noDataHere at the edge; got ${inspect(edge)}`);
  const covered = await places.search({ center, radiusMeters: 2_000 });
  assert.equal(covered.noDataHere, undefined, 'covered: a real answer, no notice');
  assert.equal(await places.details('demo-40_-75_1'), null, 'a demo id does not open either');
});

test('with demo places on, where fewer than 3 imported places are within 3 km, the demo dataset answers, flagged demo', async (t) => {
  const places = adapterWith(t, town, { demoPlaces: true });
  const far = await places.search({ center: { lat: 41, lng: -75 }, radiusMeters: 1_609 });
  assert.equal(far.source, 'demo');
  assert.equal(far.demo, true);
  assert.deepEqual(far.attributions, []);
  assert.ok(far.places.length > 0 && far.places.every((p) => p.demo && p.id.startsWith('demo-')), `expected far.places.length > 0 && far.places.every((p) => p.demo && p.id.startsWith('demo-')); got far.places.length = ${inspect(far.places.length)}, far.places = ${inspect(far.places)}`);
  // 2.6 km south of the town: only Uno and Two lie within 3 km, so demo data answers.
  const edge = await places.search({ center: { lat: 40 - 2_600 / 111_195, lng: -75 }, radiusMeters: 500 });
  assert.equal(edge.source, 'demo');
});

test('details by id for both kinds (demo places on); unknown ids are null', async (t) => {
  const places = adapterWith(t, town, { demoPlaces: true });
  const uno = await places.details('osm-node-1');
  assert.ok(uno, `expected uno; got ${inspect(uno)}`);
  assert.equal(uno.phone, '+1 215 555 0101');
  assert.equal(uno.website, 'https://uno.example/');
  assert.deepEqual(uno.hours, ['Tue–Sun: 17:00–22:00']);
  assert.deepEqual(uno.reviews, []);
  assert.equal(uno.photos[0]!.url, uno.imageUrl);
  assert.equal(uno.mapUrl, 'https://www.openstreetmap.org/node/1');
  assert.equal((await places.details('osm-node-1', { language: 'es' }))?.name, 'Trattoria Uno (es)');

  const demo = (await places.search({ center: { lat: 41, lng: -75 }, radiusMeters: 1_609 })).places[0]!;
  const demoDetails = await places.details(demo.id);
  assert.equal(demoDetails?.name, demo.name);
  assert.equal(demoDetails?.demo, true);

  assert.equal(await places.details('osm-node-999'), null);
  assert.equal(await places.details('ChIJN1t_tDeuEmsRUsoyG83frY4'), null);
  assert.equal(await places.details('demo-9_9_99'), null);
});

test('an imported place is made once per language and shared by searches, frozen so no caller can change it', async (t) => {
  const places = adapterWith(t, town);
  const [first] = (await places.search({ center, radiusMeters: 100 })).places;
  const [again] = (await places.search({ center, radiusMeters: 100, cuisine: 'italian' })).places;
  assert.equal(again, first, 'the same object');
  assert.notEqual((await places.search({ center, radiusMeters: 100, language: 'es' })).places[0], first, 'another language, another place');
  assert.ok(Object.isFrozen(first) && Object.isFrozen(first!.cuisines) && Object.isFrozen(first!.location), `expected Object.isFrozen(first) && Object.isFrozen(first!.cuisines) && Object.isFrozen(first!.location); got Object.isFrozen(first) = ${inspect(Object.isFrozen(first))}, Object.isFrozen(first!.cuisines) = ${inspect(Object.isFrozen(first!.cuisines))}, Object.isFrozen(first!.location) = ${inspect(Object.isFrozen(first!.location))}`);
  assert.throws(() => (first!.cuisines as string[]).push('pizza'), TypeError);
  assert.deepEqual((await places.search({ center, radiusMeters: 100 })).places[0]!.cuisines, ['italian']);
});
