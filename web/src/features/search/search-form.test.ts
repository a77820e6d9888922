import assert from 'node:assert/strict';
import { test } from 'node:test';
import { applySearchAgain, defaultValues, readSearchAgainState, startingValues } from './search-form';

test('defaults: radius 5, any cuisine and price, the profile lists copied', () => {
  const profile = { dietary_preferences: ['Vegan'], allergies: ['Peanuts'] };
  const values = defaultValues(profile);
  assert.deepEqual(values, {
    searchQuery: '', cuisineType: 'any', priceRange: 'any', dietaryRestrictions: ['Vegan'], allergies: ['Peanuts'], allergySeverities: { Peanuts: 'allergy' }, searchRadius: 5,
  });
  values.allergies.push('Soy');
  assert.deepEqual(profile.allergies, ['Peanuts']);
});

test('Search Again state pre-fills the form; unknown values are dropped', () => {
  const again = readSearchAgainState({
    searchQuery: 'sushi',
    cuisineType: 'martian',
    priceRange: '$$',
    dietaryRestrictions: ['Vegetarian', 3],
    location: ' Philadelphia, Pennsylvania, US ',
    coordinates: { lat: 39.95, lng: -75.16 },
  });
  assert.deepEqual(again, {
    searchQuery: 'sushi',
    priceRange: '$$',
    dietaryRestrictions: ['Vegetarian'],
    location: 'Philadelphia, Pennsylvania, US',
    coordinates: { lat: 39.95, lng: -75.16 },
  });
  const values = applySearchAgain(defaultValues({ dietary_preferences: ['Vegan'], allergies: ['Milk'] }), again);
  assert.equal(values.searchQuery, 'sushi');
  assert.equal(values.cuisineType, 'any');
  assert.deepEqual(values.dietaryRestrictions, ['Vegetarian']);
  assert.deepEqual(values.allergies, ['Milk']);
});

test('no state, or state without search fields, pre-fills nothing', () => {
  assert.equal(readSearchAgainState(null), null);
  assert.equal(readSearchAgainState({ from: '/x' }), null);
  assert.equal(readSearchAgainState({ coordinates: { lat: 'a', lng: 2 } }), null);
});

test("the session's last search choices replace the profile's lists; a Search Again's diets win over both", () => {
  const profile = { dietary_preferences: ['Vegan'], allergies: ['Milk'] };
  const choices = { dietaryRestrictions: ['Halal'], allergies: ['Peanuts', 'Soy'] };
  assert.deepEqual(startingValues(profile, null, null), defaultValues(profile));
  const chosen = startingValues(profile, choices, null);
  assert.deepEqual([chosen.dietaryRestrictions, chosen.allergies], [['Halal'], ['Peanuts', 'Soy']]);
  chosen.allergies.push('Fish');
  assert.deepEqual(choices.allergies, ['Peanuts', 'Soy'], 'copied, not shared');
  const again = startingValues(profile, choices, { searchQuery: 'ramen', dietaryRestrictions: ['Kosher'] });
  assert.deepEqual([again.searchQuery, again.dietaryRestrictions, again.allergies], ['ramen', ['Kosher'], ['Peanuts', 'Soy']]);
});

test("each allergy carries its severity (product-rules §11.4): the profile's, the session's choice over it, `allergy` when none is known", () => {
  const profile = { dietary_preferences: [], allergies: ['Peanuts', 'Milk'], allergy_severities: { Peanuts: 'severe' as const } };
  assert.deepEqual(defaultValues(profile).allergySeverities, { Peanuts: 'severe', Milk: 'allergy' });
  const chosen = startingValues(profile, { dietaryRestrictions: [], allergies: ['Peanuts', 'Soy'], allergySeverities: { Soy: 'intolerance' } }, null);
  assert.deepEqual(chosen.allergySeverities, { Peanuts: 'allergy', Soy: 'intolerance' }, 'the search chose Peanuts as a plain allergy');
  const older = startingValues(profile, { dietaryRestrictions: [], allergies: ['Peanuts', 'Soy'] }, null);
  assert.deepEqual(older.allergySeverities, { Peanuts: 'severe', Soy: 'allergy' }, 'choices saved before severities: the profile says');
});
