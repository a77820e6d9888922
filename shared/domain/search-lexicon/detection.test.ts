import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FALLBACK_CONFIDENCE, fallbackDetection, mergeDetection, usesTranslation } from './detection';
import { lexiconLanguageVotes, withoutSharedForms } from './votes';

test("the fallback is the spec's: original text as English with low confidence, dietary info still read", () => {
  const fallback = fallbackDetection('  comida vegana sin gluten ');
  assert.deepEqual(fallback, {
    originalText: 'comida vegana sin gluten',
    detectedLanguage: 'en',
    translatedText: 'comida vegana sin gluten',
    confidence: FALLBACK_CONFIDENCE,
    extractedDietaryInfo: { preferences: ['Vegan', 'Gluten-Free'], allergies: [] },
    searchIntent: { type: 'find_restaurant', dishes: [] },
  });
  assert.equal(usesTranslation(fallback), false);
});

test('merging adds extracted diets and allergies without duplicates and fills only an unset cuisine and price', () => {
  const detection = {
    extractedDietaryInfo: { cuisineType: 'japanese' as const, preferences: ['Vegan' as const, 'Gluten-Free' as const], allergies: ['Peanuts' as const] },
    searchIntent: { type: 'find_restaurant' as const, priceRange: '$' as const, dishes: ['sushi'] },
  };
  const merged = mergeDetection({ dietaryRestrictions: ['vegan', 'Halal'], allergies: [], cuisineType: 'any', priceRange: '$$', searchQuery: 'x' }, detection);
  assert.deepEqual(merged, {
    dietaryRestrictions: ['vegan', 'Halal', 'Gluten-Free'],
    allergies: ['Peanuts'],
    cuisineType: 'japanese',
    priceRange: '$$',
    searchQuery: 'x',
  });
  assert.equal(mergeDetection({ dietaryRestrictions: [], allergies: [], cuisineType: 'thai' }, detection).cuisineType, 'thai');
});

test('lexicon votes: forms of one language vote for it, shared forms split, forms most languages spell abstain', () => {
  assert.deepEqual(lexiconLanguageVotes('pizza senza glutine'), { shares: { it: 1 }, voters: 2 });
  const ambiguous = lexiconLanguageVotes('comida barata');
  assert.deepEqual(ambiguous.shares, { es: 0.5, pt: 0.5 });
  assert.deepEqual(lexiconLanguageVotes('pizza halal'), { shares: {}, voters: 0 });
});

test('dish names and loanwords most languages share are left out of the text detection reads', () => {
  assert.equal(withoutSharedForms('vegane Pizza'), 'vegane');
  assert.equal(withoutSharedForms('sushi ramen café burger tacos'), '');
  assert.equal(withoutSharedForms('pasta senza glutine'), 'senza glutine');
  assert.equal(withoutSharedForms('vegan pizza near me'), 'vegan near me');
});
