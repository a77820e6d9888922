import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { test } from 'node:test';
import { compileScanProfile, scanRestaurant } from '../../../../../shared/domain/allergen-scan';
import { LANGUAGES } from '../../../../../shared/i18n/languages';
import { MENU_CUISINES, type MenuCuisine, menuBasis } from '../menu-basis';
import type { MenuEstimateInput } from '../port';
import { estimateEmbeddedMenu } from './menu-generator';
import { menuKnowledgeBase } from './menu-knowledge-base';

const KB = menuKnowledgeBase();

const input = (over: Partial<MenuEstimateInput> = {}): MenuEstimateInput => ({
  restaurantId: 'osm-node-1',
  restaurantName: 'Baan Thai',
  cuisines: ['thai'],
  cuisineType: 'Thai',
  cuisineWords: ['thai'],
  dietaryOptions: [],
  location: '1 Market Street, Philadelphia',
  language: 'en',
  currency: 'USD',
  ...over,
});
/** The scanner finds a definite "Contains {allergy}" in the ingredients alone (without the dish name). */
const contains = (ingredients: readonly string[], allergy: string) =>
  scanRestaurant({ menuItems: [{ ingredients }] }, compileScanProfile({ allergies: [allergy] })).allergenWarnings.some(
    (warning) => warning.kind === 'allergen' && warning.label === allergy,
  );
const names = (items: { name: string }[]) => items.map((item) => item.name);
/** The English names of a cuisine's dishes. */
const pool = (cuisine: MenuCuisine) => new Set(KB[cuisine].map((dish) => dish.names.en));
const ids = Array.from({ length: 40 }, (_, i) => `osm-node-${1000 + i * 7919}`);
const menusFor = (over: Partial<MenuEstimateInput>) => ids.map((restaurantId) => estimateEmbeddedMenu(input({ restaurantId, ...over })));

test('deterministic: the same restaurant always gets the same menu; other restaurants get other menus', () => {
  assert.deepEqual(estimateEmbeddedMenu(input()), estimateEmbeddedMenu(input()));
  const menus = new Set(menusFor({}).map((menu) => JSON.stringify(menu)));
  assert.ok(menus.size >= 30, `40 restaurants gave only ${menus.size} different menus`);
});

test('every cuisine (and the fallback) gives 8 to 15 distinct dishes, each with ingredients and calories', () => {
  for (const cuisine of MENU_CUISINES) {
    for (const menu of menusFor({ cuisines: [], cuisineWords: cuisine === 'general' ? [] : [cuisine], restaurantName: 'The Corner' })) {
      assert.ok(menu.length >= 8 && menu.length <= 15, `${cuisine}: ${menu.length} items`);
      assert.equal(new Set(names(menu)).size, menu.length, `${cuisine}: a dish twice`);
      for (const item of menu) {
        assert.ok(item.ingredients.length >= 1 && item.ingredients.every((word) => word === word.trim() && word.length > 0), item.name);
        assert.ok(Number.isInteger(item.calories) && item.calories! > 0 && item.calories! < 2000, `${item.name}: ${item.calories} kcal`);
      }
    }
  }
});

test('cuisine fit: a Thai place gets Thai dishes; a pizzeria that is also Italian gets mostly pizzeria dishes', () => {
  const thai = pool('thai');
  for (const menu of menusFor({})) assert.ok(menu.every((item) => thai.has(item.name)), inspect(names(menu)));
  const pizza = pool('pizza');
  const italian = pool('italian');
  for (const menu of menusFor({ restaurantName: "Luigi's", cuisines: ['pizza', 'italian'], cuisineWords: ['pizza', 'italian'] })) {
    assert.ok(menu.every((item) => pizza.has(item.name) || italian.has(item.name)), inspect(names(menu)));
    const fromPizza = menu.filter((item) => pizza.has(item.name)).length;
    assert.ok(fromPizza >= Math.ceil((menu.length * 2) / 3), `${fromPizza} of ${menu.length} from the main cuisine`);
    assert.ok(pizza.has(menu[0]!.name), 'the main cuisine comes first');
  }
});

/** product-rules §8.1: every dish comes from one of the place's cuisines (its ids, all its cuisine words, its name). */
test("dishes come from the place's cuisines: a seafood and sushi bar gets seafood and Japanese dishes, never clam chowder or key lime pie", () => {
  const allowed = new Set([...pool('seafood'), ...pool('japanese')]);
  const places: Partial<MenuEstimateInput>[] = [
    { restaurantName: 'Ocean Sushi Bar', cuisines: ['seafood', 'japanese'], cuisineType: 'Seafood, Japanese', cuisineWords: ['seafood', 'sushi'] },
    { restaurantName: 'Sushi Wave', cuisines: ['seafood'], cuisineType: 'Seafood', cuisineWords: ['seafood'] },
  ];
  for (const place of places) {
    for (const menu of menusFor(place)) {
      assert.ok(menu.every((item) => allowed.has(item.name)), inspect(names(menu)));
      assert.ok(!menu.some((item) => /chowder|key lime/i.test(item.name)), inspect(names(menu)));
      assert.ok(menu.some((item) => pool('japanese').has(item.name)), `the sushi of ${place.restaurantName}: ${inspect(names(menu))}`);
    }
  }
  assert.deepEqual(menuBasis({ restaurantName: 'Pho 75', cuisines: [], cuisineWords: [], dietaryOptions: [] }).cuisines, ['vietnamese']);
  assert.deepEqual(menuBasis({ restaurantName: 'Ramen Bar', cuisines: [], cuisineWords: ['ramen_bar;ramen bar'], dietaryOptions: [] }).cuisines, ['japanese']);
  assert.deepEqual(menuBasis({ restaurantName: 'Jin Ju', cuisines: ['thai'], cuisineWords: ['asian', 'thai'], dietaryOptions: [] }).cuisines, ['thai', 'pan-asian']);
});

test('a vegan place (its diet tag, its name or its cuisine word) gets only dishes the scan finds no Vegan conflict in, in every language', () => {
  const vegan = compileScanProfile({ dietaryPreferences: ['Vegan'] });
  const places: Partial<MenuEstimateInput>[] = [
    { restaurantName: 'Sauvage Pizza', cuisines: ['pizza'], cuisineType: 'Pizza', cuisineWords: ['pizza'], dietaryOptions: ['Vegan', 'Vegetarian'] },
    { restaurantName: 'Green Lotus', cuisines: ['chinese'], cuisineType: 'Chinese', cuisineWords: ['chinese'], dietaryOptions: ['Vegan', 'Vegetarian'] },
    { restaurantName: 'Vegan Sushi House', cuisines: [], cuisineType: 'Restaurant', cuisineWords: [], dietaryOptions: [] },
    { restaurantName: 'Root', cuisines: ['american'], cuisineType: 'American', cuisineWords: ['american', 'vegan'], dietaryOptions: [] },
    { restaurantName: 'Plant Kitchen', cuisines: [], cuisineType: 'Restaurant', cuisineWords: ['vegan'], dietaryOptions: [] },
  ];
  for (const place of places) {
    for (const language of LANGUAGES) {
      for (const menu of menusFor({ ...place, language })) {
        for (const item of menu) {
          const scan = scanRestaurant({ menuItems: [{ name: item.name, ingredients: item.ingredients }] }, vegan);
          assert.deepEqual(scan.dietaryWarnings, [], `${place.restaurantName} (${language}): ${item.name}: ${item.ingredients.join(', ')}`);
        }
      }
    }
  }
  // Still the place's own cuisine where it has vegan dishes: a vegan pizzeria serves pizza.
  for (const menu of menusFor(places[0]!)) assert.ok(menu.filter((item) => pool('pizza').has(item.name)).length >= 4, inspect(names(menu)));
  for (const menu of menusFor(places[1]!)) assert.ok(pool('chinese').has(menu[0]!.name), inspect(names(menu)));
});

test('a place offering vegetarian options (diet:vegetarian=yes) gets at least half of its dishes vegetarian', () => {
  const vegetarian = compileScanProfile({ dietaryPreferences: ['Vegetarian'] });
  for (const menu of menusFor({ restaurantName: 'Smokey Joe', cuisines: ['barbecue'], cuisineWords: ['barbecue'], dietaryOptions: ['Vegetarian'] })) {
    const fitting = menu.filter((item) => scanRestaurant({ menuItems: [{ name: item.name, ingredients: item.ingredients }] }, vegetarian).dietaryWarnings.length === 0);
    assert.ok(fitting.length * 2 >= menu.length, `${fitting.length} of ${menu.length}: ${inspect(names(menu))}`);
    assert.ok(menu.some((item) => pool('barbecue').has(item.name) && !KB.barbecue.find((d) => d.names.en === item.name)!.vegetarian), 'still a barbecue');
  }
});

test('an Asian, Thai, Malaysian, Indonesian or pan-Asian place always has peanut dishes the scan flags for a peanut allergy', () => {
  const peanuts = compileScanProfile({ allergies: ['Peanuts'] });
  const places: Partial<MenuEstimateInput>[] = [
    { restaurantName: 'Jin Ju', cuisines: ['thai'], cuisineType: 'Thai', cuisineWords: ['asian', 'thai'] },
    { restaurantName: 'Penang Corner', cuisines: [], cuisineType: 'malaysian', cuisineWords: ['malaysian'] },
    { restaurantName: 'Warung Bali', cuisines: [], cuisineType: 'indonesian', cuisineWords: ['indonesian'] },
    { restaurantName: 'Wok Street', cuisines: [], cuisineType: 'asian', cuisineWords: ['asian'] },
    { restaurantName: 'Pan Asian Kitchen', cuisines: [], cuisineType: 'Restaurant', cuisineWords: [] },
  ];
  for (const place of places) {
    for (const language of ['en', 'de', 'ja'] as const) {
      for (const menu of menusFor({ ...place, language })) {
        const flagged = menu.filter((item) =>
          scanRestaurant({ menuItems: [{ name: item.name, ingredients: item.ingredients }] }, peanuts).allergenWarnings.some((w) => w.kind === 'allergen' && w.category === 'peanuts'),
        );
        assert.ok(flagged.length >= 1, `${place.restaurantName} (${language}): ${inspect(names(menu))}`);
      }
    }
  }
});

test('a place whose cuisine nothing names gets general dishes and is marked unknown; known words are never lost', () => {
  assert.deepEqual(menuBasis({ restaurantName: 'The Golden Fork', cuisines: [], cuisineWords: [], dietaryOptions: [] }), { cuisines: [] });
  const general = pool('general');
  for (const menu of menusFor({ restaurantName: 'The Golden Fork', cuisines: [], cuisineType: 'Restaurant', cuisineWords: [] })) {
    assert.ok(menu.every((item) => general.has(item.name)), inspect(names(menu)));
  }
  for (const [words, cuisine] of [
    [['ethiopian'], 'ethiopian'],
    [['caribbean'], 'caribbean'],
    [['peruvian'], 'peruvian'],
    [['filipino'], 'filipino'],
    [['korean'], 'korean'],
    [['vietnamese'], 'vietnamese'],
    [['middle eastern'], 'middle-eastern'],
    [['steak house'], 'steakhouse'],
    [['breakfast'], 'brunch'],
  ] as const) {
    assert.deepEqual(menuBasis({ restaurantName: 'X', cuisines: [], cuisineWords: words, dietaryOptions: [] }).cuisines, [cuisine]);
  }
});

/** Loanwords aside, these English words have German words a German menu uses instead. */
const ENGLISH_WORDS = /\b(chicken|beef|pork|lamb|fish|cheese|fried|grilled|with|and|soup|salad|rice|noodles?|bread|pie|eggs?|shrimp|sweet|sour|spicy|green|red|house|vegetables?|potato(es)?|beans|cake|roll|rolls|smoked|roast|stew|pancakes?|cream|chocolate|the|of|on)\b/i;
const JAPANESE = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;

test('dish names and ingredients are in the diner\'s language: German words for a German diner, Japanese for a Japanese one', () => {
  for (const cuisine of MENU_CUISINES) {
    for (const dish of KB[cuisine]) {
      assert.doesNotMatch(dish.names.de, ENGLISH_WORDS, `${cuisine}: ${dish.names.de}`);
      for (const ingredient of dish.ingredients) assert.doesNotMatch(ingredient.names.de, ENGLISH_WORDS, ingredient.names.de);
      for (const text of [dish.names.ja, ...dish.ingredients.map((i) => i.names.ja)]) {
        assert.match(text, JAPANESE, `${cuisine}: ${text}`);
        assert.doesNotMatch(text, /[A-Za-z]/, `${cuisine}: ${text}`);
      }
    }
  }
  const [german] = menusFor({ language: 'de' });
  assert.ok(german!.some((item) => item.name === 'Grünes Curry mit Hähnchen' || item.ingredients.includes('Erdnüsse')), inspect(german));
  const [japanese] = menusFor({ language: 'ja' });
  assert.equal(japanese![0]!.name, 'パッタイ');
  assert.ok(japanese![0]!.ingredients.includes('ピーナッツ'), inspect(japanese![0]));
});

test('prices: in the place currency where it is known and scaled by its price level; left out (N/A) otherwise', () => {
  const usd = estimateEmbeddedMenu(input());
  assert.ok(usd.every((item) => /^\$\d+\.(00|50)$/.test(item.price ?? '')), JSON.stringify(usd.map((i) => i.price)));
  const gbp = estimateEmbeddedMenu(input({ currency: 'GBP' }));
  assert.ok(gbp.every((item) => item.price?.startsWith('£')), inspect(gbp.map((item) => item.price)));
  const jpy = estimateEmbeddedMenu(input({ currency: 'JPY' }));
  assert.ok(jpy.every((item) => /^¥[\d,]+$/.test(item.price ?? '')), inspect(jpy.map((item) => item.price)));
  for (const currency of [undefined, 'XYZ']) {
    assert.ok(estimateEmbeddedMenu(input({ currency })).every((item) => item.price === undefined), String(currency));
  }
  const amount = (price?: string) => Number(price?.replace(/[^\d.]/g, ''));
  const cheap = estimateEmbeddedMenu(input({ priceLevel: '$' }));
  const dear = estimateEmbeddedMenu(input({ priceLevel: '$$$$' }));
  cheap.forEach((item, i) => assert.ok(amount(item.price) < amount(dear[i]!.price), item.name));
  // Plausible: a mid-priced US dish costs between $3 and $60.
  assert.ok(usd.every((item) => amount(item.price) >= 3 && amount(item.price) <= 60), inspect(usd));
});

/**
 * The ingredient lists are real recipes: the allergens a dish is known to contain are in its
 * ingredients (scanned without the dish name), and the allergen scanner reads them.
 */
test('real ingredients: well-known dishes carry their allergens, and the scanner flags them', () => {
  const expected: [string, string[]][] = [
    ['Pad thai', ['Peanuts', 'Eggs', 'Fish', 'Shellfish']],
    ['Margherita pizza', ['Wheat', 'Milk']],
    ['Spaghetti carbonara', ['Eggs', 'Milk', 'Wheat']],
    ['California roll', ['Shellfish', 'Eggs']],
    ['Miso soup', ['Soy', 'Fish']],
    ['Lamb korma', ['Tree Nuts', 'Milk']],
    ['Kung pao chicken', ['Peanuts', 'Soy']],
    ['Fish and chips', ['Fish', 'Wheat']],
    ['Tiramisu', ['Eggs', 'Milk']],
    ['Baklava', ['Tree Nuts', 'Wheat']],
    ['Nasi lemak', ['Peanuts', 'Fish', 'Shellfish', 'Eggs']],
    ['Chicken satay with peanut sauce', ['Peanuts']],
    ['Pho bo', ['Fish']],
    ['Caesar salad', ['Eggs', 'Fish', 'Milk', 'Wheat']],
    ['Kare-kare', ['Peanuts', 'Shellfish']],
    ['Ají de gallina', ['Tree Nuts', 'Milk', 'Eggs', 'Wheat']],
  ];
  const dishes = new Map(Object.values(KB).flat().map((dish) => [dish.names.en, dish]));
  for (const [name, allergies] of expected) {
    const dish = dishes.get(name);
    assert.ok(dish, name);
    for (const language of LANGUAGES) {
      const ingredients = dish.ingredients.map((i) => i.names[language]);
      for (const allergy of allergies) assert.ok(contains(ingredients, allergy), `${name} (${language}: ${ingredients.join(', ')}) should contain ${allergy}`);
    }
  }
});
