import type { Cuisine } from '../../cuisines';
import type { GroupId } from '../groups';

/**
 * What kitchens of each cuisine the search knows commonly cook with, as ingredients and the term
 * groups they bring. This is knowledge about a kind of kitchen, not about one restaurant: it gives
 * the caution note "Thai kitchens often use peanuts, shrimp paste: ask about Peanuts, Shellfish",
 * never "Contains" or "May contain" (docs/allergen-scan.md, "Cuisine knowledge", names the sources).
 * Every cuisine lists the allergens its everyday dishes and base ingredients bring (sauces, pastes,
 * fats, doughs), and the animal groups a diet needs to know about when they are the cuisine's
 * point (a steakhouse's beef) or hidden in its seasonings (fish sauce).
 */
export const INGREDIENTS = {
  peanuts: { label: 'peanuts', groups: ['peanuts'] },
  cashews: { label: 'cashews', groups: ['treeNuts'] },
  almonds: { label: 'almonds', groups: ['treeNuts'] },
  pistachios: { label: 'pistachios', groups: ['treeNuts'] },
  walnuts: { label: 'walnuts', groups: ['treeNuts'] },
  nuts: { label: 'nuts', groups: ['treeNuts', 'peanuts'] },
  pesto: { label: 'pesto', groups: ['treeNuts', 'milk'] },
  fishSauce: { label: 'fish sauce', groups: ['fish'] },
  shrimpPaste: { label: 'shrimp paste', groups: ['shellfish'] },
  oysterSauce: { label: 'oyster sauce', groups: ['shellfish'] },
  dashi: { label: 'dashi (fish stock)', groups: ['fish'] },
  fish: { label: 'fish', groups: ['fish'] },
  shellfish: { label: 'shellfish', groups: ['shellfish'] },
  anchovies: { label: 'anchovies', groups: ['fish'] },
  soySauce: { label: 'soy sauce', groups: ['soy', 'wheat'] },
  miso: { label: 'miso', groups: ['soy'] },
  tofu: { label: 'tofu', groups: ['soy'] },
  fermentedPastes: { label: 'fermented soybean and chili pastes', groups: ['soy', 'wheat'] },
  sesame: { label: 'sesame', groups: ['sesame'] },
  tahini: { label: 'tahini', groups: ['sesame'] },
  mole: { label: 'mole sauce', groups: ['peanuts', 'sesame'] },
  wheatNoodles: { label: 'wheat noodles and wrappers', groups: ['wheat'] },
  batter: { label: 'batter and breading', groups: ['wheat', 'eggs'] },
  bread: { label: 'bread', groups: ['wheat'] },
  flourTortillas: { label: 'flour tortillas', groups: ['wheat'] },
  pasta: { label: 'pasta', groups: ['wheat'] },
  freshEggPasta: { label: 'fresh egg pasta', groups: ['eggs', 'wheat'] },
  pizzaDough: { label: 'pizza dough', groups: ['wheat'] },
  filo: { label: 'filo pastry', groups: ['wheat'] },
  flour: { label: 'flour', groups: ['wheat'] },
  eggs: { label: 'eggs', groups: ['eggs'] },
  mayonnaise: { label: 'mayonnaise', groups: ['eggs'] },
  butter: { label: 'butter', groups: ['milk'] },
  cream: { label: 'cream', groups: ['milk'] },
  cheese: { label: 'cheese', groups: ['milk'] },
  milk: { label: 'milk', groups: ['milk'] },
  yogurt: { label: 'yogurt', groups: ['milk'] },
  ghee: { label: 'ghee', groups: ['milk'] },
  paneer: { label: 'paneer', groups: ['milk'] },
  mustard: { label: 'mustard', groups: ['mustard'] },
  beef: { label: 'beef', groups: ['meat'] },
  meat: { label: 'meat', groups: ['meat', 'poultry'] },
  pork: { label: 'pork', groups: ['pork', 'meat'] },
  curedHam: { label: 'cured ham', groups: ['pork', 'meat'] },
} as const satisfies Record<string, { readonly label: string; readonly groups: readonly GroupId[] }>;

export type IngredientId = keyof typeof INGREDIENTS;

/** Each cuisine's common ingredients, in the order the note names them. */
export const CUISINE_KNOWLEDGE: Readonly<Record<Cuisine, readonly IngredientId[]>> = {
  american: ['bread', 'cheese', 'butter', 'mayonnaise', 'batter', 'beef', 'meat'],
  italian: ['pasta', 'bread', 'cheese', 'freshEggPasta', 'pesto', 'anchovies', 'curedHam'],
  chinese: ['soySauce', 'wheatNoodles', 'sesame', 'oysterSauce', 'peanuts', 'eggs', 'pork'],
  mexican: ['cheese', 'cream', 'flourTortillas', 'mole', 'meat', 'pork'],
  japanese: ['fish', 'dashi', 'shellfish', 'soySauce', 'miso', 'tofu', 'sesame', 'batter', 'eggs'],
  indian: ['ghee', 'paneer', 'cream', 'yogurt', 'cashews', 'almonds', 'bread', 'mustard'],
  thai: ['peanuts', 'fishSauce', 'shrimpPaste', 'oysterSauce', 'cashews', 'eggs', 'soySauce'],
  french: ['butter', 'cream', 'cheese', 'eggs', 'flour', 'mustard'],
  mediterranean: ['tahini', 'yogurt', 'cheese', 'bread', 'fish', 'pistachios'],
  korean: ['fermentedPastes', 'soySauce', 'sesame', 'fishSauce', 'shellfish', 'wheatNoodles', 'eggs', 'pork', 'beef'],
  vietnamese: ['fishSauce', 'shrimpPaste', 'peanuts', 'soySauce', 'wheatNoodles', 'eggs', 'pork'],
  greek: ['cheese', 'yogurt', 'filo', 'bread', 'eggs', 'walnuts', 'fish', 'meat'],
  spanish: ['shellfish', 'fish', 'eggs', 'mayonnaise', 'almonds', 'cheese', 'curedHam'],
  'middle-eastern': ['tahini', 'yogurt', 'bread', 'pistachios', 'walnuts', 'meat'],
  seafood: ['fish', 'shellfish', 'batter', 'butter'],
  steakhouse: ['beef', 'butter', 'cream', 'cheese', 'mustard'],
  barbecue: ['meat', 'pork', 'mustard', 'bread', 'butter'],
  pizza: ['pizzaDough', 'cheese', 'curedHam'],
  'fast-food': ['bread', 'batter', 'cheese', 'mayonnaise', 'meat'],
  cafe: ['milk', 'flour', 'butter', 'eggs', 'nuts'],
  bakery: ['flour', 'butter', 'milk', 'eggs', 'nuts', 'sesame'],
  dessert: ['milk', 'cream', 'eggs', 'flour', 'nuts'],
};
