import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inspect } from 'node:util';
import { test } from 'node:test';
import { QUICK_START_TAG_NAMES } from '../../../../shared/domain/tags';
import { LANGUAGES } from '../../../../shared/i18n/languages';
import { defaultTagColor, isDuplicateTagName, placesWithTag, quickStartKey, quickStartNames } from './tag-management';

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

test('quick-start tags are named in the interface language, and one the user has under that name is not offered again', () => {
  const german: Record<string, string> = { dateNight: 'Date-Abend', takeout: 'Zum Mitnehmen' };
  const nameOf = (name: Parameters<typeof quickStartKey>[0]) => german[quickStartKey(name)] ?? name;
  const all = quickStartNames([], nameOf);
  assert.equal(all[0], 'Date-Abend');
  assert.ok(all.includes('Zum Mitnehmen') && !all.includes('Takeout'), inspect(all));
  const rest = quickStartNames([{ tag_name: 'date-abend' }], nameOf);
  assert.ok(!rest.includes('Date-Abend'), `expected no Date-Abend once the user has date-abend; got ${inspect(rest)}`);
});

test('every quick-start tag has a name in each of the nine languages, none left in English outside English', () => {
  for (const language of LANGUAGES) {
    const names = (JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'locales', language, 'library.json'), 'utf8')) as { manage: { quickStartNames: Record<string, string> } }).manage.quickStartNames;
    for (const name of QUICK_START_TAG_NAMES) {
      const worded = names[quickStartKey(name)];
      assert.ok(worded, `${language}: no name for ${name}`);
      if (language !== 'en') assert.notEqual(worded, name, `${language}: "${name}" left in English`);
    }
  }
});
