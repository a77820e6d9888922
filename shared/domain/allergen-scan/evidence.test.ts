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
  // Numbers and text in scripts the lexicon does not read are not evidence.
  assert.equal(scanPlace({ description: '100 200 300 寿司 ラーメン' }, ['Peanuts']).evidence.words, 0);
});

test('nothing known: safe but limited, with a note and a qualified badge, never a bare "Safe Option"', () => {
  const result = scanPlace({}, ['Peanuts']);
  assert.equal(result.riskLevel, 'safe');
  assert.equal(result.limited, true);
  assert.deepEqual(result.notes, [{ kind: 'limitedEvidence', evidence: 'none', words: 0 }]);
  assert.deepEqual(toEnglishText(result).notes, ['No information to check: verify with the restaurant']);
  assert.equal(formatRiskBadge(result), 'Safe Option · no information, verify with the restaurant');
});

test('little known: limited, with the word count', () => {
  const result = scanPlace({ name: 'Luna Trattoria', cuisineType: 'italian' }, [], ['Vegan']);
  assert.equal(result.limited, true);
  assert.deepEqual(toEnglishText(result).notes, ['Limited information (3 words): verify with the restaurant']);
  assert.equal(formatRiskBadge(result), 'Safe Option · limited information, verify with the restaurant');
});

test('ample text: no limitation, a plain badge', () => {
  const result = scanPlace({ description: longDescription }, ['Peanuts']);
  assert.equal(result.limited, false);
  assert.deepEqual(result.notes, []);
  assert.equal(formatRiskBadge(result), 'Safe Option');
});

test('with a danger the evidence note is left out (the allergen is the message), but the flag stays', () => {
  const result = scanPlace({ name: 'Peanut Palace' }, ['Peanuts']);
  assert.equal(result.riskLevel, 'danger');
  assert.deepEqual(result.notes, []);
  assert.equal(result.limited, true);
  assert.equal(formatRiskBadge(result), 'High Risk · limited information, verify with the restaurant');
});

test('caution with limited text keeps the note', () => {
  const result = scanPlace({ name: 'Honey Pot' }, [], ['Vegan']);
  assert.equal(result.riskLevel, 'caution');
  assert.deepEqual(toEnglishText(result).notes, ['Limited information (2 words): verify with the restaurant']);
});

test('no restrictions: nothing to assess, so nothing limited', () => {
  const result = scanPlace({}, [], []);
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
  assert.deepEqual(result.allergenWarnings, [{ kind: 'allergen', category: 'peanuts', label: 'Peanuts', terms: ['peanut'] }]);
  assert.deepEqual(result.dietaryWarnings, [{ kind: 'diet', diet: 'vegan', label: 'Vegan', terms: ['honey', 'ham'] }]);
  assert.deepEqual(result.safeOptions, [{ kind: 'supportsDiet', diet: 'glutenFree', label: 'Gluten-Free' }]);
});
