// Relative on purpose: this module's unit test runs under plain tsx, which knows no `@shared` alias.
import { scanText, type ScanProfile } from '../../../../shared/domain/allergen-scan';
import type { AllergenScanResult } from '../../../../shared/domain/allergen-scan';
import { VERDICT_REPORT_CONCERNS } from '../../../../shared/api/verdict-reports';
import type { ScrapedMenuItem } from './menu-data';

export interface DishConflicts {
  /** Per ingredient, in order: does it conflict with the user's allergies or diets? */
  ingredients: boolean[];
  /** The dish's name itself names a conflict ("Peanut noodles", "Pad thai": may contain peanuts). */
  name: boolean;
  hasConflict: boolean;
  /**
   * The first allergen category or diet id the dish was flagged for, when it is one a verdict report
   * can name (product-rules §16.1): the report dialog of the dish starts with it chosen.
   */
  concern: string | null;
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
  if (!profile.hasRestrictions) return { ingredients: item.ingredients.map(() => false), name: false, hasConflict: false, concern: null };
  const nameScan = scanText(item.dish, profile);
  const ingredientScans = item.ingredients.map((ingredient) => scanText(ingredient, profile));
  const ingredients = ingredientScans.map(hasFinding);
  const name = hasFinding(nameScan);
  return { ingredients, name, hasConflict: name || ingredients.some(Boolean), concern: firstReportableConcern([nameScan, ...ingredientScans]) };
}

const reportable = new Set<string>(VERDICT_REPORT_CONCERNS);

function firstReportableConcern(scans: readonly AllergenScanResult[]): string | null {
  for (const scan of scans) {
    const allergen = scan.allergenWarnings.find((w) => w.kind !== 'allergenNegated' && reportable.has(w.category));
    if (allergen) return allergen.category;
    const diet = scan.dietaryWarnings.find((w) => reportable.has(w.diet));
    if (diet) return diet.diet;
  }
  return null;
}
