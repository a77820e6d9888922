import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { test } from 'node:test';
import { defaultTagColor, isDuplicateTagName, placesWithTag, quickStartNames } from './tag-management';

test('the default colour is the first palette colour no tag uses', () => {
  assert.equal(defaultTagColor([]), '#ef4444');
  assert.equal(defaultTagColor([{ color: '#ef4444' }]), '#f97316');
  // Used colours further on do not change the first free one; case does not matter.
  assert.equal(defaultTagColor([{ color: '#EF4444' }, { color: '#f59e0b' }]), '#f97316');
});

test('the ten quick-start tags, minus those the user has (without regard to case)', () => {
  const all = quickStartNames([]);
  assert.equal(all.length, 10);
  assert.equal(all[0], 'Date Night');
  assert.equal(all[9], 'Business Meeting');
  const rest = quickStartNames([{ tag_name: 'date night' }, { tag_name: 'TAKEOUT' }]);
  assert.equal(rest.length, 8);
  assert.ok(!rest.includes('Date Night') && !rest.includes('Takeout'), `expected !rest.includes('Date Night') && !rest.includes('Takeout'); got rest = ${inspect(rest)}`);
});

test('duplicate names are refused without regard to case or outer spaces', () => {
  const tags = [{ tag_name: 'Date Night' }];
  assert.equal(isDuplicateTagName('  DATE night ', tags), true);
  assert.equal(isDuplicateTagName('Date Nights', tags), false);
});

test('the delete confirmation counts the places that carry the tag', () => {
  const links = [{ tag_ids: ['a', 'b'] }, { tag_ids: ['b'] }, { tag_ids: ['c'] }];
  assert.equal(placesWithTag(links, 'b'), 2);
  assert.equal(placesWithTag(links, 'a'), 1);
  assert.equal(placesWithTag(links, 'z'), 0);
});
