// Relative on purpose: this module's unit test runs under plain tsx, which knows no `@shared` alias.
import { generateMenuResponseSchema, type GenerateMenuResponse } from '../../../../shared/api/menus';

/**
 * The navigation state the card's Generate Menu sends to /restaurant/{id} (product-rules §8.1: after menu
 * generation also generatedMenu, restaurantName, location and cached, beside the results).
 */
export interface MenuNavState {
  generatedMenu: GenerateMenuResponse;
  restaurantName: string;
  location: string;
  cached: boolean;
  searchResults?: unknown;
  searchPreferences?: unknown;
}

/**
 * The generated menu a page was given, when it is a well-formed answer for this restaurant;
 * anything else (another restaurant's menu, an old or hand-made history entry) is ignored.
 */
export function readGeneratedMenu(value: unknown, restaurantId: string): GenerateMenuResponse | null {
  const parsed = generateMenuResponseSchema.safeParse(value);
  return parsed.success && parsed.data.restaurantId === restaurantId ? parsed.data : null;
}
