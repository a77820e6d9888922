import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatScanMessage, toEnglishText } from './english';
import { ample, lines, scan, scanPlace } from './test-helpers';

// The spec's rules (product-rules §11), one by one.

const SPEC_TRIGGERS: Record<string, string[]> = {
  Peanuts: ['peanut', 'groundnut', 'arachis oil', 'peanut butter'],
  'Tree Nuts': ['almond', 'walnut', 'cashew', 'pecan', 'pistachio', 'hazelnut', 'brazil nut', 'macadamia', 'pine nut'],
  Milk: ['milk', 'dairy', 'cheese', 'butter', 'cream', 'yogurt', 'lactose', 'casein', 'whey'],
  Eggs: ['egg', 'albumin', 'mayonnaise', 'meringue'],
  Fish: ['fish', 'salmon', 'tuna', 'cod', 'anchovy', 'sardine', 'fish sauce'],
  Shellfish: ['shrimp', 'crab', 'lobster', 'oyster', 'mussel', 'clam', 'scallop', 'shellfish'],
  Wheat: ['wheat', 'flour', 'bread', 'pasta', 'gluten', 'semolina', 'bulgur'],
  Soy: ['soy', 'soya', 'tofu', 'tempeh', 'miso', 'edamame', 'lecithin', 'soy sauce'],
};

test('every trigger word of the spec table flags its allergy as Contains, danger', () => {
  for (const [allergy, triggers] of Object.entries(SPEC_TRIGGERS)) {
    for (const trigger of triggers) {
      const result = scan(`House special with ${trigger} on the side`, [allergy]);
      assert.equal(result.riskLevel, 'danger', `${trigger} → ${allergy}`);
      assert.deepEqual(result.allergenWarnings, [`Contains ${allergy}: ${trigger}`], `${trigger} → ${allergy}`);
    }
  }
});

const SPEC_DIETS: Record<string, string[]> = {
  Vegetarian: ['meats', 'poultry', 'pork', 'bacon', 'sausage', 'pepperoni', 'fish', 'salmon', 'shrimp', 'lobster', 'seafood'],
  Vegan: ['meats', 'fish', 'seafood', 'dairy', 'eggs', 'honey', 'gelatin', 'cheese', 'butter'],
  'Gluten-Free': ['wheat', 'barley', 'rye', 'gluten', 'bread', 'pasta', 'flour', 'beer', 'malt'],
  'Dairy-Free': SPEC_TRIGGERS.Milk!,
};

test('every conflict word of the spec diets flags the diet as May conflict, caution', () => {
  for (const [diet, triggers] of Object.entries(SPEC_DIETS)) {
    for (const trigger of triggers) {
      const result = scan(`Try our ${trigger} today`, [], [diet]);
      assert.equal(result.riskLevel, 'caution', `${trigger} → ${diet}`);
      assert.deepEqual(result.dietaryWarnings, [`May conflict with ${diet}: ${trigger}`], `${trigger} → ${diet}`);
    }
  }
});

test('matching is case-insensitive, whole-word and ignores punctuation', () => {
  assert.deepEqual(scan('PEANUT!', ['Peanuts']).allergenWarnings, ['Contains Peanuts: PEANUT']);
  assert.deepEqual(scan('(Peanut), [Walnut]; "Cod."', ['Peanuts', 'Tree Nuts', 'Fish']).allergenWarnings, [
    'Contains Peanuts: Peanut',
    'Contains Tree Nuts: Walnut',
    'Contains Fish: Cod',
  ]);
  // Whole words only: a trigger inside a longer word is not a match.
  for (const text of ['codswallop', 'scoded', 'eggplant', 'buttery', 'creamy', 'breadth', 'soybeanish']) {
    assert.equal(scan(ample(text), ['Fish', 'Eggs', 'Wheat']).riskLevel, 'safe', text);
  }
  assert.equal(scan(ample('buttery and creamy'), ['Milk']).riskLevel, 'safe');
});

test('multi-word triggers tolerate extra spaces, tabs, hyphens and line breaks', () => {
  assert.deepEqual(scan('peanut  butter', ['Peanuts']).allergenWarnings, ['Contains Peanuts: peanut butter']);
  assert.deepEqual(scan('peanut\tbutter', ['Peanuts']).allergenWarnings, ['Contains Peanuts: peanut butter']);
  assert.deepEqual(scan('Peanut-Butter', ['Peanuts']).allergenWarnings, ['Contains Peanuts: Peanut-Butter']);
  assert.deepEqual(scan('fish\nsauce', ['Fish']).allergenWarnings, ['Contains Fish: fish sauce']);
  assert.deepEqual(scan('pine \r\n nut', ['Tree Nuts']).allergenWarnings, ['Contains Tree Nuts: pine nut']);
  assert.deepEqual(scan('arachis   oil', ['Peanuts']).allergenWarnings, ['Contains Peanuts: arachis oil']);
});

test('allergens give danger, diet conflicts caution, danger wins over caution over safe', () => {
  assert.equal(scan(ample('grilled salmon'), ['Peanuts'], ['Vegan']).riskLevel, 'caution');
  assert.equal(scan('grilled salmon with peanuts', ['Peanuts'], ['Vegan']).riskLevel, 'danger');
  assert.equal(scan(ample('grilled vegetables with rice'), ['Peanuts'], ['Vegan']).riskLevel, 'safe');
  const both = scan('salmon with peanut sauce', ['Peanuts'], ['Vegetarian']);
  assert.equal(both.riskLevel, 'danger');
  assert.equal(both.isSafe, false);
  assert.deepEqual(both.allergenWarnings, ['Contains Peanuts: peanut']);
  assert.deepEqual(both.dietaryWarnings, ['May conflict with Vegetarian: salmon']);
  assert.equal(scan(ample('grilled vegetables'), ['Peanuts']).isSafe, true);
});

test('one warning per allergy or diet, listing each matched word once in order of appearance', () => {
  assert.deepEqual(lines('Cheese, butter and more cheese. Butter!', ['Milk']), ['Contains Milk: Cheese, butter']);
  assert.deepEqual(lines('pork ribs, bacon, honey', [], ['Vegan']), ['May conflict with Vegan: pork, bacon, honey']);
});

test('a diet without conflict listed in dietaryOptions adds Supports {diet}', () => {
  const result = toEnglishText(scanPlace({ name: 'Green Bowl', cuisineType: 'cafe', dietaryOptions: ['Vegan options', 'Gluten-free'] }, [], ['Vegan', 'Gluten-Free', 'Halal']));
  // Halal is neither listed nor checkable on so little text: Check Menu, not Safe Option.
  assert.equal(result.riskLevel, 'caution');
  assert.deepEqual(result.safeOptions, ['Supports Vegan', 'Supports Gluten-Free']);
  // A diet with a conflict gets no Supports even when listed.
  const conflicted = toEnglishText(scanPlace({ name: 'Cheese & Co', dietaryOptions: ['Vegan'] }, [], ['Vegan']));
  assert.deepEqual(conflicted.safeOptions, []);
  assert.deepEqual(conflicted.dietaryWarnings, ['May conflict with Vegan: Cheese']);
});

test("a place's own diet tag outranks a dish-word guess: a vegan-tagged pizzeria Supports Vegan, without 'May conflict: pizza'", () => {
  const untagged = toEnglishText(scanPlace({ name: 'Pizza Verde', cuisineType: 'Pizza', dietaryOptions: [] }, [], ['Vegan']));
  assert.deepEqual(untagged.dietaryWarnings, ['May conflict with Vegan: Pizza'], 'without the tag, pizza is a possible conflict');
  const tagged = toEnglishText(scanPlace({ name: 'Pizza Verde', cuisineType: 'Pizza', dietaryOptions: ['Vegan'] }, [], ['Vegan']));
  assert.deepEqual(tagged.dietaryWarnings, [], 'the place says it caters for vegans: the guess gives way');
  assert.deepEqual(tagged.safeOptions, ['Supports Vegan']);
  // Only the guess gives way: a word certainly outside the diet still conflicts (above, "Cheese & Co").
  const ham = toEnglishText(scanPlace({ name: 'Pizza Verde', cuisineType: 'Pizza', description: 'Ham pizza', dietaryOptions: ['Vegan'] }, [], ['Vegan']));
  assert.deepEqual([ham.dietaryWarnings, ham.safeOptions], [['May conflict with Vegan: Ham'], []]);
});

test('no allergies and no diets: safe with No dietary restrictions specified', () => {
  const result = scan('peanut butter and shrimp', [], []);
  assert.equal(result.riskLevel, 'safe');
  assert.equal(result.isSafe, true);
  assert.deepEqual(result.safeOptions, ['No dietary restrictions specified']);
  assert.deepEqual(result.allergenWarnings, []);
  assert.equal(result.limited, false);
  // Blank entries are no restrictions either.
  assert.deepEqual(scan('shrimp', ['  '], ['']).safeOptions, ['No dietary restrictions specified']);
});

test('allergies and dietary preferences are applied combined: an allergen in the diet list is still an allergen', () => {
  assert.deepEqual(lines('peanut brittle', [], ['Peanuts']), ['Contains Peanuts: peanut']);
  assert.equal(scan('peanut brittle', [], ['Peanuts']).riskLevel, 'danger');
  assert.deepEqual(lines('honey drizzle', ['Vegan']), ['May conflict with Vegan: honey']);
});

test('the fields scanned: name, cuisine, description, allergy info, dietary options, pros, cons, menu text and items; never the address', () => {
  const fields = [
    { name: 'The Peanut Shack' },
    { cuisineType: 'peanut' },
    { description: 'Famous for peanut noodles' },
    { allergyInfo: ['Contains peanut'] },
    { dietaryOptions: ['peanut'] },
    { pros: ['Great peanut sauce'] },
    { cons: ['Too much peanut'] },
    { menuText: 'Peanut satay' },
    { menuItems: [{ name: 'Satay', ingredients: ['chicken', 'peanut'] }] },
  ];
  for (const input of fields) assert.equal(scanPlace(input, ['Peanuts']).riskLevel, 'danger', JSON.stringify(input));
  const withAddress = { name: 'Corner Cafe', description: ample('Soups'), address: '1 Peanut Street' } as Parameters<typeof scanPlace>[0];
  assert.equal(scanPlace(withAddress, ['Peanuts']).riskLevel, 'safe');
});

test('fields are scanned separately: no phrase runs from one field into the next', () => {
  // "peanut" ends the name and "butter" starts the description: two words, not "peanut butter".
  const result = toEnglishText(scanPlace({ name: 'Peanut', description: 'butter chicken' }, ['Peanuts', 'Milk']));
  assert.deepEqual(result.allergenWarnings, ['Contains Peanuts: Peanut', 'Contains Milk: butter chicken']);
});

test('the wording matches the landing page examples', () => {
  assert.deepEqual(lines('peanut butter cookies', ['Peanuts']), ['Contains Peanuts: peanut butter']);
  assert.deepEqual(lines('honey glazed carrots', [], ['Vegan']), ['May conflict with Vegan: honey']);
  assert.deepEqual(lines('cheese and butter', ['Milk']), ['Contains Milk: cheese, butter']);
  assert.deepEqual(lines('tonkotsu ramen with pork', [], ['Vegetarian']), ['May conflict with Vegetarian: tonkotsu, pork']);
  const supports = scanPlace({ name: 'Bakehouse', description: 'rice bowls, salads and soups of the day', dietaryOptions: ['Gluten-Free'] }, [], ['Gluten-Free']);
  assert.deepEqual(supports.safeOptions.map(formatScanMessage), ['Supports Gluten-Free']);
});
