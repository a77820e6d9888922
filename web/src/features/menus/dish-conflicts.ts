// Relative on purpose: this module's unit test runs under plain tsx, which knows no `@shared` alias.
import { scanText, type ScanProfile } from '../../../../shared/domain/allergen-scan';
import type { AllergenScanResult } from '../../../../shared/domain/allergen-scan';
import type { ScrapedMenuItem } from './menu-data';

export interface DishConflicts {
  /** Per ingredient, in order: does it conflict with the user's allergies or diets? */
  ingredients: boolean[];
  /** The dish's name itself names a conflict ("Peanut noodles", "Pad thai": may contain peanuts). */
  name: boolean;
  hasConflict: boolean;
}

/** A finding of the scan: an allergen (mentioned, possible or said absent) or a diet conflict. */
export function hasFinding(scan: AllergenScanResult): boolean {
  return scan.allergenWarnings.length > 0 || scan.dietaryWarnings.length > 0;
}

/**
 * Which parts of a dish conflict with the user's lists (product-rules §8.2, /scrape-menu): each ingredient
 * is scanned on its own by the same scanner as search results, so the page can mark the very
 * ingredient that matched; the name is scanned too. "Not enough information" is no conflict here:
 * the page flags only what the text names.
 */
export function dishConflicts(item: ScrapedMenuItem, profile: ScanProfile): DishConflicts {
  if (!profile.hasRestrictions) return { ingredients: item.ingredients.map(() => false), name: false, hasConflict: false };
  const ingredients = item.ingredients.map((ingredient) => hasFinding(scanText(ingredient, profile)));
  const name = hasFinding(scanText(item.dish, profile));
  return { ingredients, name, hasConflict: name || ingredients.some(Boolean) };
}
