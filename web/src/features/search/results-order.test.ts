import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Restaurant } from '../../../../shared/api/places';
import { type AllergenScanResult, scanRestaurant } from '../../../../shared/domain/allergen-scan';
import { leadingNumber } from '../../lib/distance-text';
import { offeredSorts, orderResults, pageCount, pageItems, pageOf, type OrderOptions } from './results-order';

const noRestrictions: AllergenScanResult = scanRestaurant({}, {});

function place(id: string, extra: Partial<Restaurant> = {}): Restaurant {
  return {
    id,
    name: id,
    imageUrl: 'data:,',
    cuisineType: 'Restaurant',
    cuisines: [],
    address: '',
    formatted_address: '',
    vicinity: '',
    distance: '1 mile',
    distanceMeters: 1609,
    coordinates: { lat: 0, lng: 0 },
    dietaryOptions: [],
    pros: [],
    cons: [],
    hasMenuExtraction: false,
    source: 'demo',
    demo: true,
    allergyInfo: noRestrictions,
    ...extra,
  };
}

const ids = (list: Restaurant[]) => list.map((r) => r.id);
const options = (extra: Partial<OrderOptions> = {}): OrderOptions => ({ sort: 'relevance', priceRange: 'any', filter: 'all', locale: 'en', ...extra });

test('best match keeps the server order; distance sorts nearest first with missing values last', () => {
  const list = [
    place('far', { distanceMeters: 5000 }),
    place('unknown', { distanceMeters: Number.NaN, distance: 'Calculating...' }),
    place('near', { distanceMeters: 200 }),
  ];
  assert.deepEqual(ids(orderResults(list, options())), ['far', 'unknown', 'near']);
  assert.deepEqual(ids(orderResults(list, options({ sort: 'distance-asc' }))), ['near', 'far', 'unknown']);
});

test('a chosen price level comes first, and the sort orders within each group', () => {
  const list = [
    place('a', { priceLevel: '$$$', distanceMeters: 100 }),
    place('b', { priceLevel: '$', distanceMeters: 900 }),
    place('c', { priceLevel: '$', distanceMeters: 300 }),
    place('d', { distanceMeters: 50 }),
  ];
  assert.deepEqual(ids(orderResults(list, options({ priceRange: '$', sort: 'distance-asc' }))), ['c', 'b', 'd', 'a']);
  assert.deepEqual(ids(orderResults(list, options({ sort: 'price-asc' }))), ['c', 'b', 'a', 'd']);
});

test('rating sorts highest first, unknown ratings last; names sort by the language', () => {
  const list = [place('Zed', { rating: 4.1 }), place('Ana', {}), place('émile', { rating: 4.8 })];
  assert.deepEqual(ids(orderResults(list, options({ sort: 'rating-desc' }))), ['émile', 'Zed', 'Ana']);
  assert.deepEqual(ids(orderResults(list, options({ sort: 'name-asc' }))), ['Ana', 'émile', 'Zed']);
});

test('scraped menus first keeps the server order within each group', () => {
  const list = [place('a', {}), place('b', { hasMenuExtraction: true }), place('c', {}), place('d', { hasMenuExtraction: true })];
  assert.deepEqual(ids(orderResults(list, options({ sort: 'menu-scraped' }))), ['b', 'd', 'a', 'c']);
});

// Real scans, as the server makes them: a place known by its name and cuisine only, a vegan-tagged
// café, a menu that says "cake", and one that says "peanut butter".
const lists = { allergies: ['Peanuts', 'Milk'], dietaryPreferences: ['Vegan'] };
const described = (text: string) => `${text}. ${'Fresh seasonal vegetables and grains, made here every day. '.repeat(5)}`;
const scanned = {
  thin: scanRestaurant({ name: "Del Frisco's", cuisineType: ['American'] }, lists),
  thinVegan: scanRestaurant({ name: 'Goldie', cuisineType: ['Vegan'], dietaryOptions: ['Vegan'] }, { allergies: ['Peanuts'], dietaryPreferences: ['Vegan'] }),
  safe: scanRestaurant({ name: 'Green Bowl', description: described('Rice bowls') }, lists),
  cake: scanRestaurant({ name: 'Corner Bakery', description: described('Sponge cake') }, lists),
  danger: scanRestaurant({ name: 'Satay Bar', description: described('Peanut butter noodles') }, lists),
};

test('the scans these tests use say what their names say', () => {
  assert.equal(scanned.thin.riskLevel, 'caution');
  assert.equal(scanned.thinVegan.riskLevel, 'caution', 'a vegan tag says nothing about peanuts');
  assert.equal(scanned.safe.riskLevel, 'safe');
  assert.equal(scanned.cake.riskLevel, 'caution');
  assert.equal(scanned.danger.riskLevel, 'danger');
});

test('safest first: safe, then Check Menu with nothing found, then Check Menu with findings, then High Risk', () => {
  const list = [
    place('danger', { allergyInfo: scanned.danger }),
    place('cake', { allergyInfo: scanned.cake }),
    place('thin', { allergyInfo: scanned.thin }),
    place('safe', { allergyInfo: scanned.safe }),
  ];
  assert.deepEqual(ids(orderResults(list, options({ sort: 'safety' }))), ['safe', 'thin', 'cake', 'danger']);
});

test('safest first puts a severe allergy\'s "may contain" below every Check Menu and above a place that names the allergen (product-rules §11.4)', () => {
  const severe = { ...lists, allergySeverities: { Peanuts: 'severe' as const } };
  const severePadThai = scanRestaurant({ name: 'Noodle Bar', description: described('Pad thai') }, severe);
  assert.equal(severePadThai.riskLevel, 'danger', 'High Risk for a severe allergy');
  const list = [
    place('danger', { allergyInfo: scanned.danger }),
    place('severe', { allergyInfo: severePadThai }),
    place('cake', { allergyInfo: scanned.cake }),
    place('thin', { allergyInfo: scanned.thin }),
  ];
  assert.deepEqual(ids(orderResults(list, options({ sort: 'safety' }))), ['thin', 'cake', 'severe', 'danger']);
});

test('risk filters hide High Risk, or keep only Safe Options: a place known too little about is not one', () => {
  const list = [
    place('d', { allergyInfo: scanned.danger }),
    place('c', { allergyInfo: scanned.cake }),
    place('thin', { allergyInfo: scanned.thin }),
    place('thinVegan', { allergyInfo: scanned.thinVegan }),
    place('s', { allergyInfo: scanned.safe }),
  ];
  assert.deepEqual(ids(orderResults(list, options({ filter: 'hide-danger' }))), ['c', 'thin', 'thinVegan', 's']);
  assert.deepEqual(ids(orderResults(list, options({ filter: 'safe-only' }))), ['s']);
});

test('pages of 9 and the page numbers shown', () => {
  assert.equal(pageCount(0), 0);
  assert.equal(pageCount(9), 1);
  assert.equal(pageCount(10), 2);
  assert.deepEqual(pageOf([...Array(20).keys()], 3), [18, 19]);
  assert.deepEqual(pageItems(1, 5), [1, 2, 3, 4, 5]);
  assert.deepEqual(pageItems(1, 10), [1, 2, 3, 4, 'gap', 10]);
  assert.deepEqual(pageItems(6, 10), [1, 'gap', 5, 6, 7, 'gap', 10]);
  assert.deepEqual(pageItems(10, 10), [1, 'gap', 7, 8, 9, 10]);
});

test('leading number of a distance text', () => {
  assert.equal(leadingNumber('0.8 miles'), 0.8);
  assert.equal(leadingNumber('1,3 km'), 1.3);
  assert.equal(leadingNumber('Calculating...'), null);
});

test('sorts by rating or price are offered only when some result has a rating or a price', () => {
  const plain = [place('a'), place('b')];
  assert.deepEqual(offeredSorts(plain), ['relevance', 'distance-asc', 'safety', 'name-asc', 'menu-scraped'], 'nothing to sort by rating or price');
  assert.ok(offeredSorts([place('a'), place('b', { rating: 4.2 })]).includes('rating-desc'), 'one rating is enough');
  assert.ok(!offeredSorts([place('a'), place('b', { rating: 4.2 })]).includes('price-asc'), 'a rating does not make prices sortable');
  assert.ok(offeredSorts([place('a', { priceLevel: '$$' })]).includes('price-asc'), 'one price is enough');
});

test('"Best for everyone" orders by the worst verdict at the table, then keeps the server order; offered only with a table (product-rules §14.4)', () => {
  const peanuts = scanRestaurant({ description: 'Satay with peanut sauce and rice, a house favourite with noodles.' }, { allergies: ['Peanuts'] });
  const clean = scanRestaurant({ description: 'Satay with peanut sauce and rice, a house favourite with noodles.' }, {});
  const seat = (dinerId: string, scan: AllergenScanResult) => ({ dinerId, name: dinerId, initials: 'X', scan });
  const list = [
    place('bad-for-ana', { allergyInfo: clean, table: [seat('me', clean), seat('ana', peanuts)] }),
    place('fine-1', { allergyInfo: clean, table: [seat('me', clean), seat('ana', clean)] }),
    place('fine-2', { allergyInfo: clean, table: [seat('me', clean), seat('ana', clean)] }),
  ];
  assert.deepEqual(ids(orderResults(list, options({ sort: 'best-for-everyone' }))), ['fine-1', 'fine-2', 'bad-for-ana']);
  assert.ok(offeredSorts(list).includes('best-for-everyone'), `offered with a table: ${offeredSorts(list).join(', ')}`);
  assert.ok(!offeredSorts([place('alone')]).includes('best-for-everyone'), `not offered alone: ${offeredSorts([place('alone')]).join(', ')}`);
});
