import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lines, scan, scanPlace } from './test-helpers';

// Claims ("peanut-free") are not ingredients; negations ("no peanuts") are worth a check.

test('"X-free" and "X free" claims give no warning', () => {
  const cases: [string, string[], string[]][] = [
    ['peanut-free kitchen', ['Peanuts'], []],
    ['Peanut free', ['Peanuts'], []],
    ['nut-free bakery', ['Tree Nuts', 'Peanuts'], ['Nut-Free']],
    ['egg-free pasta', ['Eggs'], []],
    ['dairy-free desserts', ['Milk'], ['Dairy-Free', 'Vegan']],
    ['gluten free', ['Gluten', 'Wheat'], ['Gluten-Free']],
    ['gluten-free', ['Gluten', 'Wheat'], ['Gluten-Free']],
    ['soy-free', ['Soy'], []],
    ['shellfish-free menu', ['Shellfish'], []],
    ['meat-free Mondays', [], ['Vegetarian']],
    ['alcohol-free', [], ['Halal']],
    ['milchfrei und glutenfrei', ['Milk', 'Gluten'], []],
  ];
  for (const [text, allergies, diets] of cases) assert.deepEqual(lines(text, allergies, diets), [], text);
});

test('prefix claims: free from / free of / non-, through a list', () => {
  assert.deepEqual(lines('Free from gluten, milk and eggs', ['Gluten', 'Milk', 'Eggs']), []);
  assert.deepEqual(lines('free of nuts, milk, and eggs', ['Nuts', 'Milk', 'Eggs']), []);
  assert.deepEqual(lines('non-dairy creamer', ['Milk']), []);
  assert.deepEqual(lines('non-alcoholic', [], ['Halal']), []);
  // "non" does not carry through a list: "non-dairy, eggs" still has eggs.
  assert.deepEqual(lines('non-dairy, eggs', ['Milk', 'Eggs']), ['Contains Eggs: eggs']);
});

test('a claim list ending in "free": "gluten, dairy and nut free"', () => {
  assert.deepEqual(lines('gluten, dairy and nut free', ['Gluten', 'Milk', 'Nuts']), []);
  assert.deepEqual(lines('gluten- and dairy-free', ['Gluten', 'Milk']), []);
  // ... but not when "free" describes the next word: "gluten free oats" says nothing about the peanuts.
  assert.deepEqual(lines('peanuts, wheat and gluten free oats', ['Peanuts']), ['Contains Peanuts: peanuts']);
  // ... and not without "and"/"or": an ingredient list that ends in a claim.
  assert.deepEqual(lines('sugar, peanuts, gluten free', ['Peanuts']), ['Contains Peanuts: peanuts']);
});

test('a claim rules its food out of the next word: "gluten-free bread", "dairy-free cheese"', () => {
  assert.deepEqual(lines('gluten-free bread and pasta', ['Gluten'], ['Gluten-Free']), ['Contains Gluten: pasta', 'May conflict with Gluten-Free: pasta']);
  assert.deepEqual(lines('dairy-free cheese', ['Milk']), []);
  assert.deepEqual(lines('egg-free mayonnaise', ['Eggs']), []);
  assert.deepEqual(lines('non-alcoholic beer', [], ['Halal']), []);
  // Only that food: gluten-free soy sauce is still soy; egg-free pasta is still wheat.
  assert.deepEqual(lines('gluten-free soy sauce', ['Soy', 'Wheat']), ['Contains Soy: soy sauce']);
  assert.deepEqual(lines('egg-free pasta', ['Wheat']), ['Contains Wheat: pasta']);
  assert.deepEqual(lines('non-alcoholic beer', [], ['Gluten-Free']), ['May conflict with Gluten-Free: beer']);
});

test('claims do not remove the named source itself, nor does lactose-free remove milk', () => {
  assert.deepEqual(lines('gluten-free wheat starch', ['Wheat']), ['Contains Wheat: wheat']);
  assert.deepEqual(lines('lactose-free milk', ['Milk']), ['Contains Milk: milk']);
  assert.deepEqual(lines('lactose free cheese', ['Milk']), ['Contains Milk: cheese']);
});

test('negations ("no peanuts", "without dairy") give a caution for an allergy, never danger', () => {
  const cases: [string, string, string][] = [
    ['no peanuts', 'Peanuts', 'Mentions Peanuts as absent: no peanuts'],
    ['made without dairy', 'Milk', 'Mentions Milk as absent: without dairy'],
    ['contains no added peanuts', 'Peanuts', 'Mentions Peanuts as absent: no added peanuts'],
    ['does not contain any eggs', 'Eggs', 'Mentions Eggs as absent: not contain any eggs'],
    ['hold the cheese', 'Milk', 'Mentions Milk as absent: hold the cheese'],
    ['sans gluten', 'Gluten', 'Mentions Gluten as absent: sans gluten'],
    ['senza glutine', 'Gluten', 'Mentions Gluten as absent: senza glutine'],
    ['ohne Milch', 'Milk', 'Mentions Milk as absent: ohne Milch'],
    ['sem glúten', 'Gluten', 'Mentions Gluten as absent: sem glúten'],
  ];
  for (const [text, allergy, warning] of cases) {
    const result = scan(text, [allergy]);
    assert.equal(result.riskLevel, 'caution', text);
    assert.deepEqual(result.allergenWarnings, [warning], text);
  }
  assert.deepEqual(lines('no peanuts or tree nuts', ['Peanuts', 'Tree Nuts']), [
    'Mentions Peanuts as absent: no peanuts',
    'Mentions Tree Nuts as absent: tree nuts',
  ]);
});

test('a mention elsewhere outweighs a negation: danger', () => {
  const result = scan('no peanuts in the curry; peanut sauce on the side', ['Peanuts']);
  assert.equal(result.riskLevel, 'danger');
  assert.deepEqual(result.allergenWarnings, ['Contains Peanuts: peanut']);
});

test('"with or without" is not a negation', () => {
  assert.deepEqual(lines('served with or without cheese', ['Milk']), ['Contains Milk: cheese']);
});

test('negated diet words are no conflict: the text says the food is absent', () => {
  assert.deepEqual(lines('no meat, no honey', [], ['Vegan']), []);
  assert.deepEqual(lines('without bacon', [], ['Halal']), []);
});

test('modifiers rule groups out of the next word only: vegan cheese, vegetarian sausage, halal gelatin', () => {
  assert.deepEqual(lines('vegan cheese and vegan mayo', ['Milk', 'Eggs'], ['Vegan']), []);
  assert.deepEqual(lines('plant-based burger', [], ['Vegetarian']), []);
  assert.deepEqual(lines('vegetarian sausage', [], ['Vegetarian', 'Halal']), []);
  assert.deepEqual(lines('veggie bacon', [], ['Vegetarian', 'Halal']), []);
  assert.deepEqual(lines('vegetarian cheese', ['Milk']), ['Contains Milk: cheese']);
  assert.deepEqual(lines('halal gelatin', [], ['Halal']), []);
  assert.deepEqual(lines('halal gelatin', [], ['Vegan']), ['May conflict with Vegan: gelatin']);
  assert.deepEqual(lines('vegan cheese with cashews', ['Tree Nuts']), ['Contains Tree Nuts: cashews']);
  // Not across punctuation, and not over another word.
  assert.deepEqual(lines('vegan, cheese', ['Milk']), ['Contains Milk: cheese']);
  assert.deepEqual(lines('vegan chocolate with cream', ['Milk']), ['Contains Milk: cream']);
});

test('"may contain" and trace statements still flag the allergen (danger)', () => {
  assert.equal(scan('May contain traces of peanuts', ['Peanuts']).riskLevel, 'danger');
  assert.equal(scan('Peut contenir des traces de fruits à coque', ['Tree Nuts']).riskLevel, 'danger');
});

test('an absence claim clears the "may contain" of a dish later in its phrase, never a named ingredient', () => {
  assert.deepEqual(lines('dairy-free chocolate cake', ['Milk']), []);
  assert.deepEqual(lines('non-dairy chocolate cake', ['Milk']), []);
  assert.deepEqual(lines('dairy-free chocolate cake and cookies', ['Milk']), []);
  // Only what the claim names: the cake may still contain eggs.
  assert.deepEqual(lines('dairy-free chocolate cake', ['Milk', 'Eggs']), ['May contain Eggs: cake']);
  // A named ingredient is not a dish's guess: it stays.
  assert.deepEqual(lines('dairy-free cake with cheese', ['Milk']), ['Contains Milk: cheese']);
  // The phrase ends at punctuation or a line break.
  assert.deepEqual(lines('dairy-free bread, chocolate cake', ['Milk']), ['May contain Milk: cake']);
  assert.deepEqual(lines('dairy-free\nchocolate cake', ['Milk']), ['May contain Milk: cake']);
  // "lactose-free" rules nothing out (and says the cake is made with milk: see below).
  assert.deepEqual(lines('lactose-free chocolate cake', ['Milk']), ['May contain Milk: lactose-free, cake']);
  // The claims of a list add up for the word after "free".
  assert.deepEqual(lines('gluten-free dairy-free bread', ['Gluten', 'Milk']), []);
});

test('classic preparations carry their hidden allergens: hollandaise and béarnaise are milk and eggs', () => {
  for (const sauce of ['hollandaise', 'béarnaise', 'Bearnaise']) {
    assert.deepEqual(lines(`steak with ${sauce}`, ['Milk', 'Eggs']), [`Contains Milk: ${sauce}`, `Contains Eggs: ${sauce}`], sauce);
  }
  assert.deepEqual(lines('eggs benedict', ['Milk']), ['Contains Milk: eggs benedict']);
  assert.deepEqual(lines('fish with beurre blanc', ['Milk']), ['Contains Milk: beurre blanc']);
});

test('lactose-free is still milk, in every language: "May contain Milk", never "absent", and the milk named after it stays', () => {
  const cases: [string, string][] = [
    ['lactose-free shake', 'lactose-free'],
    ['sin lactosa', 'sin lactosa'],
    ['batido sin lactosa', 'sin lactosa'],
    ['sans lactose', 'sans lactose'],
    ['senza lattosio', 'senza lattosio'],
    ['sem lactose', 'sem lactose'],
    ['laktosefrei', 'laktosefrei'],
    ['ohne Laktose', 'ohne Laktose'],
    ['ラクトースフリー', 'ラクトースフリー'],
    ['乳糖不使用', '乳糖不使用'],
    ['无乳糖', '无乳糖'],
    ['락토프리', '락토프리'],
  ];
  for (const [text, shown] of cases) {
    const result = scan(text, ['Milk']);
    assert.equal(result.riskLevel, 'caution', text);
    assert.deepEqual(result.allergenWarnings, [`May contain Milk: ${shown}`], text);
  }
  for (const text of ['lactose-free milk', 'laktosefreie Milch', 'leche sin lactosa', 'latte senza lattosio', 'lait sans lactose', 'leite sem lactose', 'ラクトースフリー牛乳', '乳糖不使用ヨーグルト', '无乳糖牛奶', '락토프리 우유']) {
    assert.equal(scan(text, ['Milk']).riskLevel, 'danger', text);
  }
  // Lactose-free is not dairy-free: a place listing "lactose free" does not support Dairy-Free.
  const place = scanPlace({ name: 'Café', dietaryOptions: ['lactose free'] }, [], ['Dairy-Free']);
  assert.ok(!place.safeOptions.some((o) => o.kind === 'supportsDiet'), JSON.stringify(place.safeOptions));
});

test('absence claims written as one word or after the food, in every language: they clear what they say', () => {
  const cases: [string, string[], string[]][] = [
    ['glutenfreie Nudeln', ['Gluten'], []],
    ['Glutenfreies Brot', ['Gluten'], []],
    ['Gluten-freie Nudeln', ['Gluten'], []],
    ['eifreie Spätzle', ['Eggs', 'Gluten'], ['Contains Gluten: Spätzle']],
    ['milchfreie Schokolade mit Sahne', ['Milk'], ['Contains Milk: Sahne']],
    ['gluten-free beer', ['Gluten'], []],
    ['pasta sin gluten', ['Gluten'], ['Mentions Gluten as absent: sin gluten']],
    ['pasta senza glutine', ['Gluten'], ['Mentions Gluten as absent: senza glutine']],
    ['biscuits sans gluten', ['Gluten'], ['Mentions Gluten as absent: sans gluten']],
    ['pizza sin queso', ['Milk', 'Gluten'], ['Mentions Milk as absent: sin queso', 'Contains Gluten: pizza']],
    ['cerveza sin alcohol', ['Gluten'], ['Contains Gluten: cerveza']],
    ['queso sin lactosa', ['Milk'], ['Contains Milk: queso']],
  ];
  for (const [text, allergies, expected] of cases) assert.deepEqual(lines(text, allergies), expected, text);
});
