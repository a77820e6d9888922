import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { test } from 'node:test';
import {
  cleanTagName,
  firstUnusedTagColor,
  isTagColor,
  QUICK_START_TAG_NAMES,
  RANDOM_TAG_COLORS,
  randomTagColor,
  TAG_PALETTE,
  tagNameKey,
  tagNameProblem,
} from './tags';

test('the spec sizes: 16 palette colours, 8 random ones among them, ten quick-start names', () => {
  assert.equal(new Set(TAG_PALETTE).size, 16);
  assert.equal(new Set(RANDOM_TAG_COLORS).size, 8);
  for (const color of RANDOM_TAG_COLORS) assert.ok(isTagColor(color), `expected isTagColor(color); got ${inspect(isTagColor(color))}`);
  for (const color of TAG_PALETTE) assert.match(color, /^#[0-9a-f]{6}$/);
  assert.equal(new Set(QUICK_START_TAG_NAMES).size, 10);
  assert.ok(QUICK_START_TAG_NAMES.every((name) => tagNameProblem(name) === undefined), 'expected QUICK_START_TAG_NAMES.every((name) => tagNameProblem(name) === undefined)');
});

test('names: blank refused, 50 characters (code points) allowed, 51 refused; white space tidied', () => {
  assert.equal(tagNameProblem(' \t '), 'nameRequired');
  assert.equal(tagNameProblem('a'.repeat(50)), undefined);
  assert.equal(tagNameProblem('a'.repeat(51)), 'nameTooLong');
  assert.equal(tagNameProblem('🍕'.repeat(50)), undefined, 'an emoji is one character');
  assert.equal(cleanTagName('  Date \n  Night '), 'Date Night');
  assert.equal(tagNameKey('DATE night'), tagNameKey(' date  Night'));
});

test('colours: the first unused palette colour, case-insensitively; random ones from the 8', () => {
  assert.equal(firstUnusedTagColor([]), TAG_PALETTE[0]);
  assert.equal(firstUnusedTagColor([TAG_PALETTE[0].toUpperCase(), TAG_PALETTE[2]]), TAG_PALETTE[1]);
  assert.equal(firstUnusedTagColor([...TAG_PALETTE]), TAG_PALETTE[0]);
  assert.equal(randomTagColor(() => 0), RANDOM_TAG_COLORS[0]);
  assert.equal(randomTagColor(() => 0.9999), RANDOM_TAG_COLORS[7]);
  assert.equal(isTagColor('#123456'), false);
});
