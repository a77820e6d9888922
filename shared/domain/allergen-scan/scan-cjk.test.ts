import { test } from 'node:test';
import assert from 'node:assert/strict';
import { GROUP_IDS } from './groups';
import { CJK_TERMS } from './lexicon/cjk';
import { lines, scan } from './test-helpers';

// Japanese, Korean and Chinese text is matched without word boundaries: substrings of the lexicon,
// longest first, with false friends as longer words.

test('every group has Japanese, Korean and Chinese words', () => {
  for (const group of GROUP_IDS) {
    const words = CJK_TERMS[group];
    for (const language of ['ja', 'ko', 'zh'] as const) assert.ok((words?.[language].length ?? 0) > 0, `${group} ${language}`);
  }
});

test('Japanese: allergens inside dish names, kana and kanji', () => {
  assert.deepEqual(lines('えびフライ定食', ['Shellfish']), ['Contains Shellfish: えびフライ']);
  assert.deepEqual(lines('チーズケーキ', ['Milk']), ['Contains Milk: チーズケーキ']);
  assert.deepEqual(lines('卵かけご飯', ['Eggs']), ['Contains Eggs: 卵']);
  assert.deepEqual(lines('ピーナッツ入りサラダ', ['Peanuts']), ['Contains Peanuts: ピーナッツ']);
  assert.deepEqual(lines('小麦粉、砂糖、バター', ['Wheat', 'Milk']), ['Contains Wheat: 小麦粉', 'Contains Milk: バター']);
  assert.deepEqual(lines('豚骨ラーメン', [], ['Halal']), ['May conflict with Halal: 豚骨']);
  assert.equal(scan('えびフライ', ['Shellfish']).riskLevel, 'danger');
});

test('Japanese false friends: coconut milk, doughnuts, "Japan", evidence, fish roe', () => {
  assert.deepEqual(lines('ココナッツミルク', ['Milk', 'Tree Nuts']), []);
  assert.deepEqual(lines('豆乳ラテ', ['Milk']), []);
  assert.deepEqual(lines('豆乳ラテ', ['Soy']), ['Contains Soy: 豆乳']);
  assert.deepEqual(lines('ジャパンカレー', ['Wheat']), ['May contain Wheat: カレー']);
  assert.deepEqual(lines('エビデンスに基づく', ['Shellfish']), []);
  assert.deepEqual(lines('魚卵', ['Eggs']), []);
  assert.deepEqual(lines('乳化剤', ['Milk']), []);
});

test('Japanese claims: グルテンフリー and 卵不使用 are absence claims', () => {
  // The claim describes the bread after の (issue 18 item 7: it used to be "Contains Gluten: パン").
  assert.deepEqual(lines('グルテンフリーのパン', ['Gluten']), []);
  assert.deepEqual(lines('无麸质的面包', ['Gluten']), []);
  // Only what it says: gluten-free bread may still be made with eggs and milk.
  assert.deepEqual(lines('グルテンフリーのパン、卵', ['Gluten', 'Eggs']), ['Contains Eggs: 卵']);
  assert.deepEqual(lines('卵不使用', ['Eggs']), []);
  assert.deepEqual(lines('ノンアルコールビール', [], ['Halal']), []);
});

test('Korean: words with particles attached, between spaces', () => {
  assert.deepEqual(lines('땅콩 소스', ['Peanuts']), ['Contains Peanuts: 땅콩']);
  assert.deepEqual(lines('땅콩을 넣은 비빔밥', ['Peanuts']), ['Contains Peanuts: 땅콩']);
  assert.deepEqual(lines('우유와 계란', ['Milk', 'Eggs']), ['Contains Milk: 우유', 'Contains Eggs: 계란']);
  assert.deepEqual(lines('새우튀김', ['Shellfish', 'Wheat']), ['Contains Shellfish: 새우', 'Contains Wheat: 튀김']);
  assert.deepEqual(lines('돼지고기 김치찌개', [], ['Halal']), ['May conflict with Halal: 돼지고기']);
});

test('Korean false friends: secret, Hong Kong, coconut milk, premium; 메밀 is not wheat but usually cut with it', () => {
  assert.deepEqual(lines('비밀 레시피', ['Wheat']), []);
  assert.deepEqual(lines('홍콩 요리', ['Soy']), []);
  assert.deepEqual(lines('코코넛 밀크', ['Milk']), []);
  assert.deepEqual(lines('메밀', ['Wheat']), ['May contain Wheat: 메밀']);
  assert.deepEqual(lines('무글루텐 빵', ['Gluten']), []);
});

test('Chinese: simplified and traditional, no spaces', () => {
  assert.deepEqual(lines('鸡蛋炒饭', ['Eggs']), ['Contains Eggs: 鸡蛋']);
  assert.deepEqual(lines('雞蛋炒飯', ['Eggs']), ['Contains Eggs: 雞蛋']);
  assert.deepEqual(lines('花生酱拌面', ['Peanuts']), ['Contains Peanuts: 花生酱']);
  assert.deepEqual(lines('虾仁蒸饺', ['Shellfish']), ['Contains Shellfish: 虾仁']);
  assert.deepEqual(lines('宫保鸡丁', ['Peanuts']), ['May contain Peanuts: 宫保']);
  assert.deepEqual(lines('红烧肉', [], ['Vegetarian']), ['May conflict with Vegetarian: 红烧肉']);
});

test('Chinese false friends: fish-fragrant pork has no fish, protein is not egg, hotels are not alcohol', () => {
  assert.deepEqual(lines('鱼香肉丝', ['Fish']), []);
  assert.deepEqual(lines('蛋白质', ['Eggs']), []);
  assert.deepEqual(lines('北京饭店', [], ['Halal']), []);
  assert.deepEqual(lines('鱿鱼', ['Fish', 'Shellfish']), ['Contains Shellfish: 鱿鱼']);
  assert.deepEqual(lines('椰奶', ['Milk']), []);
});

test('Chinese absence: 无麸质 is a claim, 不含花生 a negation (caution, never nothing)', () => {
  assert.deepEqual(lines('无麸质面包', ['Gluten']), []);
  assert.deepEqual(lines('不含花生', ['Peanuts']), ['Mentions Peanuts as absent: 不含花生']);
});

test('mixed scripts in one text, and CJK next to Latin words', () => {
  assert.deepEqual(lines('Shrimp tempura / えびフライ', ['Shellfish']), ['Contains Shellfish: Shrimp, えびフライ']);
  assert.deepEqual(lines('Tofu豆腐', ['Soy']), ['Contains Soy: Tofu, 豆腐']);
});
