// Relative on purpose: this module's unit test runs under plain tsx, which knows no `@shared` alias.
import type { ComparedRestaurantSnapshot } from '../../../../shared/api/comparisons';
import { toRestaurantSnapshot } from '../../../../shared/api/history';
import type { Restaurant } from '../../../../shared/api/places';
import { CUISINE_LABELS } from '../../../../shared/domain/cuisines';
import { profileScanLists } from '../../../../shared/domain/scan-lists';
import { scanRestaurant, type AllergenScanResult, type ScanPreferences } from '../../../../shared/domain/allergen-scan';
import type { ComparedRestaurant } from '../../lib/comparison-nav-state';

/**
 * What a comparison records for a restaurant: the snapshot history keeps and the verdict its card
 * showed (scanned by the search with its lists, on everything the source knew), so seeing the
 * comparison again shows the same verdict.
 */
export function comparedSnapshotOf(restaurant: ComparedRestaurant): ComparedRestaurantSnapshot {
  const snapshot = toRestaurantSnapshot(restaurant as Restaurant);
  return restaurant.allergyInfo ? { ...snapshot, allergyInfo: restaurant.allergyInfo } : snapshot;
}

/**
 * The verdict a compared restaurant shows: its card's when known; else (a comparison recorded before
 * verdicts were kept) the scan of what the snapshot holds with the user's lists: its name, its
 * cuisines, its diet tags and the diets it serves only. Null until the lists are known.
 */
export function comparedVerdict(restaurant: ComparedRestaurant, lists: ScanPreferences | null): AllergenScanResult | null {
  if (restaurant.allergyInfo) return restaurant.allergyInfo;
  if (!lists) return null;
  const cuisineType = [...new Set([...restaurant.cuisines.map((c) => CUISINE_LABELS[c]), restaurant.cuisineType])];
  return scanRestaurant(
    {
      name: restaurant.name,
      cuisineType,
      dietaryOptions: restaurant.dietaryOptions,
      ...(restaurant.dietaryOnly?.length ? { dietaryOnly: restaurant.dietaryOnly } : {}),
      ...(restaurant.pros ? { pros: restaurant.pros } : {}),
      ...(restaurant.cons ? { cons: restaurant.cons } : {}),
    },
    lists,
  );
}

/**
 * The lists a comparison rescans with: the profile's allergies, each with its severity (product-rules §11.4),
 * and its diets, as the card's server scan read them. Null while the profile is unknown.
 */
export function comparisonScanLists(profile: Parameters<typeof profileScanLists>[0]): ScanPreferences | null {
  if (!profile) return null;
  const lists = profileScanLists(profile);
  return { allergies: lists.allergies, dietaryPreferences: lists.dietaryRestrictions, allergySeverities: lists.allergySeverities ?? {} };
}
