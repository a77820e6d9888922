import type { AllergenScanResult } from './allergen-scan/types';
import { isHighRiskWarning } from './allergen-scan/severity';

/**
 * Eating together, "Search for" (product-rules §14.4): who is at the table of a search, and how a
 * place is ordered for all of them. One source for the server's scan per diner and the results' sort.
 */

/** Diner profiles one search may name: the largest plan's limit (product-rules §14.3, §14.4). */
export const TABLE_MAX_DINERS = 8;

/** A diner profile id as the server issues them (UUIDs); the one pattern of the routes and the search. */
export const DINER_ID_PATTERN = /^[A-Za-z0-9-]{1,64}$/;
export const DINER_ID_MESSAGE = 'The diner profile id is not valid.';

/** The id the table gives the signed-in user themself (their search's own lists). */
export const TABLE_ME = 'me';

/** One person at the table and the verdict of one place for them (product-rules §14.4). */
export interface DinerVerdict {
  /** `me` (the search's own lists), or the diner profile's id. */
  dinerId: string;
  /** The diner profile's name; empty for `me` (the page says "Me" in the reader's language). */
  name: string;
  /** Up to two initials of the name (`dinerInitials`); empty for `me`. */
  initials: string;
  /** The same scan the card's own badge comes from, with this person's allergies, severities and diets. */
  scan: AllergenScanResult;
}

type RankedScan = Pick<AllergenScanResult, 'riskLevel' | 'raisedBySeverity' | 'allergenWarnings' | 'dietaryWarnings'>;

/**
 * How safe one verdict is, lower first ("safest first", product-rules §11.4): Safe Option 0; Check
 * Menu with nothing found 1; Check Menu with findings 2; High Risk raised by a severe allergy (no
 * "Contains") 3; High Risk with a "Contains" 4.
 */
export function safetyRank(scan: RankedScan): number {
  if (scan.riskLevel === 'safe') return 0;
  if (scan.riskLevel === 'danger') return scan.raisedBySeverity ? 3 : 4;
  return scan.allergenWarnings.length + scan.dietaryWarnings.length === 0 ? 1 : 2;
}

/**
 * "Best for everyone" (product-rules §14.4): a place ranks by the WORST verdict of anyone at its table
 * (the highest `safetyRank`); a place with no table ranks by its own scan.
 */
export function tableRank(place: { allergyInfo: RankedScan; table?: readonly { scan: RankedScan }[] }): number {
  const table = place.table;
  if (!table || table.length === 0) return safetyRank(place.allergyInfo);
  return Math.max(...table.map((verdict) => safetyRank(verdict.scan)));
}

/** One person at the table a dish conflicts with, and the worst level found for them (product-rules §14.4). */
export interface DishMark {
  dinerId: string;
  name: string;
  initials: string;
  level: 'danger' | 'caution';
}

/**
 * How a dish's scan marks one person (product-rules §14.4, §11.4): High Risk for a `Contains` or a
 * severe allergy's `May contain`; Check Menu for any other finding (a possible allergen, an allergen
 * said absent, a diet conflict); none without a finding (a dish's short text gives no "not enough
 * information" mark).
 */
export function dishMarkLevel(scan: Pick<AllergenScanResult, 'allergenWarnings' | 'dietaryWarnings'>): DishMark['level'] | undefined {
  if (scan.allergenWarnings.some(isHighRiskWarning)) return 'danger';
  return scan.allergenWarnings.length + scan.dietaryWarnings.length > 0 ? 'caution' : undefined;
}
