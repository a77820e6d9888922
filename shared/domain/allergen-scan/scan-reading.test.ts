import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compileScanProfile } from './resolve-preferences';
import { scanRestaurant } from './scan';
import type { AllergenScanInput } from './types';

/**
 * A frozen input (a place's text, shared by every search that finds it) is read once; each user
 * still gets the result of their own lists, exactly as for an input read afresh.
 */
const place = (): AllergenScanInput => ({
  name: 'Kiwi Corner',
  cuisineType: ['Thai'],
  description: 'Pad thai with peanuts, kiwi tart, olive bread and a dairy-free coconut curry. No shellfish.',
  dietaryOptions: ['Vegan'],
  menuItems: [{ name: 'Green curry', description: 'Coconut milk, fish sauce, basil' }],
});

const deepFrozen = (input: AllergenScanInput): AllergenScanInput =>
  Object.freeze({ ...input, cuisineType: Object.freeze([...(input.cuisineType as string[])]), dietaryOptions: Object.freeze([...input.dietaryOptions!]), menuItems: Object.freeze(input.menuItems!.map((i) => Object.freeze({ ...i }))) });

const lists = [
  { allergies: ['Peanuts'] },
  { allergies: ['Kiwi'], dietaryPreferences: ['Vegan'] },
  { allergies: ['Milk', 'Shellfish', 'Fish'] },
  { allergies: ['Sunflower seeds'], dietaryPreferences: ['No olives'] },
  { dietaryPreferences: ['Vegan', 'Halal'] },
  {},
  { allergies: ['Peanuts'] },
];

test('a frozen input read once gives every user the result of their own lists', () => {
  const shared = deepFrozen(place());
  for (const preferences of lists) {
    const profile = compileScanProfile(preferences);
    assert.deepEqual(scanRestaurant(shared, profile), scanRestaurant(place(), profile), JSON.stringify(preferences));
  }
});

test("a user's own words are found in a frozen input already read with the lexicon's words", () => {
  const shared = deepFrozen(place());
  scanRestaurant(shared, compileScanProfile({ allergies: ['Peanuts'] }));
  const kiwi = scanRestaurant(shared, compileScanProfile({ allergies: ['Kiwi'] }));
  assert.deepEqual(kiwi.allergenWarnings.map((w) => [w.kind, w.label, w.terms]), [['allergen', 'Kiwi', ['Kiwi']]]);
  const peanuts = scanRestaurant(shared, compileScanProfile({ allergies: ['Peanuts'] }));
  assert.deepEqual(peanuts.allergenWarnings.map((w) => [w.kind, w.label, w.terms]), [['allergen', 'Peanuts', ['peanuts']]]);
});
