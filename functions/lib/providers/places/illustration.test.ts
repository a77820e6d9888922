import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CUISINES } from '../../../../shared/domain/cuisines';
import { illustrationUrl } from './illustration';

test('illustrations are small self-contained SVG data URIs: nothing to fetch, allowed by the CSP', () => {
  for (const cuisine of [...CUISINES, undefined]) {
    const url = illustrationUrl(cuisine, 12345);
    assert.match(url, /^data:image\/svg\+xml;charset=utf-8,/);
    assert.ok(url.length < 1_200, `${cuisine}: ${url.length} bytes`);
    const svg = decodeURIComponent(url.slice(url.indexOf(',') + 1));
    assert.match(svg, /^<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg' viewBox='0 0 400 300'>.*<\/svg>$/s);
    assert.doesNotMatch(svg, /href|<image|<script|url\((?!#g\))/, 'no external references or scripts');
  }
});

test('same inputs, same image; the seed varies the background; an emoji can replace the cuisine one', () => {
  assert.equal(illustrationUrl('thai', 7), illustrationUrl('thai', 7));
  assert.notEqual(illustrationUrl('thai', 7), illustrationUrl('thai', 8));
  assert.match(decodeURIComponent(illustrationUrl('pizza', 1)), /🍕/);
  assert.match(decodeURIComponent(illustrationUrl('pizza', 1, '🥗')), /🥗/);
});
