import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lines, scan } from './test-helpers';

// A warning quotes the word as the text has it (case and accents as found); matching ignores case
// (docs/product-rules.md §11: evidence is quoted, never rewritten).

test('the evidence is the word as found, in every language', () => {
  // German capitalises nouns.
  assert.deepEqual(lines('Salat mit Erdnüssen', ['Peanuts']), ['Contains Peanuts: Erdnüssen']);
  // French accents and a capital at the start of a line.
  assert.deepEqual(lines('Crème brûlée maison', ['Milk']), ['Contains Milk: Crème brûlée']);
  // English title-case dish names.
  assert.deepEqual(lines('Peanut Butter Pie', ['Peanuts']), ['Contains Peanuts: Peanut Butter']);
});

test('matching ignores case: upper, lower and title case all match', () => {
  for (const text of ['SHRIMP TEMPURA', 'shrimp tempura', 'Shrimp Tempura']) {
    assert.deepEqual(scan(text, ['Shellfish']).allergenWarnings, [`Contains Shellfish: ${text.split(' ')[0]}`], text);
  }
});

test('the same word found twice in different case is quoted once, as first found', () => {
  assert.deepEqual(lines('Erdnuss-Sauce. Mit erdnuss bestreut.', ['Peanuts']), ['Contains Peanuts: Erdnuss']);
});
