import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { test } from 'node:test';
import { menuAnalysisHref, menuAnalysisState, readMenuAnalysisParams, readTableMarks, readWithoutMe, toScrapedItem } from './menu-data';

const params = (query: Record<string, string>) => new URLSearchParams(query);

test('product-rules §8.2: menuData is a URL-encoded JSON list of { dish, price?, ingredients: string[] }', () => {
  const items = [{ dish: 'Pad Thai', price: '$12', ingredients: ['rice noodles', 'peanuts'] }, { dish: 'Rice', ingredients: [] }];
  assert.deepEqual(readMenuAnalysisParams(params({ restaurant: 'Thai Place', menuData: JSON.stringify(items) })), { restaurant: 'Thai Place', placeId: null, items });
});

test('the restaurant name is missing (the page shows "Restaurant") when absent or blank', () => {
  assert.equal(readMenuAnalysisParams(params({ menuData: '[]' }))?.restaurant, null);
  assert.equal(readMenuAnalysisParams(params({ restaurant: '  ', menuData: '[]' }))?.restaurant, null);
});

test('an empty list is valid (the empty state); missing or invalid data is null (redirect to /search-results)', () => {
  assert.deepEqual(readMenuAnalysisParams(params({ menuData: '[]' }))?.items, []);
  assert.equal(readMenuAnalysisParams(params({ restaurant: 'X' })), null);
  for (const bad of ['', 'not json', '{}', '"text"', '[{"price":"$1","ingredients":[]}]', '[{"dish":"A"}]', '[{"dish":"A","ingredients":"egg, milk"}]', '[{"dish":"A","ingredients":[1]}]', '[null]']) {
    assert.equal(readMenuAnalysisParams(params({ menuData: bad })), null, bad);
  }
});

test('a numeric price is read as text', () => {
  assert.equal(readMenuAnalysisParams(params({ menuData: '[{"dish":"A","price":12.5,"ingredients":["egg"]}]' }))?.items[0]?.price, '12.5');
});

test('a generated item becomes an analysis item: comma-separated ingredients a list, N/A no price', () => {
  assert.deepEqual(toScrapedItem({ menu_item: 'Satay', ingredients: 'chicken, peanut sauce ,, lime', price: '$9' }), {
    dish: 'Satay',
    ingredients: ['chicken', 'peanut sauce', 'lime'],
    price: '$9',
  });
  assert.deepEqual(toScrapedItem({ menu_item: 'Rice', ingredients: '', price: 'N/A' }), { dish: 'Rice', ingredients: [] });
});

test('the analysis link round-trips through the URL', () => {
  const href = menuAnalysisHref('Thai & Co', [{ menu_item: 'Pad Thai', ingredients: 'noodles, peanuts', price: 'N/A' }], 'osm-node-42');
  assert.ok(href.startsWith('/scrape-menu?'), `expected href.startsWith('/scrape-menu?'); got href = ${inspect(href)}`);
  const read = readMenuAnalysisParams(new URLSearchParams(href.slice('/scrape-menu?'.length)));
  assert.deepEqual(read, { restaurant: 'Thai & Co', placeId: 'osm-node-42', items: [{ dish: 'Pad Thai', ingredients: ['noodles', 'peanuts'] }] });
});

test('the analysis state carries the marks per dish and whether Me is at the table (product-rules §14.4)', () => {
  const scan = {} as never;
  const mark = { dinerId: 'd1', name: 'Ana', initials: 'A', level: 'danger' as const };
  const items = [
    { menu_item: 'Satay', ingredients: 'peanut', price: 'N/A', scan, table: [mark] },
    { menu_item: 'Rice', ingredients: 'rice', price: 'N/A', scan },
  ];
  const withMe = menuAnalysisState({ menuItems: items, table: [{ dinerId: 'me', name: '', initials: '' }, { dinerId: 'd1', name: 'Ana', initials: 'A' }] });
  assert.deepEqual(withMe, { tableMarks: [[mark], []] });
  assert.deepEqual(readTableMarks(withMe), [[mark], []]);
  assert.equal(readWithoutMe(withMe), false);
  const forAna = menuAnalysisState({ menuItems: items, table: [{ dinerId: 'd1', name: 'Ana', initials: 'A' }] });
  assert.equal(readWithoutMe(forAna), true);
  assert.equal(menuAnalysisState({ menuItems: items }), undefined, 'no table, no lists: no state');
  assert.equal(readTableMarks({ tableMarks: [[{ dinerId: 'x', level: 'deadly' }]] }), null, 'a malformed state is ignored');
});
