import { test } from 'node:test';
import assert from 'node:assert/strict';
import { scanRestaurant, scanText } from './scan';
import type { AllergenScanResult } from './types';

// Every quoted word says what it is (issue 18 item 10: "quote the word as found and say what it is in
// the user's language"): `termKinds`, one per word of `terms`, from the place's data where it said the
// word (name, cuisine, diet tag), else from the word list that found it.

const kinds = (result: AllergenScanResult) =>
  [...result.allergenWarnings, ...result.dietaryWarnings].map((w) => `${w.kind}:${w.terms.map((term, k) => `${term}=${w.termKinds?.[k]}`).join(' ')}`);

test('a word of a text is what its word list says: ingredient, dish or sauce, in every script', () => {
  assert.deepEqual(kinds(scanText('peanut butter cookies', { allergies: ['Peanuts'] })), ['allergen:peanut butter=ingredient']);
  assert.deepEqual(kinds(scanText('Margherita pizza', { allergies: ['Milk'] })), ['allergenPossible:pizza=dish']);
  assert.deepEqual(kinds(scanText('beef in oyster sauce', { allergies: ['Shellfish'] })), ['allergen:oyster sauce=sauce']);
  assert.deepEqual(kinds(scanText('蚝油生菜', { allergies: ['Shellfish'] })), ['allergen:蚝油=sauce']);
  assert.deepEqual(kinds(scanText('チャーハン', { allergies: ['Eggs'] })), ['allergenPossible:チャーハン=dish']);
  assert.deepEqual(kinds(scanText('no peanuts', { allergies: ['Peanuts'] })), ['allergenNegated:no peanuts=ingredient']);
  assert.deepEqual(kinds(scanText('kiwi tart', { allergies: ['Kiwi'] })), ['allergen:kiwi=custom']);
});

test("the place's data says what a word is: its name, a cuisine value, a diet tag", () => {
  // A word found in several fields is quoted once, as what it was where first found (name first).
  const place = { name: 'The Peanut Shack', cuisineType: ['seafood', 'pizza'], description: 'Fresh pizza and peanut sauce.' };
  assert.deepEqual(kinds(scanRestaurant(place, { allergies: ['Peanuts', 'Shellfish', 'Milk'] })), [
    'allergen:Peanut=placeName',
    'allergen:seafood=cuisine',
    'allergenPossible:pizza=cuisine',
  ]);
  assert.deepEqual(kinds(scanRestaurant({ name: 'Deli', dietaryOptions: ['honey glazed ham'] }, { dietaryPreferences: ['Vegan'] })), [
    'diet:honey=dietTag ham=dietTag',
  ]);
});

test('a diet warning merges its sure and possible words with their kinds, each once', () => {
  const result = scanText('cheese pizza with pesto', { dietaryPreferences: ['Vegan'] });
  const warning = result.dietaryWarnings[0]!;
  assert.equal(warning.termKinds?.length, warning.terms.length);
  assert.deepEqual(kinds(result), ['diet:cheese=ingredient pesto=sauce pizza=dish']);
});
