import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compileScanProfile } from '../../../../shared/domain/allergen-scan';
import { dishConflicts } from './dish-conflicts';

const peanuts = compileScanProfile({ allergies: ['Peanuts'], dietaryPreferences: [] });

test('the ingredient that names the allergy is the one marked', () => {
  const result = dishConflicts({ dish: 'Chicken Satay', ingredients: ['chicken', 'peanut sauce', 'lime'] }, peanuts);
  assert.deepEqual(result.ingredients, [false, true, false]);
  assert.equal(result.hasConflict, true);
  assert.equal(result.concern, 'peanuts', 'a report about the dish starts with the allergen it was flagged for');
});

test('a diet conflict counts too', () => {
  const vegan = compileScanProfile({ allergies: [], dietaryPreferences: ['Vegan'] });
  const result = dishConflicts({ dish: 'Omelette', ingredients: ['eggs', 'spinach'] }, vegan);
  assert.deepEqual(result.ingredients, [true, false]);
  assert.equal(result.hasConflict, true);
  assert.equal(result.concern, 'vegan');
});

test('a dish whose name alone names the conflict is flagged with no ingredient marked', () => {
  const result = dishConflicts({ dish: 'Peanut noodles', ingredients: ['noodles', 'scallions'] }, peanuts);
  assert.deepEqual(result.ingredients, [false, false]);
  assert.equal(result.name, true);
  assert.equal(result.hasConflict, true);
});

test('nothing is flagged without a finding, nor without any restriction', () => {
  assert.equal(dishConflicts({ dish: 'Green salad', ingredients: ['lettuce', 'cucumber'] }, peanuts).hasConflict, false);
  const none = compileScanProfile({ allergies: [], dietaryPreferences: [] });
  assert.deepEqual(dishConflicts({ dish: 'Satay', ingredients: ['peanut sauce'] }, none), { ingredients: [false], name: false, hasConflict: false, concern: null });
});
