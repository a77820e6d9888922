import { readFileSync } from 'node:fs';
import { CUISINES, type Cuisine } from '../../../../../shared/domain/cuisines';

/**
 * The embedded menu generator's knowledge base (menu-knowledge-base.json beside this file): for
 * each cuisine, dishes typical of it with the ingredients their usual recipe has, a price for a
 * mid-priced ($$) place in US dollars and an estimated portion's kilocalories. Written for this
 * project from general culinary knowledge (MENU_KNOWLEDGE_BASE.md). Ingredients are plain English
 * food words, so the allergen scanner reads them as it reads any menu.
 *
 * It is data read at run time, as the demo places' knowledge base is: it never weighs on a Lambda
 * bundle (in AWS the AI port is OpenAI; only the local runtime runs the embedded generator).
 * `general` is the fallback for a place whose cuisine is unknown or has no entry.
 */
export interface KnowledgeBaseDish {
  name: string;
  ingredients: readonly string[];
  /** US dollars at a mid-priced ($$) place. */
  usd: number;
  /** Estimated kilocalories of one portion. */
  kcal: number;
}

export type MenuCuisine = Cuisine | 'general';
export type MenuKnowledgeBase = Readonly<Record<MenuCuisine, readonly KnowledgeBaseDish[]>>;

/** As stored: [name, comma-separated ingredients, US dollars, kcal]. */
type StoredDish = [string, string, number, number];

let cached: MenuKnowledgeBase | undefined;

export function menuKnowledgeBase(): MenuKnowledgeBase {
  cached ??= parseMenuKnowledgeBase(JSON.parse(readFileSync(new URL('./menu-knowledge-base.json', import.meta.url), 'utf8')));
  return cached;
}

/** Fails loudly on a broken edit of the JSON rather than generating odd menus. */
export function parseMenuKnowledgeBase(json: unknown): MenuKnowledgeBase {
  const cuisines = (json as { cuisines?: Record<string, StoredDish[]> }).cuisines ?? {};
  const out: Partial<Record<MenuCuisine, KnowledgeBaseDish[]>> = {};
  for (const cuisine of [...CUISINES, 'general'] as const) {
    const dishes = cuisines[cuisine];
    if (!Array.isArray(dishes) || dishes.length < 8) throw new Error(`Menu knowledge base, ${cuisine}: at least 8 dishes are needed.`);
    out[cuisine] = dishes.map(([name, ingredients, usd, kcal]) => {
      if (!name || !ingredients || !(usd > 0) || !(kcal > 0)) throw new Error(`Menu knowledge base, ${cuisine}: check "${name}".`);
      return { name, ingredients: ingredients.split(',').map((part) => part.trim()), usd, kcal };
    });
  }
  return out as MenuKnowledgeBase;
}
