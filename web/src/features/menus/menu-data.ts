// Relative on purpose: this module's unit test runs under plain tsx, which knows no `@shared` alias.
import * as z from 'zod';
import { dishMarkSchema, MENU_ITEMS_MAX, type CheckedLists, type GenerateMenuResponse, type MenuItem } from '../../../../shared/api/menus';
import { TABLE_ME, type DishMark } from '../../../../shared/domain/table';

/**
 * /scrape-menu?restaurant=&menuData=&place= (product-rules §8.2): menuData is a URL-encoded JSON list of
 * { dish, price (optional), ingredients (list of strings) }. A price may come as a number. `place` is the
 * restaurant's id (public, no health data), which a report about a dish names (§16.1).
 */
export const scrapedMenuItemSchema = z.object({
  dish: z.string().trim().min(1),
  price: z.union([z.string(), z.number().transform(String)]).optional(),
  ingredients: z.array(z.string()),
});
export type ScrapedMenuItem = z.infer<typeof scrapedMenuItemSchema>;

const menuDataSchema = z.array(scrapedMenuItemSchema);

export interface MenuAnalysisInput {
  /** Null when the name is missing: the page shows the spec's default, "Restaurant", translated. */
  restaurant: string | null;
  items: ScrapedMenuItem[];
  /** Null for an address without it (an older link): the dishes then offer no report. */
  placeId: string | null;
}

/**
 * Reads the page's query string. Null when menuData is missing or is not such a list (the page
 * then redirects to /search-results); an empty list is valid (the page's empty state).
 */
export function readMenuAnalysisParams(search: URLSearchParams): MenuAnalysisInput | null {
  const raw = search.get('menuData');
  if (raw === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = menuDataSchema.safeParse(json);
  if (!parsed.success) return null;
  const restaurant = search.get('restaurant')?.trim() || null;
  const placeId = search.get('place')?.trim() || null;
  return { restaurant, placeId, items: parsed.data.map((item) => ({ ...item, ingredients: item.ingredients.map((i) => i.trim()).filter(Boolean) })) };
}

/** A generated item as the analysis page reads it: comma-separated ingredients become a list, "N/A" no price. */
export function toScrapedItem(item: Pick<MenuItem, 'menu_item' | 'ingredients' | 'price'>): ScrapedMenuItem {
  const ingredients = item.ingredients.split(',').map((i) => i.trim()).filter(Boolean);
  const price = item.price.trim();
  return { dish: item.menu_item, ingredients, ...(price && price !== 'N/A' ? { price } : {}) };
}

/** The /scrape-menu address for a generated menu. */
export function menuAnalysisHref(restaurant: string, items: readonly Pick<MenuItem, 'menu_item' | 'ingredients' | 'price'>[], placeId: string): string {
  const query = new URLSearchParams({ restaurant, menuData: JSON.stringify(items.map(toScrapedItem)), place: placeId });
  return `/scrape-menu?${query.toString()}`;
}

/**
 * The analysis page's navigation state (never its URL): the lists the items were checked with
 * (product-rules §10.1) and, for a menu asked from a search for a table, each dish's marks per diner
 * (product-rules §14.4), in the items' order.
 */
export function menuAnalysisState(
  menu: Pick<GenerateMenuResponse, 'checkedLists' | 'menuItems' | 'table'>,
): { checkedLists?: CheckedLists; tableMarks?: DishMark[][]; withoutMe?: true } | undefined {
  const state = {
    ...(menu.checkedLists ? { checkedLists: menu.checkedLists } : {}),
    ...(menu.table ? { tableMarks: menu.menuItems.map((item) => item.table ?? []) } : {}),
    // A search without Me: the dishes are marked for the table only (product-rules §14.4).
    ...(withoutMe(menu) ? { withoutMe: true as const } : {}),
  };
  return Object.keys(state).length > 0 ? state : undefined;
}

const tableMarksSchema = z.array(z.array(dishMarkSchema).max(9)).max(MENU_ITEMS_MAX);

/** The marks per dish from the analysis page's navigation state; none when absent or not well formed. */
export function readTableMarks(state: unknown): DishMark[][] | null {
  const parsed = tableMarksSchema.safeParse((state as { tableMarks?: unknown } | null)?.tableMarks);
  return parsed.success ? parsed.data : null;
}

/** A menu asked from a search for a table the user is not at (product-rules §14.4): no verdict of their own. */
export function withoutMe(menu: Pick<GenerateMenuResponse, 'table'>): boolean {
  return !!menu.table && !menu.table.some((member) => member.dinerId === TABLE_ME);
}

/** Whether the analysis page's navigation state says the user is not at the table. */
export function readWithoutMe(state: unknown): boolean {
  return (state as { withoutMe?: unknown } | null)?.withoutMe === true;
}
