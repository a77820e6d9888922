import { test } from 'node:test';
import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { matchedWords, matchesCuisine, matchesFilters, matchesPrice, queryWords, rankCandidates, words } from './filters';
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

test('query words: each word of the text once', () => {
  assert.deepEqual(queryWords('Reading Terminal reading'), ['reading', 'terminal']);
  assert.deepEqual(queryWords(undefined), []);
});

test('text: a word matches name, cuisine, diets, description or dishes', () => {
  const p = place();
  const matches = (word: string, at: Place = p) => matchedWords(at, [word]) === 1;
  assert.equal(matchedWords(p, ['vegan', 'pizza', 'sushi']), 2);
  assert.ok(matches('blackbird'), `expected matches('blackbird'); got ${inspect(matches('blackbird'))}`);
  assert.ok(matches('pizzas'), 'plural of a word in the text');
  assert.ok(matches('sandwich'), 'singular of a word in the text');
  assert.ok(matches('pizz'), 'start of a word, 4+ letters');
  assert.ok(!matches('piz'), 'too short to be a prefix');
  assert.ok(matches('vietnamese', place({ name: 'Pho Palace', cuisines: ['vietnamese'], cuisineTags: [], description: undefined, dietaryOptions: [] })), 'cuisine id');
  assert.ok(matches('eastern', place({ cuisines: ['middle-eastern'], cuisineTags: [] })), 'cuisine label');
  assert.ok(matches('gluten', place({ dietaryOptions: ['Gluten-Free'], description: undefined })), `expected matches('gluten', place({ dietaryOptions: ['Gluten-Free'], description: undefined })); got ${inspect(matches('gluten', place({ dietaryOptions: ['Gluten-Free'], description: undefined })))}`);
  assert.ok(matches('peanuts', place({ menuItems: [{ name: 'Pad thai', description: 'rice noodles, peanuts' }] })), `expected matches('peanuts', place({ menuItems: [{ name: 'Pad thai', description: 'rice noodles, peanuts' }] })); got ${inspect(matches('peanuts', place({ menuItems: [{ name: 'Pad thai', description: 'rice noodles, peanuts' }] })))}`);
});

test('ranking: no word is required; more words first, then diets catered for, then nearest; nothing matched keeps the nearest', () => {
  const nearest = [
    place({ id: 'a', name: 'Corner Deli', cuisines: [], cuisineTags: ['sandwich'], dietaryOptions: [], description: undefined }),
    place({ id: 'b', name: 'Vegan Deli', cuisines: [], cuisineTags: [], dietaryOptions: ['Vegan'], description: undefined }),
    place({ id: 'c', name: 'Cheesecake Factory', cuisines: ['american'], cuisineTags: [], dietaryOptions: [], description: undefined }),
    place({ id: 'd', name: 'Cheesecake Corner', cuisines: ['dessert'], cuisineTags: [], dietaryOptions: ['Vegan'], description: undefined }),
    place({ id: 'e', name: 'Tea House', cuisines: [], cuisineTags: [], dietaryOptions: ['Vegan'], description: undefined }),
  ];
  const ids = (rank: { words: string[]; diets: string[] }, max = 10) => {
    const { items, ...verdict } = rankCandidates(nearest, rank, (p) => p, max);
    return { ids: items.map((p) => p.id), ...verdict };
  };
  assert.deepEqual(ids({ words: ['cheesecake', 'factory'], diets: [] }), { ids: ['c', 'd'], textMatched: true }, 'both words first; places matching no word left out');
  assert.deepEqual(ids({ words: ['deli'], diets: ['Vegan'] }), { ids: ['b', 'a'], textMatched: true }, 'among equal matches, the diet first');
  assert.deepEqual(ids({ words: ['zzqx'], diets: [] }), { ids: ['a', 'b', 'c', 'd', 'e'], textMatched: false }, 'nothing matched: the nearest, said so');
  assert.deepEqual(ids({ words: [], diets: ['Vegan'] }), { ids: ['b', 'd', 'e', 'a', 'c'] }, 'diets only: no text verdict');
  assert.deepEqual(ids({ words: [], diets: [] }, 2), { ids: ['a', 'b'] }, 'nothing to rank by: the nearest, capped');
});

test('price: unknown passes; a known price must be wanted', () => {
  assert.ok(matchesPrice(undefined, ['$$']), `expected matchesPrice(undefined, ['$$']); got ${inspect(matchesPrice(undefined, ['$$']))}`);
  assert.ok(matchesPrice('$$', ['$', '$$']), `expected matchesPrice('$$', ['$', '$$']); got ${inspect(matchesPrice('$$', ['$', '$$']))}`);
  assert.ok(!matchesPrice('$$$$', ['$', '$$']), `expected !matchesPrice('$$$$', ['$', '$$']); got matchesPrice('$$$$', ['$', '$$']) = ${inspect(matchesPrice('$$$$', ['$', '$$']))}`);
  assert.ok(matchesPrice('$$$$', []), `expected matchesPrice('$$$$', []); got ${inspect(matchesPrice('$$$$', []))}`);
  assert.ok(matchesPrice('$$$$', undefined), `expected matchesPrice('$$$$', undefined); got ${inspect(matchesPrice('$$$$', undefined))}`);
});

test('cuisine: the place must list it', () => {
  assert.ok(matchesCuisine(place(), 'pizza'), `expected matchesCuisine(place(), 'pizza'); got ${inspect(matchesCuisine(place(), 'pizza'))}`);
  assert.ok(!matchesCuisine(place(), 'italian'), `expected !matchesCuisine(place(), 'italian'); got matchesCuisine(place(), 'italian') = ${inspect(matchesCuisine(place(), 'italian'))}`);
  assert.ok(matchesCuisine(place(), undefined), `expected matchesCuisine(place(), undefined); got ${inspect(matchesCuisine(place(), undefined))}`);
  const q = { center: { lat: 0, lng: 0 }, radiusMeters: 1000 };
  assert.ok(matchesFilters(place({ priceLevel: '$' }), { ...q, cuisine: 'pizza', priceLevels: ['$'], text: 'sushi' }), 'the text does not filter');
  assert.ok(!matchesFilters(place({ priceLevel: '$$$' }), { ...q, cuisine: 'pizza', priceLevels: ['$'] }), `expected !matchesFilters(place({ priceLevel: '$$$' }), { ...q, cuisine: 'pizza', priceLevels: ['$'] }); got matchesFilters(place({ priceLevel: '$$$' }), { ...q, cuisine: 'pizza', priceLevels: ['$'] }) = ${inspect(matchesFilters(place({ priceLevel: '$$$' }), { ...q, cuisine: 'pizza', priceLevels: ['$'] }))}`);
});
