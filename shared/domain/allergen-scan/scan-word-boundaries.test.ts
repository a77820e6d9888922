import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lines } from './test-helpers';

// A CJK word inside a longer word that is something else is not that food (issue 18 item 7; docs/
// allergen-scan.md "Matching rules"): katakana words end where the katakana word ends, plant names
// written with an animal's character are plants, and a Korean "X콩" names another bean.

const ALL = ['Peanuts', 'Tree Nuts', 'Milk', 'Eggs', 'Fish', 'Shellfish', 'Gluten', 'Soy', 'Sesame'];

test('a katakana word does not match inside a longer katakana word that is not a compound of it', () => {
  assert.deepEqual(lines('チキンタコスとサルサ', ['Shellfish']), []);
  assert.deepEqual(lines('ブラウニー', ['Shellfish']), []);
  assert.deepEqual(lines('コラードグリーンの炒め物', [], ['Vegan']), []);
  assert.deepEqual(lines('キャッサバチップス', ['Fish'], ['Vegan']), []);
  assert.deepEqual(lines('エゴマの葉', ['Sesame']), []); // perilla, not sesame
});

test('a katakana compound keeps its allergen: next to another known word, or with a word-sized rest', () => {
  assert.deepEqual(lines('タコ焼き', ['Shellfish']), ['Contains Shellfish: タコ']);
  assert.deepEqual(lines('ウニ丼', ['Shellfish']), ['Contains Shellfish: ウニ']);
  assert.deepEqual(lines('カニクリームコロッケ', ['Shellfish', 'Milk']), ['Contains Shellfish: カニ', 'Contains Milk: クリーム']);
  assert.deepEqual(lines('ツナマヨおにぎり', ['Fish']), ['Contains Fish: ツナ']);
  assert.deepEqual(lines('イカリング', ['Shellfish']), ['Contains Shellfish: イカ']);
  assert.deepEqual(lines('タコ', ['Shellfish']), ['Contains Shellfish: タコ']);
});

test('plants and mushrooms named with an animal character are plants (the longer known word shadows the shorter)', () => {
  assert.deepEqual(lines('牛至烤土豆', [], ['Vegan']), []); // oregano
  assert.deepEqual(lines('牛肝菌炒饭', ['Milk'], ['Vegan']).filter((l) => !l.includes('炒饭')), []); // porcini
  assert.deepEqual(lines('蟹味菇', ['Shellfish']), []); // shimeji
  assert.deepEqual(lines('凉拌鱼腥草', ['Fish']), []); // houttuynia
  assert.deepEqual(lines('牛肉面', [], ['Vegan']), ['May conflict with Vegan: 牛肉']);
});

test('a Korean word ending in 콩 names another bean unless it is soy: alone, first, after an adjective, or a known soy word', () => {
  assert.deepEqual(lines('강낭콩 샐러드', ['Soy']), []);
  assert.deepEqual(lines('완두콩밥', ['Soy']), []);
  assert.deepEqual(lines('병아리콩을 넣은 카레', ['Soy']), []);
  assert.deepEqual(lines('콩국수', ['Soy']), ['Contains Soy: 콩국수']);
  assert.deepEqual(lines('콩을 갈아 만든 두유', ['Soy']), ['Contains Soy: 콩, 두유']);
  assert.deepEqual(lines('검은콩 두유', ['Soy']), ['Contains Soy: 콩, 두유']);
  assert.deepEqual(lines('볶은콩', ['Soy']), ['Contains Soy: 콩']);
  assert.deepEqual(lines('메주콩', ['Soy']), ['Contains Soy: 메주콩']);
  assert.deepEqual(lines('땅콩', ALL), ['Contains Peanuts: 땅콩']);
});
