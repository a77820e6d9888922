import { test } from 'node:test';
import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { CUISINES } from '../../../../shared/domain/cuisines';
import { illustrationForQuery, illustrationSvg, illustrationUrl } from './illustration';
import { emojiForPlace } from './place-emoji';

test('illustrations are short API URLs; the SVG they stand for is self-contained', () => {
  for (const cuisine of [...CUISINES, undefined]) {
    const url = illustrationUrl(cuisine, 12345);
    assert.match(url, /^\/places\/illustration\?c=[a-z-]+&s=12345$/);
    const query = Object.fromEntries(new URL(url, 'http://api').searchParams);
    const svg = illustrationForQuery(query);
    assert.ok(svg, `${cuisine}: the URL's query renders`);
    assert.match(svg, /^<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg' viewBox='0 0 400 300'>.*<\/svg>$/s);
    assert.doesNotMatch(svg, /href|<image|<script|url\((?!#g\))/, 'no external references or scripts');
    assert.ok(svg.length < 1_000, `${cuisine}: ${svg.length} bytes`);
  }
});

test('same inputs, same image; the seed varies the background; an emoji can replace the cuisine one', () => {
  assert.equal(illustrationSvg('thai', 7), illustrationSvg('thai', 7));
  assert.notEqual(illustrationSvg('thai', 7), illustrationSvg('thai', 8));
  assert.match(illustrationSvg('pizza', 1), /🍕/);
  const dish = illustrationUrl('pizza', 1, '🥗');
  assert.match(illustrationForQuery(Object.fromEntries(new URL(dish, 'http://api').searchParams)) ?? '', /🥗/);
});

test('only the queries we make render: unknown cuisines, odd seeds and anything but emoji are refused', () => {
  assert.ok(illustrationForQuery({ c: 'default', s: '0' }), `expected illustrationForQuery({ c: 'default', s: '0' }); got ${inspect(illustrationForQuery({ c: 'default', s: '0' }))}`);
  assert.equal(illustrationForQuery({ c: 'klingon', s: '1' }), null);
  assert.equal(illustrationForQuery({ c: 'thai' }), null);
  assert.equal(illustrationForQuery({ c: 'thai', s: '-1' }), null);
  assert.equal(illustrationForQuery({ c: 'thai', s: '1e9' }), null);
  assert.equal(illustrationForQuery({ c: 'thai', s: '1', e: "<script>alert(1)</script>" }), null);
  assert.equal(illustrationForQuery({ c: 'thai', s: '1', e: 'abc' }), null);
  assert.ok(illustrationForQuery({ c: 'thai', s: '1', e: '🌶️' }), `expected illustrationForQuery({ c: 'thai', s: '1', e: '🌶️' }); got ${inspect(illustrationForQuery({ c: 'thai', s: '1', e: '🌶️' }))}`);
});


test("a place's own words pick its picture before its cuisine does; within a cuisine the pictures vary", () => {
  assert.equal(emojiForPlace('Dunkin', ['Donut', 'Coffee Shop']), '🍩', 'a doughnut shop is not a burger (nor a coffee)');
  assert.equal(emojiForPlace('Ramen Bar'), '🍜');
  assert.equal(emojiForPlace('Sushi Go', ['Japanese']), '🍣');
  assert.equal(emojiForPlace("Joe's", ['American']), undefined, 'no telling word: the cuisine decides');
  const shownEmoji = (svg: string) => /<text[^>]*>([^<]+)<\/text>/.exec(svg)?.[1];
  const thai = new Set(Array.from({ length: 12 }, (_, seed) => shownEmoji(illustrationSvg('thai', seed))));
  assert.ok(thai.size >= 3, `twelve Thai places show several pictures; got ${[...thai].join(' ')}`);
  assert.equal(shownEmoji(illustrationSvg('thai', 5)), shownEmoji(illustrationSvg('thai', 5)), 'one place keeps its picture');
});
