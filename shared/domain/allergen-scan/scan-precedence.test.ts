import { test } from 'node:test';
import assert from 'node:assert/strict';
import { scanText } from './scan';
import { ample } from './test-helpers';
import type { AllergenScanResult } from './types';

// Precedence, on mixed inputs: danger outranks caution outranks safe, per allergen (its warning
// kind) and overall (riskLevel), whatever order the words come in. Texts are ample so "not enough
// information" does not decide the outcome.

const scan = (text: string, allergies: string[], diets: string[] = []) => scanText(ample(text), { allergies, dietaryPreferences: diets });
const kindOf = (result: AllergenScanResult, category: string) => result.allergenWarnings.find((w) => w.category === category)?.kind;

test('per allergen: a mention outranks a "may contain", which outranks an absence, in either order', () => {
  for (const text of ['imitation crab and shrimp', 'shrimp and imitation crab']) {
    const result = scan(text, ['Fish', 'Shellfish']);
    assert.equal(kindOf(result, 'shellfish'), 'allergen', text);
    assert.equal(kindOf(result, 'fish'), 'allergen', text);
    assert.equal(result.riskLevel, 'danger', text);
  }
  for (const text of ['pad thai. No peanuts', 'No peanuts. Pad thai']) {
    assert.equal(kindOf(scan(text, ['Peanuts']), 'peanuts'), 'allergenPossible', text);
  }
  for (const text of ['No peanuts. Peanut sauce', 'Peanut sauce. No peanuts']) {
    assert.equal(kindOf(scan(text, ['Peanuts']), 'peanuts'), 'allergen', text);
  }
});

test('overall: "imitation crab" with Fish + Shellfish stays danger (Contains Fish), not caution (May contain Shellfish)', () => {
  const result = scan('imitation crab', ['Fish', 'Shellfish']);
  assert.deepEqual(result.allergenWarnings.map((w) => `${w.kind} ${w.category}`), ['allergen fish', 'allergenPossible shellfish']);
  assert.equal(result.riskLevel, 'danger');
  assert.equal(result.isSafe, false);
  // The same with the allergies listed the other way round.
  assert.equal(scan('imitation crab', ['Shellfish', 'Fish']).riskLevel, 'danger');
});

test('overall: danger outranks caution from any source, whichever check comes first', () => {
  const cases: [string, string[], string[]][] = [
    ['pad thai with peanut sauce', ['Peanuts'], []],
    ['cake and walnuts', ['Milk', 'Tree Nuts'], []], // may contain Milk (first check), contains Tree Nuts
    ['walnuts and cake', ['Tree Nuts', 'Milk'], []],
    ['no peanuts, but cashews', ['Peanuts', 'Tree Nuts'], []], // absence (caution), then a mention
    ['honey glazed almonds', ['Tree Nuts'], ['Vegan']], // diet conflict and an allergen
    ['almonds with honey', [], ['Vegan', 'Tree Nuts']],
  ];
  for (const [text, allergies, diets] of cases) assert.equal(scan(text, allergies, diets).riskLevel, 'danger', text);
});

test('overall: caution outranks safe, and a later clear check does not reset it', () => {
  const cases: [string, string[], string[]][] = [
    ['pad thai', ['Peanuts', 'Sesame'], []], // may contain Peanuts, nothing for Sesame
    ['pad thai', ['Sesame', 'Peanuts'], []],
    ['no peanuts', ['Peanuts', 'Milk'], []],
    ['grilled salmon', ['Peanuts'], ['Vegan', 'Gluten-Free']],
  ];
  for (const [text, allergies, diets] of cases) {
    const result = scan(text, allergies, diets);
    assert.equal(result.riskLevel, 'caution', text);
    assert.equal(result.isSafe, false, text);
  }
  assert.equal(scan('grilled vegetables', ['Peanuts', 'Milk'], ['Vegan']).riskLevel, 'safe');
});

test('overall: not enough information is caution; it never lowers a danger', () => {
  const thin = (text: string, allergies: string[]) => scanText(text, { allergies });
  assert.equal(thin('Steakhouse', ['Peanuts', 'Milk']).riskLevel, 'caution');
  assert.equal(thin('Peanut Shack', ['Peanuts', 'Milk']).riskLevel, 'danger');
  assert.equal(thin('Milk Bar', ['Peanuts', 'Milk']).riskLevel, 'danger');
});
