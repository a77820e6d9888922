import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { flaggedDishes } from './flagged-dishes';
import { peopleFromProfile } from './table-people';

const MENU = [
  { dish: 'Pad thai', ingredients: 'rice noodles, tamarind, bean sprouts' },
  { dish: 'Green salad', ingredients: 'lettuce, cucumber, olive oil' },
  { dish: 'House omelette', ingredients: 'eggs, cheddar, butter' },
];

describe('flagged dishes of a generated menu (product-rules §17.4)', () => {
  it("flags the dishes that name a person's allergy or diet, and no other", () => {
    const people = peopleFromProfile({ allergies: ['Milk'], allergy_severities: { Milk: 'allergy' }, dietary_preferences: [] });
    assert.deepEqual(flaggedDishes(MENU, people).map((dish) => dish.dish), ['House omelette']);
  });

  it('flags a dish that usually has the allergen although its ingredients do not name it (pad thai: peanuts)', () => {
    const severe = peopleFromProfile({ allergies: ['Peanuts'], allergy_severities: { Peanuts: 'severe' }, dietary_preferences: [] });
    assert.deepEqual(flaggedDishes(MENU, severe).map((dish) => dish.dish), ['Pad thai']);
  });

  it('marks each dish with the people it is flagged for (named diners), and nothing for nobody', () => {
    const table = [
      { name: 'Anna', allergies: [{ entry: 'Milk', severity: 'severe' as const }], diets: [] },
      { name: 'Ben', allergies: [], diets: ['Vegan'] },
    ];
    assert.deepEqual(
      flaggedDishes(MENU, table).map((dish) => [dish.dish, dish.for]),
      [
        ['Pad thai', ['Ben']],
        ['House omelette', ['Anna', 'Ben']],
      ],
    );
    assert.deepEqual(flaggedDishes(MENU, peopleFromProfile({ allergies: [], allergy_severities: {}, dietary_preferences: [] })), []);
  });
});
