import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dietaryListSchema } from '../api/profile';
import {
  ALLERGY_PRESETS,
  DIETARY_PREFERENCE_PRESETS,
  addDietaryEntry,
  presetFor,
  removeDietaryEntry,
  sameDietaryEntries,
  toggleDietaryPreset,
} from './dietary-presets';

test('presets are the spec lists, with Sesame as the ninth allergy', () => {
  assert.deepEqual(
    DIETARY_PREFERENCE_PRESETS.map((p) => p.value),
    ['Vegetarian', 'Vegan', 'Gluten-Free', 'Halal', 'Kosher', 'Dairy-Free', 'Nut-Free'],
  );
  assert.deepEqual(
    ALLERGY_PRESETS.map((p) => p.value),
    ['Peanuts', 'Tree Nuts', 'Milk', 'Eggs', 'Fish', 'Shellfish', 'Wheat', 'Soy', 'Sesame'],
  );
  // Every preset survives the server's list schema unchanged.
  for (const presets of [DIETARY_PREFERENCE_PRESETS, ALLERGY_PRESETS]) {
    const values = presets.map((p) => p.value);
    assert.deepEqual(dietaryListSchema.parse(values), values);
  }
});

test('custom entries are trimmed with inner spaces collapsed', () => {
  const result = addDietaryEntry('allergy', ['Peanuts'], '  Sunflower   seeds ');
  assert.deepEqual(result, { ok: true, entries: ['Peanuts', 'Sunflower seeds'] });
});

test('duplicates are refused case-insensitively with the spec messages', () => {
  const allergy = addDietaryEntry('allergy', ['Peanuts', 'Oat milk'], ' OAT  MILK');
  assert.deepEqual(allergy, { ok: false, code: 'DUPLICATE', message: 'This allergy already exists' });
  const dietary = addDietaryEntry('dietary', ['Vegan'], 'vegan');
  assert.deepEqual(dietary, { ok: false, code: 'DUPLICATE', message: 'This dietary preference already exists' });
});

test('blank entries are refused', () => {
  assert.equal(addDietaryEntry('allergy', [], '   ').ok, false);
  assert.deepEqual(addDietaryEntry('dietary', [], ''), { ok: false, code: 'BLANK', message: 'Please enter a dietary preference' });
  assert.deepEqual(addDietaryEntry('allergy', [], '\t'), { ok: false, code: 'BLANK', message: 'Please enter an allergy' });
});

test('over-long entries and a full list are refused, as the server would', () => {
  assert.equal(addDietaryEntry('allergy', [], 'x'.repeat(51)).ok, false);
  assert.equal(addDietaryEntry('allergy', [], 'x'.repeat(50)).ok, true);
  const full = Array.from({ length: 30 }, (_, i) => `item ${i}`);
  const result = addDietaryEntry('dietary', full, 'one more');
  assert.equal(result.ok, false);
  assert.equal(!result.ok && result.code, 'TOO_MANY');
});

test("typing a preset's name adds the preset's spelling", () => {
  assert.deepEqual(addDietaryEntry('allergy', [], 'tree   NUTS'), { ok: true, entries: ['Tree Nuts'] });
  assert.equal(presetFor('dietary', 'gluten-free')?.id, 'glutenFree');
  assert.equal(presetFor('allergy', 'Vegan'), undefined);
});

test('toggling a preset selects and deselects it; removal ignores case', () => {
  const sesame = ALLERGY_PRESETS.find((p) => p.id === 'sesame')!;
  const on = toggleDietaryPreset('allergy', ['Milk'], sesame);
  assert.deepEqual(on, { ok: true, entries: ['Milk', 'Sesame'] });
  const off = toggleDietaryPreset('allergy', ['Milk', 'sesame'], sesame);
  assert.deepEqual(off, { ok: true, entries: ['Milk'] });
  assert.deepEqual(removeDietaryEntry(['Milk', 'Oat milk'], 'OAT MILK'), ['Milk']);
});

test('list comparison ignores order but not spelling', () => {
  assert.equal(sameDietaryEntries(['Milk', 'Soy'], ['Soy', 'Milk']), true);
  assert.equal(sameDietaryEntries(['Milk'], ['Milk', 'Soy']), false);
  assert.equal(sameDietaryEntries(['Oat milk'], ['oat milk']), false);
});
