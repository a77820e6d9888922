import { test } from 'node:test';
import assert from 'node:assert/strict';
import { matchesCuisine, matchesPrice, matchesQuery, matchesText, queryWords, words } from './filters';
import type { Place } from './port';

const place = (over: Partial<Place> = {}): Place => ({
  id: 'osm-node-1',
  name: 'Blackbird Pizzeria',
  location: { lat: 39.94, lng: -75.15 },
  cuisines: ['pizza'],
  cuisineTags: ['pizza'],
  dietaryOptions: ['Vegan', 'Vegetarian'],
  description: 'All vegan pizzeria with specialty pizzas and sandwiches.',
  menuItems: [],
  source: 'openstreetmap',
  demo: false,
  ...over,
});

test('words: lowercase, accents removed, punctuation splits', () => {
  assert.deepEqual(words('Crêpes & Café, Gluten-Free!'), ['crepes', 'cafe', 'gluten', 'free']);
});

test('query words drop words that do not pick a restaurant', () => {
  assert.deepEqual(queryWords('cheap vegan food near me'), ['vegan']);
  assert.deepEqual(queryWords('restaurant'), []);
  assert.deepEqual(queryWords(undefined), []);
  assert.deepEqual(queryWords('gluten free pasta'), ['gluten', 'pasta']);
});

test('text: every word must match name, cuisine, diets, description or dishes', () => {
  const p = place();
  assert.ok(matchesText(p, ['vegan', 'pizza']));
  assert.ok(matchesText(p, ['blackbird']));
  assert.ok(matchesText(p, ['pizzas']), 'plural of a word in the text');
  assert.ok(matchesText(p, ['sandwich']), 'singular of a word in the text');
  assert.ok(matchesText(p, ['pizz']), 'start of a word, 4+ letters');
  assert.ok(!matchesText(p, ['piz']), 'too short to be a prefix');
  assert.ok(!matchesText(p, ['vegan', 'sushi']));
  assert.ok(matchesText(place({ name: 'Pho Palace', cuisines: ['vietnamese'], cuisineTags: [], description: undefined, dietaryOptions: [] }), ['vietnamese']), 'cuisine id');
  assert.ok(matchesText(place({ cuisines: ['middle-eastern'], cuisineTags: [] }), ['eastern']), 'cuisine label');
  assert.ok(matchesText(place({ dietaryOptions: ['Gluten-Free'], description: undefined }), ['gluten']));
  assert.ok(matchesText(place({ menuItems: [{ name: 'Pad thai', description: 'rice noodles, peanuts' }] }), ['peanuts']));
  assert.ok(matchesText(place(), []));
});

test('price: unknown passes; a known price must be wanted', () => {
  assert.ok(matchesPrice(undefined, ['$$']));
  assert.ok(matchesPrice('$$', ['$', '$$']));
  assert.ok(!matchesPrice('$$$$', ['$', '$$']));
  assert.ok(matchesPrice('$$$$', []));
  assert.ok(matchesPrice('$$$$', undefined));
});

test('cuisine: the place must list it', () => {
  assert.ok(matchesCuisine(place(), 'pizza'));
  assert.ok(!matchesCuisine(place(), 'italian'));
  assert.ok(matchesCuisine(place(), undefined));
  const q = { center: { lat: 0, lng: 0 }, radiusMeters: 1000 };
  assert.ok(matchesQuery(place({ priceLevel: '$' }), { ...q, cuisine: 'pizza', priceLevels: ['$'], text: 'vegan' }));
  assert.ok(!matchesQuery(place({ priceLevel: '$$$' }), { ...q, cuisine: 'pizza', priceLevels: ['$'], text: 'vegan' }));
});
