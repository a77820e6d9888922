import assert from 'node:assert/strict';
import { test } from 'node:test';
import { liveTagChoice, matchesTagFilter, tagIdsByRestaurant } from './tag-filter';

const tagged = tagIdsByRestaurant([
  { restaurant_id: 'r1', tag_ids: ['date', 'lunch'] },
  { restaurant_id: 'r2', tag_ids: ['lunch'] },
]);

test('nothing chosen keeps every result, tagged or not', () => {
  for (const id of ['r1', 'r2', 'r3']) assert.equal(matchesTagFilter(id, new Set(), tagged), true);
});

test('a chosen tag keeps only the restaurants that carry it', () => {
  const kept = ['r1', 'r2', 'r3'].filter((id) => matchesTagFilter(id, new Set(['date']), tagged));
  assert.deepEqual(kept, ['r1']);
});

test('several chosen tags keep a restaurant carrying any of them', () => {
  const kept = ['r1', 'r2', 'r3'].filter((id) => matchesTagFilter(id, new Set(['date', 'lunch']), tagged));
  assert.deepEqual(kept, ['r1', 'r2']);
});

test('a deleted tag drops out of the choice', () => {
  assert.deepEqual([...liveTagChoice(new Set(['date', 'gone']), [{ id: 'date' }, { id: 'lunch' }])], ['date']);
});
