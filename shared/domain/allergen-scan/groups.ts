/**
 * Term groups: the sets of trigger words the lexicon is made of. An allergy or a diet is a set of
 * groups (Gluten = wheat + other gluten cereals; Vegan = every animal group). Groups are bits so a
 * phrase that belongs to several ("pesto": milk and tree nuts) is one number.
 */
export const GROUP_IDS = [
  // Allergens: the spec's eight, sesame (the ninth US major allergen), and the rest of the EU-14.
  'peanuts',
  'treeNuts',
  'milk',
  'eggs',
  'fish',
  'shellfish',
  'wheat',
  'glutenCereals',
  'soy',
  'sesame',
  'mustard',
  'celery',
  'lupin',
  'sulphites',
  // Diet conflicts.
  'meat',
  'poultry',
  'pork',
  'gelatin',
  'honey',
  'insect',
  'alcohol',
  'nonKosher',
  'meatWithDairy',
  'highCarb',
] as const;

export type GroupId = (typeof GROUP_IDS)[number];

export const GROUP_BIT = Object.fromEntries(GROUP_IDS.map((id, i) => [id, 1 << i])) as Record<GroupId, number>;

export function maskOf(groups: readonly GroupId[]): number {
  let mask = 0;
  for (const g of groups) mask |= GROUP_BIT[g];
  return mask;
}

/** Everything from an animal: what "vegan" or "plant-based" in front of a word rules out. */
export const ANIMAL_MASK = maskOf(['milk', 'eggs', 'fish', 'shellfish', 'meat', 'poultry', 'pork', 'gelatin', 'honey', 'insect', 'nonKosher', 'meatWithDairy']);
/** Meat and fish: what "vegetarian", "veggie" or "meatless" in front of a word rules out. */
export const FLESH_MASK = maskOf(['fish', 'shellfish', 'meat', 'poultry', 'pork', 'gelatin', 'nonKosher', 'meatWithDairy']);
