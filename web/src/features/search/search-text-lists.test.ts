import assert from 'node:assert/strict';
import { test } from 'node:test';
import { asTextLists, hasTextLists, listsAddedByText } from './search-text-lists';

test("the search words' lists are what they added beyond the form's, compared in any case", () => {
  const form = { dietaryRestrictions: ['Vegetarian'], allergies: ['Peanuts'] };
  const applied = { dietaryRestrictions: ['Vegetarian', 'Vegan'], allergies: ['peanuts', 'Gluten'] };
  assert.deepEqual(listsAddedByText(form, applied), { dietaryRestrictions: ['Vegan'], allergies: ['Gluten'] });
  assert.equal(hasTextLists(listsAddedByText(form, form)), false);
});

test('a stored or navigated value is read only when it is two lists of strings', () => {
  assert.deepEqual(asTextLists({ dietaryRestrictions: ['Vegan'], allergies: [] }), { dietaryRestrictions: ['Vegan'], allergies: [] });
  assert.equal(asTextLists({ dietaryRestrictions: 'Vegan', allergies: [] }), undefined);
  assert.equal(asTextLists(null), undefined);
});
