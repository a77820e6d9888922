import { FALLBACK_LANGUAGE, normalizeLanguage } from '../../../../../shared/i18n/languages';
import { hashSeed, sample, seededRandom } from '../../places/demo/random';
import { type MenuBasis, type MenuCuisine, type MenuDiet, menuBasis } from '../menu-basis';
import type { EstimatedMenuItem, MenuEstimateInput } from '../port';
import { type KnowledgeBaseDish, menuKnowledgeBase } from './menu-knowledge-base';
import { formatMenuPrice } from './menu-prices';

/**
 * The offline menu estimate: 8 to 15 dishes drawn from the knowledge base (menu-dishes/) with
 * random numbers seeded by the restaurant id, so a restaurant always gets the same menu.
 *
 * Every dish comes from one of the place's cuisines as `menuBasis` reads them (its cuisine ids,
 * all of its cuisine words, its name); with two or more, about two thirds come from the main one.
 * A diet the place is (vegan) keeps only the dishes that fit it, topped up from that diet's own
 * list; a vegetarian option makes at least half of the menu vegetarian. A place with no known
 * cuisine gets general dishes, and the menu says its cuisine is unknown. Dishes keep the
 * knowledge base's order (mains before desserts), main cuisine first.
 *
 * Names and ingredients are in the caller's language (all nine are in the knowledge base), so
 * the allergen scan reads them as it reads any menu in that language. Prices only in a currency
 * the price table knows (else left out, shown N/A); calories estimated.
 */
export const MENU_MIN_ITEMS = 8;
export const MENU_MAX_ITEMS = 15;
/** Share of a menu taken from the main cuisine when the place has several. */
const MAIN_CUISINE_SHARE = 2 / 3;
/**
 * The main cuisine's first dishes (its files list its signature dishes first: pad thai, nasi
 * lemak and satay) are on every menu: a diner sees the risks the cuisine is known for.
 */
const SIGNATURE_DISHES = 2;
/** Share of a menu that fits the diet a place offers as an option (`diet:vegetarian=yes`). */
const LEAN_DIET_SHARE = 1 / 2;

type Pool = readonly KnowledgeBaseDish[];

export function estimateEmbeddedMenu(input: MenuEstimateInput): EstimatedMenuItem[] {
  const random = seededRandom(hashSeed('embedded-menu', input.restaurantId));
  const language = normalizeLanguage(input.language) ?? FALLBACK_LANGUAGE;
  return menuDishes(menuBasis(input), random).map((dish) => {
    // Each dish's price and calories vary a little between restaurants (±8 % and ±5 %).
    const priceJitter = 0.92 + random() * 0.16;
    const kcalJitter = 0.95 + random() * 0.1;
    const price = formatMenuPrice(dish.usd * priceJitter, input.priceLevel, input.currency);
    return {
      name: dish.names[language],
      ingredients: dish.ingredients.map((ingredient) => ingredient.names[language]),
      ...(price ? { price } : {}),
      calories: Math.round((dish.kcal * kcalJitter) / 10) * 10,
    };
  });
}

/** The dishes of a place's menu, in menu order. */
export function menuDishes(basis: MenuBasis, random: () => number): KnowledgeBaseDish[] {
  const kb = menuKnowledgeBase();
  const cuisines: MenuCuisine[] = basis.cuisines.length ? basis.cuisines : [basis.onlyDiet ?? 'general'];
  const pools: Pool[] = cuisines.map((cuisine) => kb[cuisine]);
  if (basis.onlyDiet) {
    const fitting = withDietPool(pools.map((pool) => pool.filter(fits(basis.onlyDiet!))), kb[basis.onlyDiet]);
    return pickDishes(fitting, menuSize(fitting, random), random);
  }
  const count = menuSize(pools, random);
  if (!basis.leanDiet) return pickDishes(pools, count, random);
  // Half (or more) from the dishes that fit the diet, the rest from all of the cuisines' dishes.
  const fitting = withDietPool(pools.map((pool) => pool.filter(fits(basis.leanDiet!))), kb[basis.leanDiet]);
  const first = pickDishes(fitting, Math.ceil(count * LEAN_DIET_SHARE), random);
  const rest = pickDishes(pools.map((pool) => pool.filter((dish) => !first.includes(dish))), count - first.length, random);
  const order = [...fitting, ...pools].flat();
  return [...first, ...rest].sort((a, b) => order.indexOf(a) - order.indexOf(b));
}

function fits(diet: MenuDiet): (dish: KnowledgeBaseDish) => boolean {
  return diet === 'vegan' ? (dish) => dish.vegan : (dish) => dish.vegetarian;
}

/** The diet's own list after the cuisines' fitting dishes, when these alone cannot fill a menu. */
function withDietPool(pools: Pool[], dietPool: Pool): Pool[] {
  if (distinctCount(pools) >= MENU_MIN_ITEMS) return pools;
  const taken = new Set(pools.flat());
  return [...pools, dietPool.filter((dish) => !taken.has(dish))];
}

function distinctCount(pools: readonly Pool[]): number {
  return new Set(pools.flat()).size;
}

function menuSize(pools: readonly Pool[], random: () => number): number {
  const most = Math.min(MENU_MAX_ITEMS, distinctCount(pools));
  return Math.min(most, MENU_MIN_ITEMS + Math.floor(random() * (most - MENU_MIN_ITEMS + 1)));
}

/** `count` distinct dishes: the main cuisine's signature dishes and share, then one from each cuisine in turn. */
function pickDishes(pools: readonly Pool[], count: number, random: () => number): KnowledgeBaseDish[] {
  const shuffled = pools.map((pool) => sample(random, pool.map((dish, index) => ({ dish, index })), pool.length));
  const chosen = new Map<KnowledgeBaseDish, { pool: number; index: number }>();
  const take = (pool: number, limit: number) => {
    const list = shuffled[pool]!;
    while (chosen.size < limit && list.length) {
      const next = list.shift()!;
      if (!chosen.has(next.dish)) chosen.set(next.dish, { pool, index: next.index });
    }
  };
  if (pools.length === 0) return [];
  for (const [index, dish] of pools[0]!.slice(0, Math.min(SIGNATURE_DISHES, count)).entries()) chosen.set(dish, { pool: 0, index });
  take(0, pools.length > 1 ? Math.ceil(count * MAIN_CUISINE_SHARE) : count);
  for (let pool = 1 % pools.length; chosen.size < count && shuffled.some((list) => list.length); pool = (pool + 1) % pools.length) {
    take(pool, chosen.size + 1);
  }
  return [...chosen.entries()].sort(([, a], [, b]) => a.pool - b.pool || a.index - b.index).map(([dish]) => dish);
}
