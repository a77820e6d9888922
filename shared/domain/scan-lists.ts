import { compileScanProfile, type ScanProfile } from './allergen-scan/index';
import type { AllergySeverities } from './allergy-severity';

/**
 * The lists one scan checks, compiled for the scanner. A search checks its allergies, what its words
 * said to avoid (like a custom allergy) and its diets; the profile its allergies and diets. The
 * search's card, the detail page and the menu opened from that search compile them here, so they
 * check the same (product-rules §10.1).
 */
export interface ScanLists {
  allergies: readonly string[];
  dietaryRestrictions: readonly string[];
  /** Words the search text said to leave out ("without cheese" → cheese); none for a profile. */
  avoid?: readonly string[];
  /** Each allergy's severity (product-rules §11.4); what the text said to avoid is a plain allergy. */
  allergySeverities?: AllergySeverities;
}

export function compileScanLists(lists: ScanLists): ScanProfile {
  return compileScanProfile({
    allergies: [...lists.allergies, ...(lists.avoid ?? [])],
    dietaryPreferences: [...lists.dietaryRestrictions],
    ...(lists.allergySeverities ? { allergySeverities: lists.allergySeverities } : {}),
  });
}

/** A profile's lists as the scan reads them (none stored yet: empty lists). */
export function profileScanLists(
  profile: { allergies?: readonly string[]; dietary_preferences?: readonly string[]; allergy_severities?: AllergySeverities } | undefined | null,
): ScanLists {
  return { allergies: profile?.allergies ?? [], dietaryRestrictions: profile?.dietary_preferences ?? [], allergySeverities: profile?.allergy_severities ?? {} };
}
