import { test } from 'node:test';
import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import {
  CUISINES,
  CUISINE_LABELS,
  SOURCE_CUISINE_MAP,
  cuisinesForValue,
  cuisinesForWord,
  isCuisine,
  normalizeCuisineWord,
  splitCuisineValue,
} from './cuisines';

test("the spec's 22 cuisines, in the form's order, each with an English label", () => {
  assert.equal(CUISINES.length, 22);
  assert.deepEqual(CUISINES.slice(0, 3), ['american', 'italian', 'chinese']);
  assert.deepEqual(CUISINES.slice(-3), ['cafe', 'bakery', 'dessert']);
  for (const cuisine of CUISINES) assert.ok(CUISINE_LABELS[cuisine], cuisine);
  assert.equal(CUISINE_LABELS['middle-eastern'], 'Middle Eastern');
  assert.ok(isCuisine('fast-food'), `expected isCuisine('fast-food'); got ${inspect(isCuisine('fast-food'))}`);
  assert.ok(!isCuisine('Fast Food'), `expected !isCuisine('Fast Food'); got isCuisine('Fast Food') = ${inspect(isCuisine('Fast Food'))}`);
  assert.ok(!isCuisine('ethiopian'), `expected !isCuisine('ethiopian'); got isCuisine('ethiopian') = ${inspect(isCuisine('ethiopian'))}`);
});

test('every cuisine is reachable from source words, and the map only names real cuisines', () => {
  const reached = new Set(Object.values(SOURCE_CUISINE_MAP).flat());
  assert.deepEqual([...CUISINES].filter((c) => !reached.has(c)), []);
  for (const [word, cuisines] of Object.entries(SOURCE_CUISINE_MAP)) {
    assert.equal(normalizeCuisineWord(word), word, `key ${word} is normalised`);
    for (const c of cuisines) assert.ok(isCuisine(c), `${word} → ${c}`);
  }
});

test('OSM cuisine values: semicolon lists keep their order and map each value', () => {
  assert.deepEqual(cuisinesForValue('pizza;italian'), ['pizza', 'italian']);
  assert.deepEqual(cuisinesForValue('burger;american;Canadian'), ['american', 'fast-food']);
  assert.deepEqual(cuisinesForValue('indian'), ['indian']);
  assert.deepEqual(cuisinesForValue('sushi'), ['japanese']);
  assert.deepEqual(cuisinesForValue('steak_house'), ['steakhouse']);
  assert.deepEqual(cuisinesForValue('middle_eastern'), ['middle-eastern']);
  assert.deepEqual(cuisinesForValue('coffee_shop'), ['cafe']);
  assert.deepEqual(cuisinesForValue('ice_cream'), ['dessert']);
});

test('messy real values: case, commas, slashes, leading underscores, plurals, suffixes', () => {
  assert.deepEqual(splitCuisineValue('byob,_seafood'), ['byob', 'seafood']);
  assert.deepEqual(cuisinesForValue('byob,_seafood'), ['seafood']);
  assert.deepEqual(cuisinesForValue('Fried_Chicken'), ['american', 'fast-food']);
  assert.deepEqual(cuisinesForValue('New_American'), ['american']);
  assert.deepEqual(cuisinesForValue('caribbean/american'), ['american']);
  assert.deepEqual(cuisinesForValue('donuts'), ['bakery']);
  assert.deepEqual(cuisinesForValue('sandwiches;burgers'), ['american', 'fast-food']);
  assert.deepEqual(cuisinesForValue('greek_cuisine'), ['greek']);
  assert.deepEqual(cuisinesForValue('chinese_food'), ['chinese']);
  assert.deepEqual(cuisinesForValue('lao-thai'), ['thai']);
  assert.deepEqual(cuisinesForValue('italian_pizza'), ['italian', 'pizza']);
  assert.deepEqual(cuisinesForValue('  Korean BBQ '), ['korean', 'barbecue']);
});

test('compound words fall back word by word, except known ones that must not', () => {
  assert.deepEqual(cuisinesForWord('irish_american_pub'), ['american']);
  assert.deepEqual(cuisinesForWord('punjabi_street_food'), ['indian']);
  assert.deepEqual(cuisinesForWord('latin_american'), [], 'Latin American is not American');
  assert.deepEqual(cuisinesForWord('asian_fusion'), []);
  assert.equal(cuisinesForWord('ethiopian'), undefined);
  assert.equal(cuisinesForWord('globally_inspired_gourmet_comfort_food'), undefined);
  assert.deepEqual(cuisinesForValue('sandwich;deli;ethiopian'), []);
});
