import type { Restaurant } from '../../../../shared/api/places';
import { compileScanProfile, scanRestaurant } from '../../../../shared/domain/allergen-scan/index';

/**
 * What the search text asked to leave out ("sushi sin mariscos": Shellfish; "pizza without cheese":
 * cheese) moves the places whose own name or cuisine holds it to the end, keeping the order within
 * each part: a seafood bar is not the best match for sushi without shellfish. Only the name and the
 * cuisine are read (a menu word deep in a description does not demote a place); the full scan still
 * warns on every card.
 */
export function demoteWhatTheTextAvoids(restaurants: readonly Restaurant[], avoid: { allergies: readonly string[]; terms: readonly string[] }): Restaurant[] {
  if (avoid.allergies.length === 0 && avoid.terms.length === 0) return [...restaurants];
  const profile = compileScanProfile({ allergies: [...avoid.allergies, ...avoid.terms], dietaryPreferences: [] });
  const holdsIt = (r: Restaurant) => scanRestaurant({ name: r.name, cuisineType: r.cuisineType }, profile).allergenWarnings.some((w) => w.kind !== 'allergenNegated');
  const kept: Restaurant[] = [];
  const demoted: Restaurant[] = [];
  for (const restaurant of restaurants) (holdsIt(restaurant) ? demoted : kept).push(restaurant);
  return [...kept, ...demoted];
}
