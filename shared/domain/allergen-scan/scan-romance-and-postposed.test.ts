import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lines } from './test-helpers';

// Word order of the other languages (issue 18 item 7; docs/allergen-scan.md "Flours and pastes",
// "Postposed diet words and absence claims"): a flour or paste "of X" is X, a diet word after the
// noun describes it, Japanese and Korean say "without" after the food; soy and oyster sauce carry
// what their usual recipe does.

test('a flour, paste or noodle "of X" is X, not wheat, in every Romance language; plain flour is wheat', () => {
  assert.deepEqual(lines('Arepas de harina de maíz', ['Gluten']), []);
  assert.deepEqual(lines('Socca à la farine de pois chiches', ['Gluten']), []);
  assert.deepEqual(lines('Frittelle di farina di ceci', ['Gluten']), []);
  assert.deepEqual(lines('Beiju de farinha de mandioca', ['Gluten']), []);
  assert.deepEqual(lines('Tortitas de harina de almendra', ['Gluten', 'Tree Nuts']), ['Contains Tree Nuts: harina de almendra']);
  assert.deepEqual(lines('Maçã com pasta de amendoim', ['Gluten', 'Peanuts']), ['Contains Peanuts: pasta de amendoim']);
  assert.deepEqual(lines('Manzana con pasta de cacahuete', ['Gluten', 'Peanuts']), ['Contains Peanuts: pasta de cacahuete']);
  assert.deepEqual(lines('Spaghetti di riso saltati', ['Gluten']), []);
  assert.deepEqual(lines('Tortillas de harina', ['Gluten']), ['Contains Gluten: harina']);
  assert.deepEqual(lines('Churros de harina de trigo', ['Gluten']).length, 1);
});

test('a diet word after the noun describes it: "pizza vegana", "burger végétalien", "Pizza vegan"', () => {
  assert.deepEqual(lines('Pizza vegana con verdure', ['Milk'], ['Vegan']), []);
  assert.deepEqual(lines('Burger végétalien', [], ['Vegan']), []);
  assert.deepEqual(lines('Lasagnes végétaliennes', ['Milk', 'Eggs'], ['Vegan']), []);
  assert.deepEqual(lines('Pizza vegan mit Gemüse', ['Milk'], ['Vegan']), []);
  assert.deepEqual(lines('Hambúrguer vegano', [], ['Vegan']), []);
  assert.deepEqual(lines('Lasaña vegetariana', [], ['Vegetarian']), []);
  // Not across punctuation, and the gluten of the pizza stays.
  assert.deepEqual(lines('Pizza, vegana', [], ['Vegan']), ['May conflict with Vegan: Pizza']);
  assert.deepEqual(lines('Pizza vegana', ['Gluten']), ['Contains Gluten: Pizza']);
});

test('honey in Portuguese ("mel") conflicts with Vegan; a name "Mel" alone does not', () => {
  assert.deepEqual(lines('Torrada com mel', [], ['Vegan']), ['May conflict with Vegan: com mel']);
  assert.deepEqual(lines('Chá de limão e mel', [], ['Vegan']), ['May conflict with Vegan: e mel']);
  assert.deepEqual(lines("Mel's Diner", [], ['Vegan']), []);
});

test('Japanese and Korean "without" after the food clears only what it names', () => {
  assert.deepEqual(lines('チャーハン 卵なし', ['Eggs']), ['Mentions Eggs as absent: 卵なし']);
  assert.deepEqual(lines('卵なしのチャーハン', ['Eggs']), ['Mentions Eggs as absent: 卵なし']);
  assert.deepEqual(lines('醤油ラーメン 卵抜き', ['Eggs']), ['Mentions Eggs as absent: 卵抜き']);
  assert.deepEqual(lines('땅콩 없는 샐러드', ['Peanuts']), ['Mentions Peanuts as absent: 땅콩 없는']);
  assert.deepEqual(lines('우유 없이 만든 케이크', ['Milk']), ['Mentions Milk as absent: 우유 없이']);
  assert.deepEqual(lines('우유 없이 만든 케이크', ['Eggs']), ['May contain Eggs: 케이크']);
  // A Korean particle may stand between the food and "without"; "not used" is an absence claim, as 不使用.
  assert.deepEqual(lines('땅콩이 없는 샐러드', ['Peanuts']), ['Mentions Peanuts as absent: 땅콩이 없는']);
  assert.deepEqual(lines('우유를 뺀 라떼', ['Milk']), ['Mentions Milk as absent: 우유를 뺀']);
  assert.deepEqual(lines('계란 미사용 쿠키', ['Eggs']), []);
  assert.deepEqual(lines('땅콩이 들어간 소스', ['Peanuts']), ['Contains Peanuts: 땅콩']);
  // "lactose-free" is still milk in every language.
  assert.deepEqual(lines('乳糖なし', ['Milk']), ['May contain Milk: 乳糖なし']);
  assert.deepEqual(lines('락토스 없는 아이스크림', ['Milk']), ['Contains Milk: 아이스크림']);
});

test('soy sauce is soy and usually wheat; oyster sauce is molluscs and usually wheat and soy, in every language', () => {
  for (const text of ['soy sauce', 'salsa de soja', 'sauce soja', 'salsa di soia', 'molho de soja', 'Sojasoße', '醤油', '酱油', '간장']) {
    const found = lines(text, ['Soy', 'Gluten']);
    assert.equal(found.length, 2, `${text}: ${found.join('; ')}`);
    assert.ok(found[0]!.startsWith('Contains Soy') || found[1]!.startsWith('Contains Soy'), text);
    assert.ok(found.some((l) => l.startsWith('May contain Gluten')), `${text}: ${found.join('; ')}`);
  }
  // Tamari and Korean traditional soy sauce are brewed with little or no wheat.
  assert.deepEqual(lines('tamari', ['Soy', 'Gluten']), ['Contains Soy: tamari']);
  assert.deepEqual(lines('국간장', ['Soy', 'Gluten']), ['Contains Soy: 국간장']);
  for (const text of ['oyster sauce', 'salsa de ostras', "sauce d'huître", 'salsa di ostriche', 'molho de ostra', 'Austernsoße', 'オイスターソース', '蚝油', '굴소스']) {
    const found = lines(text, ['Shellfish', 'Gluten', 'Soy']);
    assert.ok(found.some((l) => l.startsWith('Contains Shellfish')), `${text}: ${found.join('; ')}`);
    assert.ok(found.some((l) => l.startsWith('May contain Gluten')), `${text}: ${found.join('; ')}`);
    assert.ok(found.some((l) => l.startsWith('May contain Soy')), `${text}: ${found.join('; ')}`);
  }
});
