import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lines } from './test-helpers';

// Sauces and composite dishes carry the allergens of their recipe (issue 18 item 7): "Contains" when
// made with it by definition, "May contain" when only usually (docs/allergen-scan.md decisions 17-19).

test('a sauce made with the allergen by definition says "Contains", in every script', () => {
  assert.deepEqual(lines('turnip cake with XO sauce', ['Shellfish']), ['Contains Shellfish: XO sauce']);
  assert.deepEqual(lines('XO酱炒饭', ['Shellfish']), ['Contains Shellfish: XO酱']);
  assert.deepEqual(lines('Linsensuppe mit Worcestersauce', ['Fish']), ['Contains Fish: Worcestersauce']);
  assert.deepEqual(lines('Salada com molho inglês', ['Fish']), ['Contains Fish: molho inglês']);
  assert.deepEqual(lines('青酱意面', ['Tree Nuts', 'Milk']), ['Contains Tree Nuts: 青酱', 'Contains Milk: 青酱']);
  assert.deepEqual(lines('pastel de nata', ['Eggs']), ['Contains Eggs: pastel de nata']);
  assert.deepEqual(lines('Bacalhau à Brás', ['Eggs']), ['Contains Eggs: Bacalhau à Brás']);
});

test('a dish that only usually has it says "May contain"', () => {
  assert.deepEqual(lines('kimchi fried rice', ['Fish', 'Shellfish']), ['May contain Fish: kimchi', 'May contain Shellfish: kimchi']);
  assert.deepEqual(lines('patatas con alioli', ['Eggs']), ['May contain Eggs: alioli']);
  assert.deepEqual(lines('Caesar salad', ['Fish', 'Milk']), ['May contain Fish: Caesar salad', 'Contains Milk: Caesar salad']);
});

test('the longer dish name decides: a Spanish tortilla is eggs, not wheat', () => {
  assert.deepEqual(lines('tortilla española', ['Eggs', 'Gluten']), ['Contains Eggs: tortilla española']);
  assert.deepEqual(lines('tortilla', ['Gluten']), ['May contain Gluten: tortilla']);
});

test('false friends of the class: hoisin (海鲜酱) is not seafood, beurre noisette has no hazelnuts, "a trifle" is an idiom', () => {
  assert.deepEqual(lines('海鲜酱烤鸭', ['Shellfish', 'Fish', 'Soy']), ['Contains Soy: 海鲜酱']);
  assert.deepEqual(lines('sole au beurre noisette', ['Tree Nuts']), []);
  assert.deepEqual(lines('a trifle expensive but good', ['Milk']), []);
  assert.deepEqual(lines('sherry trifle', ['Milk']), ['Contains Milk: trifle']);
});
