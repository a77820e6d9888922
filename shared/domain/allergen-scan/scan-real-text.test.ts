import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ample, lines, scan } from './test-helpers';

// Made fit for real text: inflections, false friends, other languages.

test('plurals and common inflections match', () => {
  const cases: [string, string][] = [
    ['eggs', 'Eggs'],
    ['peanuts', 'Peanuts'],
    ['almonds', 'Tree Nuts'],
    ['walnuts', 'Tree Nuts'],
    ['cashews', 'Tree Nuts'],
    ['pecans', 'Tree Nuts'],
    ['pistachios', 'Tree Nuts'],
    ['hazelnuts', 'Tree Nuts'],
    ['brazil nuts', 'Tree Nuts'],
    ['pine nuts', 'Tree Nuts'],
    ['macadamias', 'Tree Nuts'],
    ['anchovies', 'Fish'],
    ['sardines', 'Fish'],
    ['fishes', 'Fish'],
    ['shrimps', 'Shellfish'],
    ['oysters', 'Shellfish'],
    ['mussels', 'Shellfish'],
    ['clams', 'Shellfish'],
    ['scallops', 'Shellfish'],
    ['crabs', 'Shellfish'],
    ['lobsters', 'Shellfish'],
    ['prawns', 'Shellfish'],
    ['cheeses', 'Milk'],
    ['yogurts', 'Milk'],
    ['creams', 'Milk'],
    ['mayonnaises', 'Eggs'],
    ['meringues', 'Eggs'],
    ['yolks', 'Eggs'],
    ['breads', 'Wheat'],
    ['flours', 'Wheat'],
    ['noodles', 'Wheat'],
    ['breadcrumbs', 'Wheat'],
    ['soybeans', 'Soy'],
    ['lecithins', 'Soy'],
    ['buttered', 'Milk'],
    ['creamed', 'Milk'],
    ['breaded', 'Wheat'],
  ];
  for (const [word, allergy] of cases) {
    const result = scan(`with ${word}`, [allergy]);
    assert.equal(result.riskLevel, 'danger', `${word} → ${allergy}`);
    assert.deepEqual(result.allergenWarnings, [`Contains ${allergy}: ${word}`], word);
  }
});

test('irregular and -ies/-oes/-ves plurals of custom words match', () => {
  assert.deepEqual(lines('fresh strawberries', ['Strawberry']), ['Contains Strawberry: strawberries']);
  assert.deepEqual(lines('one strawberry', ['Strawberries']), ['Contains Strawberries: strawberry']);
  assert.deepEqual(lines('ripe tomatoes', ['Tomato']), ['Contains Tomato: tomatoes']);
  assert.deepEqual(lines('a tomato', ['Tomatoes']), ['Contains Tomatoes: tomato']);
  assert.deepEqual(lines('kiwi slices', ['Kiwis']), ['Contains Kiwis: kiwi']);
  assert.deepEqual(lines('kiwis', ['Kiwi']), ['Contains Kiwi: kiwis']);
  assert.deepEqual(lines('bay leaves', ['Bay leaf']), ['Contains Bay leaf: bay leaves']);
  assert.deepEqual(lines('peaches and cream', ['Peach']), ['Contains Peach: peaches']);
  assert.deepEqual(lines('roast goose', ['Geese'], []), ['Contains Geese: goose']);
});

test('multi-word triggers match across extra spaces and line breaks, but not across punctuation', () => {
  assert.deepEqual(lines('Peanut   Butter  cups', ['Peanuts']), ['Contains Peanuts: Peanut Butter']);
  assert.deepEqual(lines('Thai fish\nsauce', ['Fish']), ['Contains Fish: fish sauce']);
  assert.deepEqual(lines('toasted pine\n nuts', ['Tree Nuts']), ['Contains Tree Nuts: pine nuts']);
  assert.deepEqual(lines('soy  sauce', ['Soy']), ['Contains Soy: soy sauce']);
  // "peanut, butter" is two ingredients: peanut (Peanuts) and butter (Milk).
  assert.deepEqual(lines('peanut, butter', ['Peanuts', 'Milk']), ['Contains Peanuts: peanut', 'Contains Milk: butter']);
});

test('peanut butter is peanuts, not milk', () => {
  assert.deepEqual(lines('peanut butter', ['Milk']), []);
  assert.deepEqual(lines('peanut butter and butter', ['Milk']), ['Contains Milk: butter']);
});

test('false friends do not match', () => {
  const cases: [string, string[]][] = [
    ['butternut squash soup', ['Milk', 'Tree Nuts', 'Peanuts']],
    ['grilled eggplant', ['Eggs']],
    ['egg plant parmigiana', ['Eggs']],
    ['coconut milk curry', ['Milk']],
    ['whipped coconut cream', ['Milk']],
    ['coconut yogurt', ['Milk']],
    ['cream of tartar', ['Milk']],
    ['cream soda', ['Milk']],
    ['buckwheat kasha', ['Wheat']],
    ['buckwheat groats', ['Gluten']],
    ['nutmeg and cinnamon', ['Tree Nuts', 'Peanuts']],
    ['toasted coconut', ['Tree Nuts']],
    ['glazed doughnut', ['Tree Nuts', 'Peanuts']],
    ['milk thistle tea', ['Milk']],
    ['cocoa butter', ['Milk']],
    ['cacao butter', ['Milk']],
    ['shea butter', ['Milk']],
    ['apple butter toast', ['Milk']],
    ['butter beans', ['Milk']],
    ['butter lettuce', ['Milk']],
    ['oyster mushrooms', ['Shellfish']],
    ['king oyster skewers', ['Shellfish']],
    ['lobster mushroom', ['Shellfish']],
    ['crab apple jelly', ['Shellfish']],
    ['water chestnuts', ['Tree Nuts']],
    ['tiger nuts', ['Tree Nuts', 'Peanuts']],
    ['rice flour', ['Wheat', 'Gluten']],
    ['corn tortilla', ['Wheat']],
    ['rice noodles', ['Wheat', 'Gluten']],
    ['glass noodles', ['Wheat']],
    ['chickpea flour', ['Wheat']],
    ['sunflower lecithin', ['Soy']],
    ['corn gluten', ['Gluten', 'Wheat']],
    ['cauliflower rice', []],
    ['sushi rice', ['Fish']],
    ['wine vinegar', []],
    ['root beer float', []],
    ['ginger ale', []],
    ['chicken of the woods', []],
    ['duck sauce', []],
    ['beefsteak tomato', []],
    ['noix de coco', ['Tree Nuts']],
    ['noce moscata', ['Tree Nuts']],
    ['burro di cacao', ['Milk']],
    ['lait de coco', ['Milk']],
    ['pasta di cacao', ['Wheat']],
    ['lievito di birra', ['Gluten']],
    ['chocolate liquor', []],
  ];
  for (const [text, allergies] of cases) {
    assert.deepEqual(lines(text, allergies, ['Vegetarian', 'Halal', 'Keto'].filter(() => allergies.length === 0)), [], text);
  }
});

test('false friends keep what they really are', () => {
  assert.deepEqual(lines('almond milk', ['Milk', 'Tree Nuts']), ['Contains Tree Nuts: almond milk']);
  assert.deepEqual(lines('soy milk', ['Milk', 'Soy']), ['Contains Soy: soy milk']);
  assert.deepEqual(lines('oat milk', ['Milk', 'Gluten']), ['Contains Gluten: oat milk']);
  assert.deepEqual(lines('almond flour', ['Wheat', 'Tree Nuts']), ['Contains Tree Nuts: almond flour']);
  assert.deepEqual(lines('oat milk latte', ['Milk']), []);
  assert.deepEqual(lines('almond milk chocolate', ['Milk', 'Tree Nuts']), ['Contains Milk: almond milk chocolate', 'Contains Tree Nuts: almond milk chocolate']);
  assert.deepEqual(lines('turkey bacon', [], ['Halal']), []);
  assert.deepEqual(lines('turkey bacon', [], ['Vegetarian']), ['May conflict with Vegetarian: turkey bacon']);
  assert.deepEqual(lines('imitation crab', ['Fish', 'Shellfish']), ['Contains Fish: imitation crab', 'May contain Shellfish: imitation crab']);
  assert.deepEqual(lines('goat cheese', [], ['Vegetarian']), []);
  assert.deepEqual(lines('goat cheese', ['Milk']), ['Contains Milk: goat cheese']);
});

test('a false friend only holds within plain spacing: "coconut, milk" and "coconut\\nmilk" have milk', () => {
  assert.deepEqual(lines('coconut, milk, sugar', ['Milk']), ['Contains Milk: milk']);
  assert.deepEqual(lines('Coconut\nMilk', ['Milk']), ['Contains Milk: Milk']);
  assert.deepEqual(lines('coconut-milk', ['Milk']), []);
});

test('Sesame is the ninth allergen: sesame, tahini, benne, gomasio, sesame oil, halva', () => {
  for (const word of ['sesame', 'sesame seeds', 'tahini', 'benne', 'gomasio', 'sesame oil', 'halva', 'halvah', 'hummus', 'sésamo', 'sesamo', 'Sesam']) {
    assert.equal(scan(`with ${word}`, ['Sesame']).riskLevel, 'danger', word);
  }
  assert.deepEqual(lines('baba ganoush', ['Sesame']), ['May contain Sesame: baba ganoush']);
});

test('dishes that usually carry an allergen give May contain (caution), never High Risk on their own', () => {
  assert.deepEqual(lines('pad thai', ['Peanuts']), ['May contain Peanuts: pad thai']);
  assert.equal(scan(ample('pad thai'), ['Peanuts']).riskLevel, 'caution');
  assert.deepEqual(lines('soy sauce', ['Wheat']), ['May contain Wheat: soy sauce']);
  assert.deepEqual(lines('mixed nuts', ['Peanuts', 'Tree Nuts']), ['May contain Peanuts: mixed nuts', 'Contains Tree Nuts: mixed nuts']);
  assert.deepEqual(lines('pesto', ['Milk', 'Tree Nuts']), ['Contains Milk: pesto', 'Contains Tree Nuts: pesto']);
});

test('French, German, Spanish, Italian and Portuguese ingredient words match, accents or not', () => {
  const cases: [string, string][] = [
    ['farine de blé', 'Wheat'],
    ['Weizenmehl', 'Wheat'],
    ['harina de trigo', 'Wheat'],
    ['farina di grano tenero', 'Wheat'],
    ['farinha de trigo', 'Wheat'],
    ['lait écrémé', 'Milk'],
    ['Vollmilch', 'Milk'],
    ['leche entera', 'Milk'],
    ['latte intero', 'Milk'],
    ['leite', 'Milk'],
    ['crème fraîche', 'Milk'],
    ['creme fraiche', 'Milk'],
    ['Käse', 'Milk'],
    ['œufs', 'Eggs'],
    ['oeufs', 'Eggs'],
    ['Eier', 'Eggs'],
    ['huevos', 'Eggs'],
    ['uova', 'Eggs'],
    ['ovos', 'Eggs'],
    ['arachides', 'Peanuts'],
    ['Erdnüsse', 'Peanuts'],
    ['cacahuetes', 'Peanuts'],
    ['arachidi', 'Peanuts'],
    ['amendoim', 'Peanuts'],
    ['noisettes', 'Tree Nuts'],
    ['Haselnüsse', 'Tree Nuts'],
    ['almendras', 'Tree Nuts'],
    ['nocciole', 'Tree Nuts'],
    ['castanha de caju', 'Tree Nuts'],
    ['poisson', 'Fish'],
    ['Thunfisch', 'Fish'],
    ['atún', 'Fish'],
    ['acciughe', 'Fish'],
    ['bacalhau', 'Fish'],
    ['crevettes', 'Shellfish'],
    ['Garnelen', 'Shellfish'],
    ['gambas', 'Shellfish'],
    ['gamberi', 'Shellfish'],
    ['camarão', 'Shellfish'],
    ['lécithine de soja', 'Soy'],
    ['Sojabohnen', 'Soy'],
    ['salsa di soia', 'Soy'],
    ['graines de sésame', 'Sesame'],
    ['moutarde', 'Mustard'],
    ['Sellerie', 'Celery'],
    ['anhydride sulfureux', 'Sulphites'],
  ];
  for (const [text, allergy] of cases) assert.equal(scan(text, [allergy]).riskLevel, 'danger', `${text} → ${allergy}`);
  // The warning shows the words as written.
  assert.deepEqual(lines('Crème fraîche, ŒUFS', ['Milk', 'Eggs']), ['Contains Milk: Crème fraîche', 'Contains Eggs: ŒUFS']);
});

test('words that collide with names or other languages were left out', () => {
  assert.deepEqual(lines("Alice's Restaurant, Colin's Diner, Lula Cafe", ['Fish', 'Shellfish']), []);
  assert.deepEqual(lines('un lavoro a più mani', ['Peanuts']), []);
  assert.deepEqual(lines('leche en polvo', ['Shellfish']), []);
  assert.deepEqual(lines('lemon rind', [], ['Vegetarian']), []);
  assert.deepEqual(lines('serrano pepper', [], ['Halal']), []);
  assert.deepEqual(lines('vanilla bean specks', [], ['Halal']), []);
  assert.deepEqual(lines('lait caillé', [], ['Vegetarian']), []);
});

test('animal and bread words common in restaurant names are not triggers on their own', () => {
  for (const name of ['The Gruff Goat', 'The Rabbit Hole', 'White Horse', 'Draught Horse', 'The Blind Pig', 'Sum Pig Food Truck', 'Ka Pao']) {
    assert.deepEqual(lines(name, ['Wheat'], ['Vegan', 'Halal', 'Kosher']), [], name);
  }
  assert.deepEqual(lines('Oink Hog Roast', [], ['Halal']), ['May conflict with Halal: Hog Roast']);
  assert.deepEqual(lines('curry goat and rice', [], ['Vegetarian']), ['May conflict with Vegetarian: curry goat']);
});

test('text in scripts the lexicon does not cover (Cyrillic, Thai) is not matched', () => {
  const result = scan('арахис ถั่วลิสง', ['Peanuts']);
  assert.deepEqual(result.allergenWarnings, []);
  assert.equal(result.riskLevel, 'caution');
  assert.equal(result.limited, true);
});
