import { test } from 'node:test';
import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { ALLERGY_PRESETS, DIETARY_PREFERENCE_PRESETS } from '../dietary-presets';
import { ALLERGY_CATEGORIES, DIETS } from './categories';
import { allergyCategoryFor, compileScanProfile, dietFor } from './resolve-preferences';
import { ample, lines, scan } from './test-helpers';

test('every preset allergy and diet of the profile is recognised, with the same id', () => {
  for (const preset of ALLERGY_PRESETS) assert.equal(allergyCategoryFor(preset.value)?.id, preset.id, preset.value);
  for (const preset of DIETARY_PREFERENCE_PRESETS) assert.equal(dietFor(preset.value)?.id, preset.id, preset.value);
});

test('entries are recognised ignoring case, accents, punctuation, plurals and decoration', () => {
  const cases: [string, string][] = [
    ['peanut', 'peanuts'],
    ['PEANUTS', 'peanuts'],
    ['Peanut allergy', 'peanuts'],
    ['allergic to peanuts', 'peanuts'],
    ['peanut-allergy', 'peanuts'],
    ['tree nut', 'treeNuts'],
    ['Tree-nuts allergy', 'treeNuts'],
    ['nuts', 'nuts'],
    ['Nut allergy', 'nuts'],
    ['Dairy', 'dairy'],
    ['lactose intolerance', 'dairy'],
    ['Gluten', 'gluten'],
    ['Coeliac disease', 'gluten'],
    ['Shellfish', 'shellfish'],
    ['crustaceans', 'shellfish'],
    ['egg', 'eggs'],
    ['Soya', 'soy'],
    ['sesame seeds', 'sesame'],
    ['Sésame', 'sesame'],
    ['cacahuètes', 'peanuts'],
    ['Erdnüsse', 'peanuts'],
    ['ピーナッツ', 'peanuts'],
    ['花生', 'peanuts'],
    ['땅콩', 'peanuts'],
    ['牛乳', 'milk'],
    ['小麦', 'wheat'],
    ['Mustard', 'mustard'],
    ['celery', 'celery'],
    ['sulfites', 'sulphites'],
    ['Pork', 'pork'],
  ];
  for (const [entry, id] of cases) assert.equal(allergyCategoryFor(entry)?.id, id, entry);
  assert.equal(dietFor('plant-based')?.id, 'vegan');
  assert.equal(dietFor('Gluten free')?.id, 'glutenFree');
  assert.equal(dietFor('végétarien')?.id, 'vegetarian');
  assert.equal(dietFor('Keto diet')?.id, 'keto');
  assert.equal(dietFor('low-carb')?.id, 'keto');
  assert.equal(dietFor('ヴィーガン')?.id, 'vegan');
});

test('the history filter values of product-rules §9.3 all resolve: Nuts, Dairy, Gluten, Shellfish, Soy, Eggs, Fish, Sesame; Keto', () => {
  const resolved = ['Nuts', 'Dairy', 'Gluten', 'Shellfish', 'Soy', 'Eggs', 'Fish', 'Sesame'].map((v) => allergyCategoryFor(v)?.id);
  assert.deepEqual(resolved, ['nuts', 'dairy', 'gluten', 'shellfish', 'soy', 'eggs', 'fish', 'sesame']);
  assert.equal(dietFor('Keto')?.id, 'keto');
});

test('"Nuts" covers peanuts and tree nuts; "Gluten" covers wheat, barley, rye and oats; "Dairy" is milk', () => {
  assert.deepEqual(lines('peanuts and almonds', ['Nuts']), ['Contains Nuts: peanuts, almonds']);
  assert.deepEqual(lines('barley, rye, oats, spelt, wheat', ['Gluten']), ['Contains Gluten: barley, rye, oats, spelt, wheat']);
  assert.deepEqual(lines('barley, rye, oats', ['Wheat']), []);
  assert.deepEqual(lines('brie', ['Dairy']), ['Contains Dairy: brie']);
  assert.deepEqual(lines('salmon and prawns', ['Seafood']), ['Contains Seafood: salmon, prawns']);
});

test('an allergy named twice is checked once', () => {
  assert.deepEqual(lines('peanut', ['Peanuts', 'peanut allergy', 'PEANUT']), ['Contains Peanuts: peanut']);
});

test('a custom allergy matches its own word, singular or plural, as typed', () => {
  assert.deepEqual(lines('kiwi sorbet', ['Kiwi']), ['Contains Kiwi: kiwi']);
  assert.deepEqual(lines('Sunflower  seeds and pumpkin seed', ['Sunflower seeds']), ['Contains Sunflower seeds: Sunflower seeds']);
  assert.deepEqual(lines('mushroom risotto', ['Mushroom allergy']), ['Contains Mushroom: mushroom']);
  assert.deepEqual(lines('fresh coriander', ['allergic to Coriander']), ['Contains Coriander: coriander']);
  // Custom words follow the same claim and negation rules.
  assert.deepEqual(lines('kiwi-free', ['Kiwi']), []);
  assert.deepEqual(lines('no kiwi', ['Kiwi']), ['Mentions Kiwi as absent: no kiwi']);
  // ... and never match inside a longer word.
  assert.deepEqual(lines('kiwifruit', ['Kiwi']), []);
});

test('a custom allergy in CJK matches its own word inside text; one in a script the scan cannot read is not checked', () => {
  assert.deepEqual(compileScanProfile({ allergies: ['蕎麦'] }).unchecked, []);
  assert.deepEqual(scan('天ぷら蕎麦', ['蕎麦']).allergenWarnings, ['Contains 蕎麦: 蕎麦']);
  const profile = compileScanProfile({ allergies: ['гречка'] });
  assert.deepEqual(profile.unchecked, [{ label: 'гречка', list: 'allergy' }]);
  const result = scan(ample('soba noodles'), ['гречка']);
  assert.equal(result.riskLevel, 'caution');
  assert.equal(result.limited, true);
  assert.ok(result.notes.includes('гречка cannot be checked automatically: verify with the restaurant'), `expected result.notes.includes('гречка cannot be checked automatically: verify with the restaurant'); got result.notes = ${inspect(result.notes)}`);
});

test('"X-free" or "no X" entries: an allergen in the allergy list, a diet conflict in the diet list', () => {
  assert.deepEqual(lines('shrimp', ['Shellfish-free']), ['Contains Shellfish: shrimp']);
  assert.deepEqual(lines('bacon and ham', [], ['No pork']), ['May conflict with No pork: bacon, ham']);
  assert.deepEqual(lines('mushroom soup', [], ['no mushrooms']), ['May conflict with no mushrooms: mushroom']);
  assert.deepEqual(lines('a glass of wine', [], ['Alcohol-free']), ['May conflict with Alcohol-free: wine']);
  assert.deepEqual(lines('milk', [], ['Lactose-free']), ['May conflict with Lactose-free: milk']);
});

test('a diet we do not know is not silently passed: Check Menu, and a note says it cannot be checked', () => {
  const result = scan(ample('steak and potatoes'), [], ['Paleo']);
  assert.equal(result.riskLevel, 'caution');
  assert.equal(result.limited, true);
  assert.ok(result.notes.includes('Paleo cannot be checked automatically: verify with the restaurant'), `expected result.notes.includes('Paleo cannot be checked automatically: verify with the restaurant'); got result.notes = ${inspect(result.notes)}`);
});

test('Halal conflicts: pork words, alcohol, gelatin unless halal; not meat in general', () => {
  for (const word of ['pork', 'bacon', 'ham', 'lard', 'prosciutto', 'pancetta', 'chorizo', 'wine', 'beer', 'rum', 'sake', 'mirin', 'brandy', 'whisky', 'liqueur', 'cooking wine', 'jambon', 'cerdo', 'maiale']) {
    assert.equal(scan(ample(`with ${word}`), [], ['Halal']).riskLevel, 'caution', word);
  }
  assert.deepEqual(lines('gelatin', [], ['Halal']), ['May conflict with Halal: gelatin']);
  assert.deepEqual(lines('halal gelatin', [], ['Halal']), []);
  assert.deepEqual(lines('pepperoni pizza', [], ['Halal']), ['May conflict with Halal: pepperoni']);
  assert.deepEqual(lines('halal pepperoni', [], ['Halal']), []);
  assert.deepEqual(lines('beef kebab and chicken', [], ['Halal']), []);
  assert.deepEqual(lines('red wine vinegar, for heaven’s sake', [], ['Halal']), []);
});

test('Kosher conflicts: pork, shellfish, non-kosher fish and animals, dishes that mix meat and dairy', () => {
  for (const word of ['pork', 'bacon', 'shrimp', 'lobster', 'crab', 'oysters', 'squid', 'catfish', 'eel', 'shark', 'rabbit stew', 'lapin', 'cheeseburger', 'chicken parmesan', 'butter chicken']) {
    assert.equal(scan(ample(`with ${word}`), [], ['Kosher']).riskLevel, 'caution', word);
  }
  assert.deepEqual(lines('salmon, beef brisket and challah', [], ['Kosher']), []);
  assert.deepEqual(lines('kosher gelatin', [], ['Kosher']), []);
});

test('Nut-Free conflicts: the Peanuts and Tree Nuts words', () => {
  assert.deepEqual(lines('peanut sauce and almonds', [], ['Nut-Free']), ['May conflict with Nut-Free: peanut, almonds']);
  assert.deepEqual(lines('nut-free', [], ['Nut-Free']), []);
  assert.deepEqual(lines('coconut and nutmeg', [], ['Nut-Free']), []);
});

test('Keto conflicts: sugar and starchy staples', () => {
  assert.deepEqual(lines('rice, bread, pasta, potatoes and sugar', [], ['Keto']), ['May conflict with Keto: rice, bread, pasta, potatoes, sugar']);
  assert.deepEqual(lines('steak, eggs and cauliflower rice', [], ['Keto']), []);
  assert.deepEqual(lines('sugar-free syrup', [], ['Keto']), []);
});

test('Pescatarian allows fish but not meat', () => {
  assert.deepEqual(lines('salmon and chicken', [], ['Pescatarian']), ['May conflict with Pescatarian: chicken']);
});

test('Vegan and Vegetarian reuse the allergen lists for dairy, eggs, fish and shellfish', () => {
  assert.deepEqual(lines('lait, œufs, saumon, crevettes, miel', [], ['Vegan']), ['May conflict with Vegan: lait, œufs, saumon, crevettes, miel']);
  assert.deepEqual(lines('lait, œufs, saumon, crevettes, miel', [], ['Vegetarian']), ['May conflict with Vegetarian: saumon, crevettes']);
});

test('category and diet ids are unique', () => {
  const ids = (list: readonly { id: string }[]) => list.map((c) => c.id);
  assert.equal(new Set(ids(ALLERGY_CATEGORIES)).size, ALLERGY_CATEGORIES.length);
  assert.equal(new Set(ids(DIETS)).size, DIETS.length);
});
