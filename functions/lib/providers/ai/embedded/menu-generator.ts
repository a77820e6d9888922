import { cuisinesForValue, cuisinesForWord, isCuisine, normalizeCuisineWord } from '../../../../../shared/domain/cuisines';
import { hashSeed, sample, seededRandom } from '../../places/demo/random';
import type { EstimatedMenuItem, MenuEstimateInput } from '../port';
import { type KnowledgeBaseDish, type MenuCuisine, menuKnowledgeBase } from './menu-knowledge-base';
import { formatMenuPrice } from './menu-prices';

/**
 * The offline menu estimate: 8 to 15 dishes typical of the restaurant's cuisine, drawn from the
 * knowledge base (menu-knowledge-base.json) with random numbers seeded by the restaurant id, so a
 * restaurant always gets the same menu. With two or more cuisines ("pizza;italian") about two
 * thirds come from the main one. A place with no known cuisine gets the general menu. Dishes keep
 * the knowledge base's order (mains before desserts), main cuisine first.
 *
 * Names and ingredients are English whatever the caller's language: no dish-name lexicon exists,
 * and the allergen scanner reads English (docs/decisions: the embedded generator's language).
 * Prices only in a currency the price table knows (else left out, shown N/A); calories estimated.
 */
export const MENU_MIN_ITEMS = 8;
export const MENU_MAX_ITEMS = 15;
/** Share of a menu taken from the main cuisine when the place has several. */
const MAIN_CUISINE_SHARE = 2 / 3;

export function estimateEmbeddedMenu(input: MenuEstimateInput): EstimatedMenuItem[] {
  const random = seededRandom(hashSeed('embedded-menu', input.restaurantId));
  const cuisines = menuCuisines(input);
  const kb = menuKnowledgeBase();
  const pools = cuisines.map((cuisine) => kb[cuisine]);
  const distinct = new Set(pools.flat().map((dish) => dish.name)).size;
  const most = Math.min(MENU_MAX_ITEMS, distinct);
  const count = Math.min(most, MENU_MIN_ITEMS + Math.floor(random() * (most - MENU_MIN_ITEMS + 1)));
  return pickDishes(pools, count, random).map((dish) => item(dish, input, random));
}

/**
 * The knowledge-base cuisines for a place: its cuisine ids, else the provider's cuisine words,
 * else words of its name ("Joe's Pizza"), else `general`.
 */
export function menuCuisines(input: Pick<MenuEstimateInput, 'cuisines' | 'cuisineType' | 'restaurantName'>): MenuCuisine[] {
  const known = input.cuisines.filter(isCuisine);
  if (known.length) return [...new Set(known)];
  const fromType = cuisinesForValue(input.cuisineType);
  if (fromType.length) return fromType;
  const fromName = input.restaurantName
    .split(/[^\p{L}]+/u)
    .map(normalizeCuisineWord)
    .filter(Boolean)
    .flatMap((word) => cuisinesForWord(word) ?? []);
  return fromName.length ? [...new Set(fromName)] : ['general'];
}

/** `count` distinct dishes (by name): the main cuisine's share, then one from each cuisine in turn. */
function pickDishes(pools: readonly (readonly KnowledgeBaseDish[])[], count: number, random: () => number): KnowledgeBaseDish[] {
  const shuffled = pools.map((pool) => sample(random, pool.map((dish, index) => ({ dish, index })), pool.length));
  const chosen = new Map<string, { dish: KnowledgeBaseDish; pool: number; index: number }>();
  const take = (pool: number, limit: number) => {
    const list = shuffled[pool]!;
    while (chosen.size < limit && list.length) {
      const next = list.shift()!;
      if (!chosen.has(next.dish.name)) chosen.set(next.dish.name, { ...next, pool });
    }
  };
  take(0, pools.length > 1 ? Math.ceil(count * MAIN_CUISINE_SHARE) : count);
  for (let pool = 1 % pools.length; chosen.size < count && shuffled.some((list) => list.length); pool = (pool + 1) % pools.length) {
    take(pool, chosen.size + 1);
  }
  return [...chosen.values()].sort((a, b) => a.pool - b.pool || a.index - b.index).map(({ dish }) => dish);
}

function item(dish: KnowledgeBaseDish, input: MenuEstimateInput, random: () => number): EstimatedMenuItem {
  // Each dish's price and calories vary a little between restaurants (±8 % and ±5 %).
  const priceJitter = 0.92 + random() * 0.16;
  const kcalJitter = 0.95 + random() * 0.1;
  const price = formatMenuPrice(dish.usd * priceJitter, input.priceLevel, input.currency);
  return {
    name: dish.name,
    ingredients: [...dish.ingredients],
    ...(price ? { price } : {}),
    calories: Math.round((dish.kcal * kcalJitter) / 10) * 10,
  };
}

