import { test } from 'node:test';
import assert from 'node:assert/strict';
import { httpUrl, mapOsmElement } from './map';
import type { OsmElement } from './parse';

const element = (tags: Record<string, string>, over: Partial<OsmElement> = {}): OsmElement => ({ type: 'node', id: '42', lat: 39.9526123456, lng: -75.16521234, tags, ...over });
const placeOf = (tags: Record<string, string>, over?: Partial<OsmElement>) => {
  const result = mapOsmElement(element(tags, over));
  if (!('place' in result)) throw new Error(`skipped: ${result.skip}`);
  return result.place;
};

test('a tagged restaurant: id, name, cuisines, diets, address, contact, hours', () => {
  const place = placeOf({
    amenity: 'restaurant',
    name: 'Blackbird Pizzeria',
    'name:zh': '黑鸟披萨',
    cuisine: 'pizza;italian',
    'diet:vegan': 'only',
    'diet:gluten_free': 'yes',
    'addr:housenumber': '614',
    'addr:street': 'North 2nd Street',
    'addr:city': 'Philadelphia',
    'addr:state': 'PA',
    'addr:postcode': '19123',
    'addr:country': 'us',
    phone: '+1 215-625-6660;+1 215-000-0000',
    website: 'www.blackbirdpizzeria.com',
    opening_hours: 'Mo-Su 11:00-22:00',
    description: 'All vegan pizzeria.',
  });
  assert.deepEqual(place, {
    id: 'osm-node-42',
    name: 'Blackbird Pizzeria',
    localNames: { zh: '黑鸟披萨' },
    lat: 39.9526123,
    lng: -75.1652123,
    kind: 'restaurant',
    cuisines: ['pizza', 'italian'],
    cuisineTags: ['pizza', 'italian'],
    dietaryOptions: ['Vegan', 'Gluten-Free', 'Vegetarian'],
    dietaryOnly: ['Vegan', 'Vegetarian'],
    address: '614 North 2nd Street, Philadelphia, PA 19123',
    vicinity: '614 North 2nd Street, Philadelphia',
    phone: '+1 215-625-6660',
    website: 'https://www.blackbirdpizzeria.com/',
    hours: ['Mon–Sun: 11:00–22:00'],
    openingHours: 'Mo-Su 11:00-22:00',
    countryCode: 'US',
    description: 'All vegan pizzeria.',
  });
});

test('names with several values ("Ramen Bar;Ramen bar") show the first, as people read them', () => {
  assert.equal(placeOf({ amenity: 'restaurant', name: 'Ramen Bar;Ramen bar' }).name, 'Ramen Bar');
  assert.equal(placeOf({ amenity: 'restaurant', name: ' ; Sushi Go ;Sushi go' }).name, 'Sushi Go');
  assert.deepEqual(placeOf({ amenity: 'restaurant', name: 'Ramen', 'name:ja': 'ラーメン;らーめん' }).localNames, { ja: 'ラーメン' });
});

test('diet tags: yes and only count, limited and no do not; lactose-free is not dairy-free', () => {
  const diets = (tags: Record<string, string>) => placeOf({ amenity: 'restaurant', name: 'X', ...tags }).dietaryOptions;
  assert.deepEqual(diets({ 'diet:vegetarian': 'yes', 'diet:halal': 'only', 'diet:kosher': 'yes' }), ['Halal', 'Vegetarian', 'Kosher']);
  assert.deepEqual(diets({ 'diet:vegan': 'limited', 'diet:gluten_free': 'no' }), []);
  assert.deepEqual(diets({ 'diet:lactose_free': 'yes', 'diet:dairy_free': 'yes' }), ['Dairy-Free']);
  assert.deepEqual(diets({ 'diet:vegan': 'yes', 'diet:vegetarian': 'no' }), ['Vegan'], 'an explicit no is respected');
  assert.deepEqual(diets({ 'diet:pescetarian': 'yes', 'diet:egg_free': 'yes' }), ['Egg-Free', 'Pescatarian']);
});

test('diet tags: `only` (every dish) is kept apart from `yes`; a vegan-only place is vegetarian-only too', () => {
  const only = (tags: Record<string, string>) => placeOf({ amenity: 'restaurant', name: 'X', ...tags }).dietaryOnly;
  assert.deepEqual(only({ 'diet:vegan': 'only', 'diet:gluten_free': 'yes' }), ['Vegan', 'Vegetarian']);
  assert.deepEqual(only({ 'diet:halal': 'only', 'diet:vegetarian': 'yes' }), ['Halal']);
  assert.equal(only({ 'diet:vegan': 'yes' }), undefined, '`yes` is not every dish');
  assert.deepEqual(only({ 'diet:vegan': 'only', 'diet:vegetarian': 'no' }), ['Vegan'], 'an explicit no is respected');
});

test('kinds: cafes, fast food, ice cream and bakeries add their cuisine; bars and pubs need food', () => {
  assert.deepEqual(placeOf({ amenity: 'cafe', name: 'C' }).cuisines, ['cafe']);
  assert.deepEqual(placeOf({ amenity: 'cafe', name: 'C' }).cuisineTags, ['cafe']);
  assert.deepEqual(placeOf({ amenity: 'fast_food', name: 'F', cuisine: 'burger' }).cuisines, ['american', 'fast-food']);
  assert.deepEqual(placeOf({ amenity: 'ice_cream', name: 'I' }).cuisines, ['dessert']);
  assert.deepEqual(placeOf({ shop: 'bakery', name: 'B' }).cuisines, ['bakery']);
  assert.deepEqual(mapOsmElement(element({ amenity: 'pub', name: 'Drinks Only' })), { skip: 'drinks-only' });
  assert.deepEqual(mapOsmElement(element({ amenity: 'bar', name: 'Wine Bar', food: 'no' })), { skip: 'drinks-only' });
  assert.equal(placeOf({ amenity: 'pub', name: 'Gastro', food: 'yes' }).kind, 'pub');
  assert.deepEqual(placeOf({ amenity: 'pub', name: 'Gastro', food: 'yes' }).cuisineTags, ['pub']);
  assert.equal(placeOf({ amenity: 'bar', name: 'Tap', cuisine: 'american' }).kind, 'bar');
  assert.deepEqual(mapOsmElement(element({ amenity: 'bank', name: 'Bank' })), { skip: 'not-food' });
  assert.deepEqual(mapOsmElement(element({ amenity: 'restaurant' })), { skip: 'no-name' });
  assert.equal(placeOf({ amenity: 'restaurant', brand: 'Nando’s' }).name, 'Nando’s', 'brand when there is no name');
});

test('addresses: UK and US order, number after street where the country writes it so, partial ones', () => {
  const address = (tags: Record<string, string>) => placeOf({ amenity: 'restaurant', name: 'X', ...tags });
  assert.equal(address({ 'addr:housenumber': '14', 'addr:street': 'George Street', 'addr:city': 'Edinburgh', 'addr:postcode': 'EH2 2PF' }).address, '14 George Street, Edinburgh, EH2 2PF');
  assert.equal(address({ 'addr:housenumber': '5', 'addr:street': 'Hauptstraße', 'addr:city': 'Berlin', 'addr:postcode': '10115', 'addr:country': 'DE' }).address, 'Hauptstraße 5, Berlin, 10115');
  assert.equal(address({ 'addr:postcode': 'EH26 0NX' }).address, 'EH26 0NX');
  assert.equal(address({ 'addr:postcode': 'EH26 0NX' }).vicinity, undefined);
  assert.equal(address({}).address, undefined);
});

test('websites: only http(s); bare domains gain https', () => {
  assert.equal(httpUrl('https://example.org/menu'), 'https://example.org/menu');
  assert.equal(httpUrl('example.org'), 'https://example.org/');
  assert.equal(httpUrl('javascript:alert(1)'), undefined);
  assert.equal(httpUrl('mailto:a@b.c'), undefined);
  assert.equal(httpUrl('not a url'), undefined);
  assert.equal(placeOf({ amenity: 'restaurant', name: 'X', 'contact:website': 'http://x.example' }).website, 'http://x.example/');
});

test('way ids keep their type', () => {
  assert.equal(placeOf({ amenity: 'restaurant', name: 'X' }, { type: 'way', id: '81125134' }).id, 'osm-way-81125134');
});
