// Relative on purpose: this module's unit test runs under plain tsx, which knows no `@shared` alias.
import { scanText } from '../../../../shared/domain/allergen-scan';
import { compileScanLists } from '../../../../shared/domain/scan-lists';
import type { ChefCardPerson } from '../../../../shared/domain/chef-card/chef-card-text';

export interface CardDish {
  dish: string;
  ingredients: string;
}

export interface FlaggedDish extends CardDish {
  /** The people the dish is flagged for (their names; none for the user's own card). */
  for: (string | undefined)[];
}

/**
 * The dishes of a generated menu that name something a person must avoid (product-rules §17.4): each dish's
 * name and ingredients scanned with each person's allergies (with severity) and diets, by the same scanner
 * as the menu analysis.
 */
export function flaggedDishes(items: readonly CardDish[], people: readonly ChefCardPerson[]): FlaggedDish[] {
  const profiles = people.map((person) => ({
    name: person.name,
    scan: compileScanLists({
      allergies: person.allergies.map((allergy) => allergy.entry),
      dietaryRestrictions: person.diets,
      allergySeverities: Object.fromEntries(person.allergies.map((allergy) => [allergy.entry, allergy.severity])),
    }),
  }));
  return items.flatMap((item) => {
    const text = `${item.dish}: ${item.ingredients}`;
    const flaggedFor = profiles.filter(({ scan }) => {
      if (!scan.hasRestrictions) return false;
      const result = scanText(text, scan);
      return result.allergenWarnings.length > 0 || result.dietaryWarnings.length > 0;
    });
    return flaggedFor.length > 0 ? [{ ...item, for: flaggedFor.map((person) => person.name) }] : [];
  });
}
