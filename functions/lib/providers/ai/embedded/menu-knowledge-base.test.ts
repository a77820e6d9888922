import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { compileScanProfile, scanRestaurant } from '../../../../../shared/domain/allergen-scan';
import { LANGUAGES } from '../../../../../shared/i18n/languages';
import { MENU_CUISINES } from '../menu-basis';
import { type MenuAllergen, menuKnowledgeBase, parseMenuKnowledgeBase } from './menu-knowledge-base';

/**
 * The knowledge base against the allergen scan, in all nine languages: what an ingredient is
 * declared to be (its kind and allergens) is what the scan reads in its name, so a menu in any
 * language is flagged as the English one is, and a dish listed as vegan or vegetarian raises no
 * diet conflict in any language (the menu of a vegan place).
 */
const KB = menuKnowledgeBase();
const ALLERGIES: readonly MenuAllergen[] = ['Peanuts', 'Tree Nuts', 'Milk', 'Eggs', 'Fish', 'Shellfish', 'Wheat', 'Soy', 'Sesame'];
const everything = compileScanProfile({ allergies: [...ALLERGIES], dietaryPreferences: ['Vegan', 'Vegetarian'] });
const ingredients = [...new Map(Object.values(KB).flat().flatMap((dish) => dish.ingredients).map((i) => [i.id, i])).values()];
const dishes = [...new Set(Object.values(KB).flat())];

test('every ingredient, in every language: the scan finds exactly its declared allergens and the diets its kind rules out', () => {
  const problems: string[] = [];
  for (const ingredient of ingredients) {
    for (const language of LANGUAGES) {
      const name = ingredient.names[language];
      const scan = scanRestaurant({ menuItems: [{ ingredients: [name] }] }, everything);
      const found = new Set(scan.allergenWarnings.filter((w) => w.kind === 'allergen').map((w) => w.label));
      const conflicts = new Set(scan.dietaryWarnings.map((w) => w.diet));
      for (const allergy of ingredient.allergens) if (!found.has(allergy)) problems.push(`${language} "${name}": ${allergy} not found`);
      for (const allergy of found) if (!ingredient.allergens.includes(allergy as MenuAllergen)) problems.push(`${language} "${name}": ${allergy} found`);
      const animal = ingredient.kind !== 'plant';
      const meat = ['meat', 'fish', 'shellfish'].includes(ingredient.kind);
      if (animal !== conflicts.has('vegan')) problems.push(`${language} "${name}" (${ingredient.kind}): Vegan conflict ${conflicts.has('vegan')}`);
      if (meat !== conflicts.has('vegetarian')) problems.push(`${language} "${name}" (${ingredient.kind}): Vegetarian conflict ${conflicts.has('vegetarian')}`);
    }
  }
  assert.deepEqual(problems, []);
});

test('every vegan or vegetarian dish, name and ingredients in every language: no conflict with that diet', () => {
  const problems: string[] = [];
  for (const [diet, fits] of [
    ['Vegan', (d: (typeof dishes)[number]) => d.vegan],
    ['Vegetarian', (d: (typeof dishes)[number]) => d.vegetarian],
  ] as const) {
    const profile = compileScanProfile({ dietaryPreferences: [diet] });
    for (const dish of dishes.filter(fits)) {
      for (const language of LANGUAGES) {
        const item = { name: dish.names[language], ingredients: dish.ingredients.map((i) => i.names[language]) };
        const scan = scanRestaurant({ menuItems: [item] }, profile);
        if (scan.dietaryWarnings.length) problems.push(`${diet} ${language} "${item.name}": ${scan.dietaryWarnings.map((w) => w.terms.join(', ')).join('; ')}`);
      }
    }
  }
  assert.deepEqual(problems, []);
});

test('each cuisine has at least 8 dishes; a broken edit fails loudly', () => {
  for (const cuisine of MENU_CUISINES) assert.ok(KB[cuisine].length >= 8, cuisine);
  const read = (file: string) => JSON.parse(readFileSync(new URL(`./menu-dishes/${file}`, import.meta.url), 'utf8')) as unknown;
  const files = Object.fromEntries(MENU_CUISINES.map((cuisine) => [cuisine, read(`${cuisine}.json`)]));
  assert.throws(() => parseMenuKnowledgeBase(read('ingredients.json'), { ...files, thai: { dishes: [...(files.thai as { dishes: unknown[] }).dishes, ['Pad woon sen|x|y|z', 'glass noodles', 12, 500]] } }), /no ingredient "glass noodles"/);
  assert.throws(() => parseMenuKnowledgeBase(read('ingredients.json'), { ...files, thai: { dishes: ['=No such dish', ...(files.thai as { dishes: unknown[] }).dishes] } }), /no dish "=No such dish"/);
  assert.throws(() => parseMenuKnowledgeBase(read('ingredients.json'), { ...files, thai: { dishes: [['Pad thai|es', 'rice', 1, 1]] } }), /9 \(or 4\) names|at least 8/);
});
