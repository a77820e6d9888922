import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { CUISINE_LABELS, CUISINES } from '../cuisines';
import { CUISINE_KNOWLEDGE, INGREDIENTS } from './lexicon/cuisine-knowledge';
import { ALLERGY_CATEGORIES } from './categories';
import { formatScanMessage, toEnglishText } from './english';
import { scanText } from './scan';
import { ample, scanPlace } from './test-helpers';
import type { AllergenScanResult, ScanNote } from './types';

// Cuisine knowledge (product-rules §11.2): what kitchens of a place's cuisine commonly use is its own
// caution note with the reason, for the restrictions the text left open; never "Contains" or "May contain".

const cuisineNotes = (result: AllergenScanResult) => result.notes.filter((n): n is Extract<ScanNote, { kind: 'cuisineKnowledge' }> => n.kind === 'cuisineKnowledge');
const noteText = (result: AllergenScanResult) => cuisineNotes(result).map(formatScanMessage);

test('a Thai place, for peanuts and shellfish: the cuisine note with its reason replaces "Not enough information"', () => {
  const result = scanPlace({ name: 'Nine Thai Kitchen', cuisineType: ['Thai', 'asian', 'thai'] }, ['Peanuts', 'Shellfish']);
  assert.deepEqual(noteText(result), ['Thai kitchens often use peanuts, shrimp paste, oyster sauce: ask about Peanuts, Shellfish']);
  assert.equal(result.riskLevel, 'caution');
  assert.deepEqual(result.allergenWarnings, [], 'knowledge about a cuisine is not a finding: no Contains, no May contain');
  assert.ok(!result.notes.some((n) => n.kind === 'notEnoughInformation'), 'the cuisine note says more than "not enough information"');
  assert.equal(result.limited, true, 'the text still checked nothing');
});

test('every cuisine value counts (OpenStreetMap "asian;thai"); a restriction the cuisine does not touch keeps "Not enough information"', () => {
  const result = scanPlace({ name: 'Orchid', cuisineType: 'asian;thai' }, ['Peanuts', 'Celery']);
  assert.deepEqual(noteText(result), ['Thai kitchens often use peanuts: ask about Peanuts']);
  assert.deepEqual(result.notes.filter((n) => n.kind === 'notEnoughInformation').map(formatScanMessage), ['Not enough information to check Celery: ask the restaurant']);
});

test('the note comes from the cuisine values only, never from a word in a review or the name', () => {
  const result = scanPlace({ name: 'Thai Orchid', pros: ['Best Thai food in town'], description: 'A bakery-cafe feel.' }, ['Peanuts']);
  assert.deepEqual(cuisineNotes(result), []);
});

test('with ample text that names nothing, the cuisine still keeps the result from safe', () => {
  const result = scanPlace({ name: 'Siam', cuisineType: 'thai', description: ample('Grilled vegetables and rice') }, ['Peanuts']);
  assert.equal(result.riskLevel, 'caution');
  assert.equal(result.isSafe, false);
  assert.equal(cuisineNotes(result).length, 1);
});

test('a restriction the text already warns about is not named again by the cuisine', () => {
  const result = scanPlace({ name: 'Siam', cuisineType: 'thai', menuText: 'Pad thai' }, ['Peanuts', 'Shellfish']);
  assert.deepEqual(result.allergenWarnings.map((w) => `${w.kind} ${w.category}`), ['allergenPossible peanuts', 'allergenPossible shellfish']);
  assert.deepEqual(cuisineNotes(result), []);
  const sure = scanPlace({ name: 'Siam', cuisineType: 'thai', menuText: 'Satay with peanut sauce' }, ['Peanuts', 'Shellfish']);
  assert.equal(sure.riskLevel, 'danger');
  assert.deepEqual(noteText(sure), ['Thai kitchens often use shrimp paste, oyster sauce: ask about Shellfish'], 'shown beside a danger: it is knowledge, not a limit');
});

test('several cuisines: a restriction is named once, by the first cuisine that uses it', () => {
  const result = scanPlace({ name: 'Crumbs', cuisineType: 'cafe;bakery' }, ['Eggs', 'Sesame']);
  assert.deepEqual(noteText(result), ['Cafe kitchens often use eggs: ask about Eggs', 'Bakery kitchens often use sesame: ask about Sesame']);
});

test('every cuisine the search knows has knowledge, worded the same way', () => {
  const everything = ALLERGY_CATEGORIES.map((c) => c.label);
  for (const cuisine of CUISINES) {
    const notes = cuisineNotes(scanPlace({ name: 'X', cuisineType: cuisine }, everything));
    assert.equal(notes.length, 1, cuisine);
    assert.match(formatScanMessage(notes[0]!), /^[A-Z][\w ]+ kitchens often use [a-z(), ]+: ask about [A-Z][\w, -]+$/, cuisine);
  }
});

test('diets: the cuisine names a diet with its reason; the place\'s own diet tag outranks the cuisine', () => {
  assert.deepEqual(noteText(scanPlace({ name: 'Siam', cuisineType: 'thai' }, [], ['Vegan'])), ['Thai kitchens often use fish sauce, shrimp paste, oyster sauce, eggs: ask about Vegan']);
  assert.deepEqual(noteText(scanPlace({ name: 'Smoky', cuisineType: 'barbecue' }, [], ['Halal'])), ['Barbecue kitchens often use pork: ask about Halal']);
  // A steakhouse's own word already conflicts with Vegan ("May conflict with Vegan: steakhouse"): no second note.
  assert.deepEqual(noteText(scanPlace({ name: 'Prime', cuisineType: 'steakhouse' }, [], ['Vegan'])), []);
  const tagged = scanPlace({ name: 'Siam', cuisineType: 'thai', dietaryOptions: ['Vegan'] }, [], ['Vegan']);
  assert.deepEqual(cuisineNotes(tagged), []);
  assert.deepEqual(toEnglishText(tagged).safeOptions, ['Supports Vegan']);
});

test('no restrictions: no cuisine note (nothing to ask about)', () => {
  const result = scanPlace({ name: 'Siam', cuisineType: 'thai' });
  assert.deepEqual(result.notes, []);
  assert.equal(result.riskLevel, 'safe');
});

test('"bakery" is a cuisine, not a dish word: no "May contain Milk: bakery"; a bakery place gets the cuisine note', () => {
  assert.deepEqual(scanText(ample('Corner Bakery'), { allergies: ['Milk'] }).allergenWarnings, []);
  assert.deepEqual(noteText(scanPlace({ name: 'Corner Bakery', cuisineType: ['Bakery', 'bakery'] }, ['Milk'])), ['Bakery kitchens often use butter, milk: ask about Milk']);
});

// diet:vegan=only (product-rules §11.2): every dish is vegan, so no word in the text conflicts.
test('a diet the place serves only: even a sure conflict word is no conflict, and the card says "Only Vegan dishes"', () => {
  const only = scanPlace({ name: 'Green Pie', cuisineType: 'pizza', menuText: ample('Margherita with cheese'), dietaryOptions: ['Vegan', 'Vegetarian'], dietaryOnly: ['Vegan', 'Vegetarian'] }, [], ['Vegan']);
  assert.deepEqual(only.dietaryWarnings, []);
  assert.deepEqual(toEnglishText(only).safeOptions, ['Only Vegan dishes']);
  assert.equal(only.riskLevel, 'safe');
});

test('a diet the place lists as "yes": a sure conflict word still wins', () => {
  const yes = scanPlace({ name: 'Green Pie', cuisineType: 'pizza', menuText: ample('Margherita with cheese'), dietaryOptions: ['Vegan', 'Vegetarian'] }, [], ['Vegan']);
  assert.deepEqual(toEnglishText(yes).dietaryWarnings, ['May conflict with Vegan: cheese']);
  assert.deepEqual(yes.safeOptions, []);
});

test('"only" for one diet says nothing about allergies', () => {
  const result = scanPlace({ name: 'Green Pie', cuisineType: 'pizza', menuText: ample('Margherita with cheese'), dietaryOptions: ['Vegan'], dietaryOnly: ['Vegan'] }, ['Wheat'], ['Vegan']);
  assert.equal(result.riskLevel, 'danger');
  assert.deepEqual(toEnglishText(result).allergenWarnings, ['Contains Wheat: pizza']);
});

test('docs/allergen-scan.md lists every cuisine\'s knowledge as the code has it', () => {
  const doc = readFileSync(resolve(import.meta.dirname, '..', '..', '..', 'docs', 'allergen-scan.md'), 'utf8');
  for (const cuisine of CUISINES) {
    const row = `| ${CUISINE_LABELS[cuisine]} | ${CUISINE_KNOWLEDGE[cuisine].map((id) => `${INGREDIENTS[id].label} (${INGREDIENTS[id].groups.map((g) => `\`${g}\``).join(', ')})`).join('; ')} |`;
    assert.ok(doc.includes(row), `docs/allergen-scan.md, "Cuisine knowledge", should have the row:\n${row}`);
  }
});
