import { readFileSync } from 'node:fs';
import { LANGUAGES, type Language } from '../../../../../shared/i18n/languages';
import { MENU_CUISINES, type MenuCuisine } from '../menu-basis';

/**
 * The embedded menu generator's knowledge base (menu-dishes/ beside this file, MENU_KNOWLEDGE_BASE.md):
 * one JSON file per cuisine with the dishes typical of it, and one table of their ingredients. Every
 * dish and every ingredient has its name in the nine interface languages, so a menu is written in
 * the diner's language and the allergen scan reads it in that language. An ingredient's kind
 * (plant, dairy, egg, honey, meat, fish, shellfish) says which diets a dish fits; its allergens are
 * what the scan must find in its name (menu-knowledge-base.test.ts checks both in every language).
 *
 * It is data read at run time, as the demo places' knowledge base is: it never weighs on a Lambda
 * bundle (in AWS the AI port is OpenAI; only the local runtime runs the embedded generator).
 */
export const INGREDIENT_KINDS = ['plant', 'dairy', 'egg', 'honey', 'meat', 'fish', 'shellfish'] as const;
export type IngredientKind = (typeof INGREDIENT_KINDS)[number];
/** The scan's allergy presets an ingredient carries. */
export type MenuAllergen = 'Peanuts' | 'Tree Nuts' | 'Milk' | 'Eggs' | 'Fish' | 'Shellfish' | 'Wheat' | 'Soy' | 'Sesame';

export type Names = Readonly<Record<Language, string>>;

export interface Ingredient {
  /** Its English name. */
  id: string;
  kind: IngredientKind;
  allergens: readonly MenuAllergen[];
  names: Names;
}

export interface KnowledgeBaseDish {
  /** Its English name: one dish, however many cuisines list it. */
  id: string;
  names: Names;
  ingredients: readonly Ingredient[];
  /** US dollars at a mid-priced ($$) place. */
  usd: number;
  /** Estimated kilocalories of one portion. */
  kcal: number;
  /** Plant ingredients only. */
  vegan: boolean;
  /** No meat, fish or shellfish. */
  vegetarian: boolean;
}

export type MenuKnowledgeBase = Readonly<Record<MenuCuisine, readonly KnowledgeBaseDish[]>>;

const KIND_CODES: Readonly<Record<string, IngredientKind>> = { p: 'plant', d: 'dairy', e: 'egg', h: 'honey', m: 'meat', f: 'fish', s: 'shellfish' };
const ALLERGEN_CODES: Readonly<Record<string, MenuAllergen>> = {
  P: 'Peanuts',
  T: 'Tree Nuts',
  M: 'Milk',
  E: 'Eggs',
  F: 'Fish',
  S: 'Shellfish',
  W: 'Wheat',
  Y: 'Soy',
  Z: 'Sesame',
};
const MEAT_KINDS: ReadonlySet<IngredientKind> = new Set(['meat', 'fish', 'shellfish']);
/** The cuisines a dish file may list besides its own dishes: "=Pad thai" takes that dish from another file. */
const REFERENCE = '=';
/** A dish's names: nine, or four when the six Latin-script languages share a loanword ("Pad thai|パッタイ|팟타이|泰式炒河粉"). */
const LATIN_LANGUAGES = 6;

/** As stored: [names, comma-separated English ingredient names, US dollars, kcal], or "=English name". */
type StoredDish = [string, string, number, number] | string;

let cached: MenuKnowledgeBase | undefined;

export function menuKnowledgeBase(): MenuKnowledgeBase {
  cached ??= parseMenuKnowledgeBase(
    readJson('ingredients.json'),
    Object.fromEntries(MENU_CUISINES.map((cuisine) => [cuisine, readJson(`${cuisine}.json`)])),
  );
  return cached;
}

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(new URL(`./menu-dishes/${file}`, import.meta.url), 'utf8'));
}

/** Fails loudly on a broken edit of the JSON rather than generating odd menus. */
export function parseMenuKnowledgeBase(ingredientsJson: unknown, cuisineJson: Readonly<Record<string, unknown>>): MenuKnowledgeBase {
  const ingredients = parseIngredients(ingredientsJson);
  const dishes = new Map<string, KnowledgeBaseDish>();
  const lists = new Map<MenuCuisine, StoredDish[]>();
  for (const cuisine of MENU_CUISINES) {
    const list = (cuisineJson[cuisine] as { dishes?: StoredDish[] } | undefined)?.dishes;
    if (!Array.isArray(list) || list.length < 8) throw new Error(`Menu knowledge base, ${cuisine}: at least 8 dishes are needed.`);
    lists.set(cuisine, list);
    for (const stored of list) {
      if (typeof stored === 'string') continue;
      const dish = parseDish(stored, ingredients, cuisine);
      if (dishes.has(dish.id)) throw new Error(`Menu knowledge base, ${cuisine}: "${dish.id}" is written twice (refer to it as "=${dish.id}").`);
      dishes.set(dish.id, dish);
    }
  }
  const out: Partial<Record<MenuCuisine, KnowledgeBaseDish[]>> = {};
  for (const [cuisine, list] of lists) {
    out[cuisine] = list.map((stored) => {
      if (typeof stored !== 'string') return dishes.get(stored[0].split('|')[0]!)!;
      const dish = stored.startsWith(REFERENCE) ? dishes.get(stored.slice(REFERENCE.length)) : undefined;
      if (!dish) throw new Error(`Menu knowledge base, ${cuisine}: no dish "${stored}".`);
      return dish;
    });
  }
  return out as MenuKnowledgeBase;
}

function parseIngredients(json: unknown): Map<string, Ingredient> {
  const table = (json as { ingredients?: Record<string, [string, string, string]> }).ingredients ?? {};
  const out = new Map<string, Ingredient>();
  for (const [id, [kindCode, allergenCodes, names]] of Object.entries(table)) {
    const kind = KIND_CODES[kindCode];
    const allergens = allergenCodes ? allergenCodes.split(',').map((code) => ALLERGEN_CODES[code]) : [];
    const translated = names.split('|');
    if (!kind || allergens.some((a) => !a) || translated.length !== LANGUAGES.length - 1 || translated.some((n) => !n.trim())) {
      throw new Error(`Menu knowledge base, ingredient "${id}": check its kind, allergens and eight translations.`);
    }
    out.set(id, { id, kind, allergens: allergens as MenuAllergen[], names: namesOf([id, ...translated]) });
  }
  return out;
}

function parseDish([names, ingredientList, usd, kcal]: [string, string, number, number], ingredients: ReadonlyMap<string, Ingredient>, cuisine: string): KnowledgeBaseDish {
  const parts = names.split('|').map((name) => name.trim());
  const all = parts.length === 4 ? [...Array<string>(LATIN_LANGUAGES).fill(parts[0]!), ...parts.slice(1)] : parts;
  if (all.length !== LANGUAGES.length || all.some((name) => !name)) throw new Error(`Menu knowledge base, ${cuisine}: "${names}" needs 9 (or 4) names.`);
  const used = ingredientList.split(',').map((id) => {
    const ingredient = ingredients.get(id.trim());
    if (!ingredient) throw new Error(`Menu knowledge base, ${cuisine}, "${parts[0]}": no ingredient "${id.trim()}" in ingredients.json.`);
    return ingredient;
  });
  if (!(usd > 0) || !(kcal > 0) || used.length === 0) throw new Error(`Menu knowledge base, ${cuisine}: check "${parts[0]}".`);
  return {
    id: all[0]!,
    names: namesOf(all),
    ingredients: used,
    usd,
    kcal,
    vegan: used.every((i) => i.kind === 'plant'),
    vegetarian: used.every((i) => !MEAT_KINDS.has(i.kind)),
  };
}

function namesOf(list: readonly string[]): Names {
  return Object.fromEntries(LANGUAGES.map((language, index) => [language, list[index]!])) as Record<Language, string>;
}
