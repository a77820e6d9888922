import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compiledLexicon, foldedForms } from './compile';
import { GERMAN_COMPOUND_HEADS, GERMAN_COMPOUND_TAILS } from './lexicon/compounds';
import { lines, lookupPhrase } from './test-helpers';

// German compounds are split into known parts; inflected forms are listed; "Reis" is not "Ei".

test('every compound part is a lexicon word with groups', () => {
  const { table, vocabulary } = compiledLexicon();
  for (const part of [...GERMAN_COMPOUND_HEADS, ...GERMAN_COMPOUND_TAILS]) {
    const phrase = lookupPhrase(table, [vocabulary.id(foldedForms(part)[0]!)]);
    assert.ok(phrase && (phrase.groups | phrase.maybe) !== 0, part);
  }
});

test('compounds by their parts: head, tail or both', () => {
  assert.deepEqual(lines('Haselnusskuchen', ['Tree Nuts']), ['Contains Tree Nuts: Haselnusskuchen']);
  assert.deepEqual(lines('Kräuterbutter', ['Milk']), ['Contains Milk: Kräuterbutter']);
  assert.deepEqual(lines('Räucherlachs', ['Fish']), ['Contains Fish: Räucherlachs']);
  assert.deepEqual(lines('Lachsbutter', ['Fish', 'Milk']), ['Contains Fish: Lachsbutter', 'Contains Milk: Lachsbutter']);
  // A word that says the food is absent is not split: "milchfrei" is not milk.
  assert.deepEqual(lines('milchfrei, fleischlos', ['Milk'], ['Vegetarian']), []);
  assert.deepEqual(lines('Schweinebraten mit Knödeln', [], ['Halal']), ['May conflict with Halal: Schweinebraten']);
  assert.deepEqual(lines('Vollkornweizenbrot', ['Wheat']), ['Contains Wheat: Vollkornweizenbrot']);
});

test('inflected forms: dative plurals and egg dishes', () => {
  assert.deepEqual(lines('mit gerösteten Erdnüssen', ['Peanuts']), ['Contains Peanuts: Erdnüssen']);
  assert.deepEqual(lines('Rührei mit Schnittlauch', ['Eggs']), ['Contains Eggs: Rührei']);
  assert.deepEqual(lines('Salat mit Eiern', ['Eggs']), ['Contains Eggs: Eiern']);
  assert.deepEqual(lines('Kuchen mit Haselnüssen', ['Tree Nuts']), ['Contains Tree Nuts: Haselnüssen']);
});

test('"Reis" is not "Ei", and compounds that are not what their parts say stay clear', () => {
  for (const text of ['Reis mit Gemüse', 'Milchreis', 'Reisende', 'Kartoffelbrei', 'Bäckerei', 'Brauerei']) assert.deepEqual(lines(text, ['Eggs']), [], text);
  for (const text of ['Kokosmilch', 'Kakaobutter', 'Milchsäure', 'Leberkäse']) assert.deepEqual(lines(text, ['Milk']), [], text);
  for (const text of ['Johannisbrotkernmehl', 'Buchweizenmehl', 'Reismehl']) assert.deepEqual(lines(text, ['Wheat']), [], text);
  assert.deepEqual(lines('Muskatnuss, Kokosnuss', ['Tree Nuts']), []);
  // English words that begin or end like a German part are not split.
  for (const text of ['Brotherly Love Cafe', 'butterfly pea tea', 'hooligans', 'dispute']) assert.deepEqual(lines(text, ['Wheat', 'Milk'], ['Vegan']), [], text);
});
