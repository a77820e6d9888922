import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { AllergySeverity } from '../allergy-severity';
import { formatScanMessage, toEnglishText } from './english';
import { scanRestaurant, scanText } from './scan';
import { ample } from './test-helpers';
import type { AllergenScanInput } from './types';

// Severity per allergy (product-rules §11.4): for a severe allergy, "may contain", the cuisine's
// common ingredients and too little information are High Risk; an intolerance keeps the levels of a
// plain allergy with lighter words; an allergy without a severity is a plain allergy.

const withSeverity = (input: AllergenScanInput, allergy: string, severity?: AllergySeverity) =>
  scanRestaurant(input, { allergies: [allergy], ...(severity ? { allergySeverities: { [allergy]: severity } } : {}) });

const padThai: AllergenScanInput = { name: 'Noodle Bar', description: ample('Our pad thai and fried rice') };

test('for a severe allergy, "may contain" is High Risk', () => {
  const result = withSeverity(padThai, 'Peanuts', 'severe');
  assert.equal(result.riskLevel, 'danger');
  assert.equal(result.raisedBySeverity, true, 'raised by the severity, not by a "Contains"');
  assert.deepEqual(toEnglishText(result).allergenWarnings, ['May contain Peanuts (severe allergy): pad thai']);
});

test('for a plain allergy the same "may contain" is caution, in the unchanged words', () => {
  const result = withSeverity(padThai, 'Peanuts', 'allergy');
  assert.equal(result.riskLevel, 'caution');
  assert.equal(result.raisedBySeverity, undefined);
  assert.deepEqual(toEnglishText(result).allergenWarnings, ['May contain Peanuts: pad thai']);
});

test("an intolerance's may contain stays caution with lighter words", () => {
  const result = withSeverity({ name: 'Pizzeria', description: ample('Wood-fired pizza') }, 'Milk', 'intolerance');
  assert.equal(result.riskLevel, 'caution');
  assert.deepEqual(toEnglishText(result).allergenWarnings, ['May have a little Milk (intolerance): pizza']);
});

test('an allergy stated without a severity reads as a plain allergy (stored before severities existed)', () => {
  assert.deepEqual(withSeverity(padThai, 'Peanuts'), withSeverity(padThai, 'Peanuts', 'allergy'));
});

test('for a severe allergy, the cuisine\'s common ingredients are High Risk, with the severity named', () => {
  const thai = { name: 'Siam', cuisineType: 'thai', description: ample('Grilled vegetables and rice') };
  assert.equal(withSeverity(thai, 'Peanuts').riskLevel, 'caution');
  const severe = withSeverity(thai, 'Peanuts', 'severe');
  assert.equal(severe.riskLevel, 'danger');
  assert.deepEqual(severe.notes.map(formatScanMessage), ['Thai kitchens often use peanuts: ask about Peanuts (severe allergy)']);
});

test('for a severe allergy, too little information to check it is High Risk, and the note names it', () => {
  const little = { name: 'Corner Cafe' };
  assert.equal(withSeverity(little, 'Sesame').riskLevel, 'caution');
  const severe = withSeverity(little, 'Sesame', 'severe');
  assert.equal(severe.riskLevel, 'danger');
  assert.equal(severe.isSafe, false);
  assert.deepEqual(severe.notes.map(formatScanMessage), ['Not enough information to check Sesame (severe allergy): ask the restaurant']);
});

test('for a severe allergy, an entry the scan cannot read is High Risk', () => {
  const result = scanRestaurant({ name: 'Corner Cafe', description: ample('Soups') }, { allergies: ['Ψψψ'], allergySeverities: { 'Ψψψ': 'severe' } });
  assert.equal(result.riskLevel, 'danger');
});

test('"mentions as absent" stays caution for a severe allergy: the text says it is not there', () => {
  const result = withSeverity({ name: 'Cafe', description: ample('All dishes are made with no peanuts') }, 'Peanuts', 'severe');
  assert.equal(result.riskLevel, 'caution');
  assert.deepEqual(toEnglishText(result).allergenWarnings, ['Mentions Peanuts (severe allergy) as absent: no peanuts']);
});

test('ample text with nothing found is still safe for a severe allergy', () => {
  const result = withSeverity({ name: 'Cafe', description: ample('Grilled fish, boiled potatoes and green salad') }, 'Sesame', 'severe');
  assert.equal(result.riskLevel, 'safe');
});

test('a "Contains" is High Risk for every severity, not raised by severity', () => {
  for (const severity of ['severe', 'allergy', 'intolerance'] as const) {
    const result = withSeverity({ name: 'Cafe', description: ample('Peanut butter cookies') }, 'Peanuts', severity);
    assert.equal(result.riskLevel, 'danger', severity);
    assert.equal(result.raisedBySeverity, undefined, severity);
  }
});

test('one allergy named twice keeps its most serious severity; the severity matches the entry in any case', () => {
  const result = scanRestaurant(padThai, { allergies: ['Peanuts', 'peanut allergy'], allergySeverities: { 'PEANUT ALLERGY': 'severe' } });
  assert.equal(result.riskLevel, 'danger');
  assert.equal(result.allergenWarnings.length, 1);
});

test('the severity of one allergy does not touch another', () => {
  const result = scanRestaurant(padThai, { allergies: ['Peanuts', 'Sesame'], allergySeverities: { Sesame: 'severe' } });
  assert.equal(result.riskLevel, 'caution', 'peanuts (may contain) is a plain allergy; sesame had ample text and no finding');
});

test('a dish text (the menu analysis) carries the severity on its warning', () => {
  const [warning] = scanText('Pad thai with tofu', { allergies: ['Peanuts'], allergySeverities: { Peanuts: 'severe' } }).allergenWarnings;
  assert.equal(warning?.severity, 'severe');
});
