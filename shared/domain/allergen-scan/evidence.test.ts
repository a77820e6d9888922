import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatRiskBadge, toEnglishText } from './english';
import { EVIDENCE_AMPLE_WORDS, evidenceLevel } from './evidence';
import { scanPlace } from './test-helpers';

const longDescription = Array.from({ length: EVIDENCE_AMPLE_WORDS }, (_, i) => `word${i}x`).join(' ');

test('evidence levels by readable words: none, limited, ample', () => {
  assert.equal(evidenceLevel(0), 'none');
  assert.equal(evidenceLevel(1), 'limited');
  assert.equal(evidenceLevel(EVIDENCE_AMPLE_WORDS - 1), 'limited');
  assert.equal(evidenceLevel(EVIDENCE_AMPLE_WORDS), 'ample');
});

test('the result says how much text it had: word count and level across all fields', () => {
  assert.deepEqual(scanPlace({}, ['Peanuts']).evidence, { level: 'none', words: 0, menuItems: 0 });
  assert.deepEqual(scanPlace({ name: 'Luna Trattoria', cuisineType: 'italian' }, ['Peanuts']).evidence, { level: 'limited', words: 3, menuItems: 0 });
  const menu = scanPlace({ name: 'Luna', menuItems: [{ name: 'Soup', ingredients: ['tomato', 'basil'] }] }, ['Peanuts']);
  assert.deepEqual(menu.evidence, { level: 'limited', words: 4, menuItems: 1 });
  assert.equal(scanPlace({ description: longDescription }, ['Peanuts']).evidence.level, 'ample');
  // Numbers and text in scripts the lexicon does not read are not evidence; CJK counts about two
  // characters a word (Korean: one word per space-separated run).
  assert.equal(scanPlace({ description: '100 200 300 арахис' }, ['Peanuts']).evidence.words, 0);
  assert.equal(scanPlace({ description: '寿司 ラーメン 땅콩을 먹어요' }, ['Peanuts']).evidence.words, 5);
});

test('nothing known: not safe but Check Menu, with the plain reason', () => {
  const result = scanPlace({}, ['Peanuts']);
  assert.equal(result.riskLevel, 'caution');
  assert.equal(result.isSafe, false);
  assert.equal(result.limited, true);
  assert.deepEqual(result.notes, [{ kind: 'notEnoughInformation', all: true, checks: [{ id: 'peanuts', label: 'Peanuts', list: 'allergy' }] }]);
  assert.deepEqual(toEnglishText(result).notes, ['Not enough information to check: ask the restaurant']);
  assert.equal(formatRiskBadge(result), 'Check Menu');
});

test('a steak house known by a few words is Check Menu for Peanuts + Milk + Vegan, never Safe Option', () => {
  // A cuisine the scan knows says what its kitchens use; the rest is "not enough information".
  for (const input of [
    { name: 'The Capital Grille', cuisineType: ['American'] },
    { name: "Del Frisco's Double Eagle", cuisineType: ['American'] },
  ]) {
    const result = scanPlace(input, ['Peanuts', 'Milk'], ['Vegan']);
    assert.equal(result.riskLevel, 'caution', input.name);
    assert.deepEqual(
      toEnglishText(result).notes,
      ['American kitchens often use cheese, butter, mayonnaise, batter and breading, beef, meat: ask about Milk, Vegan', 'Not enough information to check Peanuts: ask the restaurant'],
      input.name,
    );
  }
  for (const input of [
    { name: 'Fogo de Chao', cuisineType: ['Brazilian'] },
    { name: 'The Melting Pot', cuisineType: ['Fondue'] },
  ]) {
    const result = scanPlace(input, ['Peanuts', 'Milk'], ['Vegan']);
    assert.equal(result.riskLevel, 'caution', input.name);
    assert.deepEqual(toEnglishText(result).notes, ['Not enough information to check: ask the restaurant'], input.name);
  }
});

test('a diet tag is evidence for that diet only: a vegan tag does not check a peanut allergy', () => {
  const tagged = { name: 'Goldie', cuisineType: ['Falafel'], dietaryOptions: ['Vegan', 'Vegetarian'] };
  const vegan = scanPlace(tagged, [], ['Vegan']);
  assert.equal(vegan.riskLevel, 'safe');
  assert.equal(vegan.limited, false);
  assert.deepEqual(toEnglishText(vegan).safeOptions, ['Supports Vegan']);
  const withPeanuts = scanPlace(tagged, ['Peanuts'], ['Vegan']);
  assert.equal(withPeanuts.riskLevel, 'caution');
  assert.deepEqual(toEnglishText(withPeanuts).notes, ['Not enough information to check Peanuts: ask the restaurant']);
  assert.deepEqual(toEnglishText(withPeanuts).safeOptions, ['Supports Vegan']);
});

test('a restriction with a finding is checked; the note names only the others', () => {
  const result = scanPlace({ name: 'Honey Pot' }, ['Peanuts'], ['Vegan']);
  assert.equal(result.riskLevel, 'caution');
  assert.deepEqual(toEnglishText(result).dietaryWarnings, ['May conflict with Vegan: Honey']);
  assert.deepEqual(toEnglishText(result).notes, ['Not enough information to check Peanuts: ask the restaurant']);
});

test('ample text: no limitation, a plain badge', () => {
  const result = scanPlace({ description: longDescription }, ['Peanuts']);
  assert.equal(result.riskLevel, 'safe');
  assert.equal(result.limited, false);
  assert.deepEqual(result.notes, []);
  assert.equal(formatRiskBadge(result), 'Safe Option');
});

test('with a danger the evidence note is left out (the allergen is the message), but the flag stays', () => {
  const result = scanPlace({ name: 'Peanut Palace' }, ['Peanuts', 'Milk']);
  assert.equal(result.riskLevel, 'danger');
  assert.deepEqual(result.notes, []);
  assert.equal(result.limited, true);
  assert.equal(formatRiskBadge(result), 'High Risk');
});

test('no restrictions: nothing to assess, so nothing limited (the spec: safe, No dietary restrictions specified)', () => {
  const result = scanPlace({}, [], []);
  assert.equal(result.riskLevel, 'safe');
  assert.equal(result.limited, false);
  assert.deepEqual(result.notes, []);
  assert.equal(formatRiskBadge(result), 'Safe Option');
});

test('hasSafeMenuItems: some described dish has no conflict; a name alone is not enough', () => {
  const menuItems = [
    { name: 'Satay', ingredients: ['chicken', 'peanut sauce'] },
    { name: 'Garden salad', description: 'lettuce, tomato, cucumber, olive oil' },
  ];
  assert.equal(scanPlace({ menuItems }, ['Peanuts']).hasSafeMenuItems, true);
  assert.equal(scanPlace({ menuItems: [menuItems[0]!] }, ['Peanuts']).hasSafeMenuItems, false);
  assert.equal(scanPlace({ menuItems: [{ name: 'House special' }] }, ['Peanuts']).hasSafeMenuItems, false);
  assert.equal(scanPlace({}, ['Peanuts']).hasSafeMenuItems, false);
  // A dish that only says "no peanuts" is not clear for a peanut allergy...
  assert.equal(scanPlace({ menuItems: [{ name: 'Noodles', description: 'rice noodles, no peanuts' }] }, ['Peanuts']).hasSafeMenuItems, false);
  // ... nor is one that may conflict with a diet.
  assert.equal(scanPlace({ menuItems: [{ name: 'Toast', description: 'honey toast' }] }, [], ['Vegan']).hasSafeMenuItems, false);
  // Without restrictions every described dish is fine.
  assert.equal(scanPlace({ menuItems }, [], []).hasSafeMenuItems, true);
});

test('the structured result carries codes and parameters for translation', () => {
  const result = scanPlace({ name: 'Peanut Palace', description: 'honey glazed ham', dietaryOptions: ['Gluten-free'] }, ['Peanuts', 'Kiwi'], ['Vegan', 'Gluten-Free']);
  assert.deepEqual(result.allergenWarnings, [{ kind: 'allergen', category: 'peanuts', label: 'Peanuts', terms: ['Peanut'], termKinds: ['placeName'] }]);
  assert.deepEqual(result.dietaryWarnings, [{ kind: 'diet', diet: 'vegan', label: 'Vegan', terms: ['honey', 'ham'], termKinds: ['ingredient', 'ingredient'] }]);
  assert.deepEqual(result.safeOptions, [{ kind: 'supportsDiet', diet: 'glutenFree', label: 'Gluten-Free' }]);
});
