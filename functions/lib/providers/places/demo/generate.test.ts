import { test } from 'node:test';
import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { CUISINES } from '../../../../../shared/domain/cuisines';
import { haversineMeters } from '../geo';
import type { PlaceSearchQuery } from '../port';
import { demoDetails, demoSearch } from './generate';
import { checked, demoKnowledgeBase } from './knowledge-base';

const kb = demoKnowledgeBase();
const now = new Date('2026-03-01T12:00:00Z');
const berlin = { lat: 52.52, lng: 13.405 };
const search = (query: Partial<PlaceSearchQuery> = {}, max = 60) => demoSearch(kb, { center: berlin, radiusMeters: 1_609, ...query }, max, now).places;

test('the knowledge base covers all 22 cuisines and passes its own checks', () => {
  assert.doesNotThrow(() => checked(kb));
  assert.deepEqual(Object.keys(kb.cuisines).sort(), [...CUISINES].sort());
  const broken = structuredClone(kb);
  broken.cuisines.thai.dishes = [];
  assert.throws(() => checked(broken), /thai: check at least 4 dishes/);
});

test('invented reviews never claim how a kitchen handles allergies, diets or ingredients', () => {
  const lines = [...kb.reviews.high, ...kb.reviews.mid, ...kb.reviews.low];
  const claims = lines.filter((line) => /allerg|ingredient|gluten|coeliac|celiac|dairy|nut|vegan|vegetarian|diet|safe|cross.?contact|intoleran/i.test(line));
  assert.deepEqual(claims, [], 'a generated review is not evidence: it must not say a kitchen is careful with allergies');
});

test('same place, same results: deterministic across calls, nearest first, all inside the radius', () => {
  const a = search();
  const b = search();
  assert.deepEqual(a, b);
  assert.ok(a.length >= 10 && a.length <= 60, `${a.length} places within a mile`);
  const distances = a.map((p) => haversineMeters(berlin, p.location));
  assert.ok(distances.every((d) => d <= 1_609), `expected distances.every((d) => d <= 1_609); got distances = ${inspect(distances)}`);
  assert.deepEqual(distances, [...distances].sort((x, y) => x - y));
  assert.equal(new Set(a.map((p) => p.id)).size, a.length, 'ids are unique');
});

test('moving a little keeps the places that are still in range (fixed world cells, not the search centre)', () => {
  const here = search({ radiusMeters: 3_000 }, 200);
  const nearby = search({ center: { lat: 52.5205, lng: 13.4055 }, radiusMeters: 3_000 }, 200);
  const shared = here.filter((p) => nearby.some((q) => q.id === p.id));
  assert.ok(shared.length / here.length > 0.9, `expected shared.length / here.length > 0.9; got shared.length / here.length = ${inspect(shared.length / here.length)}`);
  for (const p of shared) assert.deepEqual(p, nearby.find((q) => q.id === p.id));
});

test('every place is believable and flagged demo: name, cuisine, price, rating, address, dishes with ingredients', () => {
  for (const place of search({ radiusMeters: 5_000 }, 100)) {
    assert.equal(place.demo, true);
    assert.equal(place.source, 'demo');
    assert.match(place.id, /^demo-\d+_\d+_\d+$/);
    assert.ok(place.name.length > 2 && !place.name.includes('{'), `expected place.name.length > 2 && !place.name.includes('{'); got place.name.length = ${inspect(place.name.length)}, place.name = ${inspect(place.name)}`);
    assert.ok(place.cuisines.length >= 1, `expected place.cuisines.length >= 1; got place.cuisines.length = ${inspect(place.cuisines.length)}`);
    assert.match(place.priceLevel ?? '', /^\${1,4}$/);
    assert.ok(place.rating! >= 3.4 && place.rating! <= 5, `expected place.rating! >= 3.4 && place.rating! <= 5; got place.rating! = ${inspect(place.rating!)}`);
    assert.match(place.address ?? '', /^\d+ [A-Z]/);
    assert.ok(place.menuItems.length >= 3 && place.menuItems.every((m) => m.description), `expected place.menuItems.length >= 3 && place.menuItems.every((m) => m.description); got place.menuItems.length = ${inspect(place.menuItems.length)}, place.menuItems = ${inspect(place.menuItems)}`);
    assert.ok(place.description && !place.description.includes('{'), `expected place.description && !place.description.includes('{'); got place.description = ${inspect(place.description)}`);
    assert.match(place.imageUrl ?? '', /^\/places\/illustration\?/);
  }
});

test('dishes name real ingredients the allergen scan can flag', () => {
  const text = search({ radiusMeters: 8_000 }, 200).flatMap((p) => [p.description, ...p.menuItems.map((m) => `${m.name}: ${m.description}`)]).join(' ').toLowerCase();
  for (const word of ['peanuts', 'mozzarella', 'shrimp', 'egg', 'wheat', 'soy sauce', 'sesame', 'almonds', 'fish sauce', 'cream']) assert.ok(text.includes(word), word);
});

test('filters: cuisine (a pizzeria is Italian too), price (known prices only pass when wanted), text', () => {
  const wide = { radiusMeters: 5_000 };
  const korean = search({ ...wide, cuisine: 'korean' });
  assert.ok(korean.length > 0 && korean.every((p) => p.cuisines.includes('korean')), `expected korean.length > 0 && korean.every((p) => p.cuisines.includes('korean')); got korean.length = ${inspect(korean.length)}, korean = ${inspect(korean)}`);
  const italian = search({ ...wide, cuisine: 'italian' }, 200);
  assert.ok(italian.some((p) => p.cuisines[0] === 'pizza'), 'pizzerias count as Italian');
  const cheap = search({ ...wide, priceLevels: ['$'] });
  assert.ok(cheap.length > 0 && cheap.every((p) => p.priceLevel === '$'), `expected cheap.length > 0 && cheap.every((p) => p.priceLevel === '$'); got cheap.length = ${inspect(cheap.length)}, cheap = ${inspect(cheap)}`);
  const peanut = search({ ...wide, text: 'peanuts' });
  assert.ok(peanut.length > 0 && peanut.every((p) => JSON.stringify(p.menuItems).toLowerCase().includes('peanut')), `expected peanut.length > 0 && peanut.every((p) => JSON.stringify(p.menuItems).toLowerCase().includes('peanut')); got peanut.length = ${inspect(peanut.length)}, peanut = ${inspect(peanut)}`);
  const nothing = demoSearch(kb, { center: berlin, ...wide, text: 'zzzqqq' }, 60, now);
  assert.equal(nothing.textMatched, false, 'a text that matches nothing is said so');
  assert.deepEqual(nothing.places.map((p) => p.id), search(wide).map((p) => p.id), 'and the nearby places stay');
});

test('a few cuisines per square mile: a 1-mile search in any city has results, and results are capped', () => {
  for (const center of [{ lat: 35.68, lng: 139.76 }, { lat: -33.87, lng: 151.21 }, { lat: 0.0001, lng: 179.9999 }, { lat: 64.15, lng: -21.94 }]) {
    assert.ok(search({ center }).length >= 5, JSON.stringify(center));
  }
  assert.equal(search({ radiusMeters: 8_047 }, 60).length, 60);
});

/** The fastest of three runs: the least disturbed by whatever else the machine is doing. */
/** How many cell-and-cuisine lookups a search makes: each reads the knowledge base's cuisines once. */
function cellLookups(query: Partial<PlaceSearchQuery>, max: number): number {
  let reads = 0;
  const counted = new Proxy(kb, { get: (target, key, receiver) => (key === 'cuisines' && reads++, Reflect.get(target, key, receiver)) });
  demoSearch(counted, { center: berlin, radiusMeters: 1_609, ...query }, max, now);
  return reads;
}

test('wide and polar searches stay cheap: generation stops at 10 km and 85° of latitude', () => {
  const wide = search({ radiusMeters: 50_000 }, 200);
  assert.equal(wide.length, 200);
  assert.ok(wide.every((p) => haversineMeters(berlin, p.location) <= 10_000), `expected wide.every((p) => haversineMeters(berlin, p.location) <= 10_000); got wide = ${inspect(wide)}`);
  assert.deepEqual(search({ center: { lat: 89.99, lng: 0 }, radiusMeters: 50_000 }), []);
  assert.deepEqual(search({ center: { lat: Number.NaN, lng: 0 } }), []);
  // The work is counted, not timed (a busy machine stretches any clock): generating the whole 50 km and
  // keeping 10 km of it would make 25 times the lookups of the 10 km search.
  const at10km = cellLookups({ radiusMeters: 10_000 }, 200);
  const at50km = cellLookups({ radiusMeters: 50_000 }, 200);
  assert.ok(at10km > 0, 'the 10 km search looks cells up');
  assert.ok(at50km <= at10km, `a 50 km search made ${at50km} lookups, a 10 km one ${at10km}`);
});

test('details by id rebuild the same place, with photos, hours, fictional phone and reviews', () => {
  const [first] = search();
  const details = demoDetails(kb, first!.id, now);
  assert.ok(details, `expected details; got ${inspect(details)}`);
  const { photos, hours, phone, reviews, ...place } = details;
  assert.deepEqual(place, first);
  assert.ok(photos.length >= 2 && photos.length <= 10, `expected photos.length >= 2 && photos.length <= 10; got photos.length = ${inspect(photos.length)}`);
  assert.equal(photos[0]!.url, first!.imageUrl);
  assert.ok(hours.length >= 3, `expected hours.length >= 3; got hours.length = ${inspect(hours.length)}`);
  // OpenStreetMap's syntax, so the web words the hours in the user's language (English lines stay for API readers).
  assert.match(place.openingHours ?? '', /^(Mo|Tu)[-, ]/, `expected opening hours in OpenStreetMap's syntax; got ${inspect(place.openingHours)}`);
  assert.match(phone ?? '', /^555-01\d\d$/, 'numbers reserved for fiction');
  assert.ok(reviews.length >= 3 && reviews.length <= 5, `expected reviews.length >= 3 && reviews.length <= 5; got reviews.length = ${inspect(reviews.length)}`);
  assert.equal(new Set(reviews.map((r) => r.author)).size, reviews.length);
  assert.equal(new Set(reviews.map((r) => r.text)).size, reviews.length);
  for (const r of reviews) assert.ok(r.rating! >= 1 && r.rating! <= 5 && r.publishedAt && !r.relativeTime, `expected a rating, a date and no English 'n days ago' (the web words the date); got r.rating! = ${inspect(r.rating!)}, r.relativeTime = ${inspect(r.relativeTime)}, r.publishedAt = ${inspect(r.publishedAt)}`);
  assert.deepEqual(demoDetails(kb, first!.id, now), details);
});

test('unknown or malformed demo ids are null', () => {
  assert.equal(demoDetails(kb, 'demo-1_2_99', now), null);
  assert.equal(demoDetails(kb, 'demo-abc', now), null);
  assert.equal(demoDetails(kb, 'osm-node-1', now), null);
  // A cell/cuisine pair without a place (weight below 1) is null, not an invented place.
  const missing = Array.from({ length: 200 }, (_, i) => `demo-${i}_0_15`).find((id) => demoDetails(kb, id, now) === null);
  assert.ok(missing, 'some steakhouse slots are empty');
});
