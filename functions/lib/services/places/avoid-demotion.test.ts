import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Restaurant } from '../../../../shared/api/places';
import { demoteWhatTheTextAvoids } from './avoid-demotion';

const place = (name: string, cuisineType: string) => ({ id: name, name, cuisineType }) as Restaurant;
const names = (list: readonly Restaurant[]) => list.map((r) => r.name);

test('"sushi sin mariscos": a seafood bar is not the best match; the order is kept within each part', () => {
  const ranked = [place('Ocean Seafood & Sushi Bar', 'Seafood, Sushi'), place('Sushi Zen', 'Japanese, Sushi'), place('Lobster Shack', 'Seafood'), place('Kura', 'Japanese')];
  assert.deepEqual(names(demoteWhatTheTextAvoids(ranked, { allergies: ['Shellfish'], terms: [] })), ['Sushi Zen', 'Kura', 'Ocean Seafood & Sushi Bar', 'Lobster Shack']);
});

test('"pizza without cheese": a place named for the avoided word goes last', () => {
  const ranked = [place('The Cheese Board Pizza', 'Pizza'), place('Pizza Verde', 'Pizza')];
  assert.deepEqual(names(demoteWhatTheTextAvoids(ranked, { allergies: [], terms: ['cheese'] })), ['Pizza Verde', 'The Cheese Board Pizza']);
});

test('nothing avoided: the order is untouched', () => {
  const ranked = [place('Ocean Seafood', 'Seafood'), place('Kura', 'Japanese')];
  assert.deepEqual(names(demoteWhatTheTextAvoids(ranked, { allergies: [], terms: [] })), ['Ocean Seafood', 'Kura']);
});
