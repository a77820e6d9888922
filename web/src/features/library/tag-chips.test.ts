import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cardTagChips } from './tag-chips';

test('a card shows at most 3 tag chips and "+N" for the rest', () => {
  assert.deepEqual(cardTagChips(['a', 'b', 'c', 'd', 'e']), { shown: ['a', 'b', 'c'], more: 2 });
});

test('3 tags or fewer: all shown, no "+N"', () => {
  assert.deepEqual(cardTagChips(['a', 'b', 'c']), { shown: ['a', 'b', 'c'], more: 0 });
  assert.deepEqual(cardTagChips(['a']), { shown: ['a'], more: 0 });
  assert.deepEqual(cardTagChips([]), { shown: [], more: 0 });
});
