import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { test } from 'node:test';
import { scanRestaurant } from '../../../../../shared/domain/allergen-scan';
import { CUISINES } from '../../../../../shared/domain/cuisines';
import type { MenuEstimateInput } from '../port';
import { estimateEmbeddedMenu, menuCuisines } from './menu-generator';
import { menuKnowledgeBase } from './menu-knowledge-base';

const MENU_KNOWLEDGE_BASE = menuKnowledgeBase();

const input = (over: Partial<MenuEstimateInput> = {}): MenuEstimateInput => ({
  restaurantId: 'osm-node-1',
  restaurantName: 'Baan Thai',
  cuisines: ['thai'],
  cuisineType: 'Thai',
  location: '1 Market Street, Philadelphia',
  language: 'en',
  currency: 'USD',
  ...over,
});
/** The scanner finds a definite "Contains {allergy}" in the ingredients alone (without the dish name). */
const contains = (ingredients: readonly string[], allergy: string) =>
  scanRestaurant({ menuItems: [{ ingredients }] }, { allergies: [allergy] }).allergenWarnings.some(
    (warning) => warning.kind === 'allergen' && warning.label === allergy,
  );
const names = (items: { name: string }[]) => items.map((item) => item.name);
const ids = Array.from({ length: 40 }, (_, i) => `osm-node-${1000 + i * 7919}`);

test('deterministic: the same restaurant always gets the same menu; other restaurants get other menus', () => {
  assert.deepEqual(estimateEmbeddedMenu(input()), estimateEmbeddedMenu(input()));
  const menus = new Set(ids.map((restaurantId) => JSON.stringify(estimateEmbeddedMenu(input({ restaurantId })))));
  assert.ok(menus.size >= 30, `40 restaurants gave only ${menus.size} different menus`);
});

test('every cuisine (and the fallback) gives 8 to 15 distinct dishes, each with ingredients and calories', () => {
  for (const cuisine of [...CUISINES, undefined]) {
    for (const restaurantId of ids) {
      const menu = estimateEmbeddedMenu(input({ restaurantId, cuisines: cuisine ? [cuisine] : [], cuisineType: 'Restaurant', restaurantName: 'The Corner' }));
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
  const thai = new Set(names([...MENU_KNOWLEDGE_BASE.thai]));
  for (const restaurantId of ids) assert.ok(estimateEmbeddedMenu(input({ restaurantId })).every((item) => thai.has(item.name)), `expected estimateEmbeddedMenu(input({ restaurantId })).every((item) => thai.has(item.name)); got estimateEmbeddedMenu(input({ restaurantId })) = ${inspect(estimateEmbeddedMenu(input({ restaurantId })))}`);
  const pizza = new Set(names([...MENU_KNOWLEDGE_BASE.pizza]));
  const italian = new Set(names([...MENU_KNOWLEDGE_BASE.italian]));
  for (const restaurantId of ids) {
    const menu = estimateEmbeddedMenu(input({ restaurantId, cuisines: ['pizza', 'italian'] }));
    assert.ok(menu.every((item) => pizza.has(item.name) || italian.has(item.name)), `expected menu.every((item) => pizza.has(item.name) || italian.has(item.name)); got menu = ${inspect(menu)}`);
    const fromPizza = menu.filter((item) => pizza.has(item.name)).length;
    assert.ok(fromPizza >= Math.ceil((menu.length * 2) / 3), `${fromPizza} of ${menu.length} from the main cuisine`);
    assert.ok(pizza.has(menu[0]!.name), 'the main cuisine comes first');
  }
});

test('a place with no cuisine id falls back on its cuisine words, then its name, then the general menu', () => {
  assert.deepEqual(menuCuisines({ cuisines: [], cuisineType: 'sushi;ramen', restaurantName: 'Hana' }), ['japanese']);
  assert.deepEqual(menuCuisines({ cuisines: [], cuisineType: 'Restaurant', restaurantName: "Joe's Pizza" }), ['pizza']);
  assert.deepEqual(menuCuisines({ cuisines: [], cuisineType: 'Ethiopian', restaurantName: 'Abyssinia' }), ['general']);
  const general = new Set(names([...MENU_KNOWLEDGE_BASE.general]));
  const menu = estimateEmbeddedMenu(input({ cuisines: [], cuisineType: 'Ethiopian', restaurantName: 'Abyssinia' }));
  assert.ok(menu.every((item) => general.has(item.name)), `expected menu.every((item) => general.has(item.name)); got menu = ${inspect(menu)}`);
});

test('prices: in the place currency where it is known and scaled by its price level; left out (N/A) otherwise', () => {
  const usd = estimateEmbeddedMenu(input());
  assert.ok(usd.every((item) => /^\$\d+\.(00|50)$/.test(item.price ?? '')), JSON.stringify(usd.map((i) => i.price)));
  assert.ok(estimateEmbeddedMenu(input({ currency: 'GBP' })).every((item) => item.price?.startsWith('£')), `expected estimateEmbeddedMenu(input({ currency: 'GBP' })).every((item) => item.price?.startsWith('£')); got estimateEmbeddedMenu(input({ currency: 'GBP' })) = ${inspect(estimateEmbeddedMenu(input({ currency: 'GBP' })))}`);
  assert.ok(estimateEmbeddedMenu(input({ currency: 'JPY' })).every((item) => /^¥[\d,]+$/.test(item.price ?? '')), `expected estimateEmbeddedMenu(input({ currency: 'JPY' })).every((item) => /^¥[\\d,]+$/.test(item.price ?? '')); got estimateEmbeddedMenu(input({ currency: 'JPY' })) = ${inspect(estimateEmbeddedMenu(input({ currency: 'JPY' })))}`);
  for (const currency of [undefined, 'XYZ']) {
    assert.ok(estimateEmbeddedMenu(input({ currency })).every((item) => item.price === undefined), String(currency));
  }
  const amount = (price?: string) => Number(price?.replace(/[^\d.]/g, ''));
  const cheap = estimateEmbeddedMenu(input({ priceLevel: '$' }));
  const dear = estimateEmbeddedMenu(input({ priceLevel: '$$$$' }));
  cheap.forEach((item, i) => assert.ok(amount(item.price) < amount(dear[i]!.price), item.name));
  // Plausible: a mid-priced US dish costs between $3 and $60.
  assert.ok(usd.every((item) => amount(item.price) >= 3 && amount(item.price) <= 60), `expected usd.every((item) => amount(item.price) >= 3 && amount(item.price) <= 60); got usd = ${inspect(usd)}`);
});

/**
 * The ingredient lists are real recipes: the allergens a dish is known to contain are in its
 * ingredients (scanned without the dish name), and the allergen scanner (the one every menu item
 * goes through) reads them.
 */
test('real ingredients: well-known dishes carry their allergens, and the scanner flags them', () => {
  const expected: [string, string[]][] = [
    ['Pad thai', ['Peanuts', 'Eggs', 'Fish', 'Shellfish']],
    ['Margherita pizza', ['Wheat', 'Milk']],
    ['Spaghetti carbonara', ['Eggs', 'Milk', 'Wheat']],
    ['California roll', ['Shellfish', 'Eggs']],
    ['Miso soup', ['Soy']],
    ['Lamb korma', ['Tree Nuts', 'Milk']],
    ['Kung pao chicken', ['Peanuts', 'Soy']],
    ['Fish and chips', ['Fish', 'Wheat']],
    ['Tiramisu', ['Eggs', 'Milk']],
    ['Baklava', ['Tree Nuts', 'Wheat']],
  ];
  const dishes = new Map(Object.values(MENU_KNOWLEDGE_BASE).flat().map((dish) => [dish.name, dish]));
  for (const [name, allergies] of expected) {
    const dish = dishes.get(name);
    assert.ok(dish, name);
    for (const allergy of allergies) {
      assert.ok(contains(dish.ingredients, allergy), `${name} (${dish.ingredients.join(', ')}) should contain ${allergy}`);
    }
  }
});

/** Across the whole knowledge base: an ingredient naming an allergen's food is always flagged for it. */
test('real ingredients: every dish with an obvious allergen word is flagged for that allergy', () => {
  const markers: [string, RegExp][] = [
    ['Peanuts', /\bpeanut/],
    ['Tree Nuts', /\b(almond|cashew|walnut|pistachio|pecan|hazelnut|pine nut)/],
    ['Milk', /\b(cheese|butter|buttermilk|cream|yogurt|mozzarella|parmesan|ghee|paneer)\b|(?<!(oat|coconut) )\bmilk\b/],
    ['Eggs', /\beggs?\b/],
    ['Fish', /\b(fish sauce|salmon|tuna|cod|anchovies|sardines)\b/],
    ['Shellfish', /\b(shrimp|crab|lobster|mussels|clams|oysters|scallops)\b/],
    ['Wheat', /\bwheat\b/],
    ['Soy', /\b(soy sauce|tofu|miso|soybeans)\b/],
  ];
  const missed: string[] = [];
  for (const dish of Object.values(MENU_KNOWLEDGE_BASE).flat()) {
    const text = dish.ingredients.join(', ');
    for (const [allergy, marker] of markers) {
      if (!marker.test(text)) continue;
      if (!contains(dish.ingredients, allergy)) missed.push(`${dish.name} / ${allergy}`);
    }
  }
  assert.deepEqual(missed, []);
});
