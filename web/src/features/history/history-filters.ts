/**
 * The history filters of product-rules §9.3: diets Vegetarian, Vegan, Gluten-Free, Dairy-Free, Keto, Halal,
 * Kosher; allergies Nuts, Dairy, Gluten, Shellfish, Soy, Eggs, Fish, Sesame, each mapped to its
 * "-Free" dietary option (Gluten to Gluten-Free, Dairy to Dairy-Free, Nuts to Nut-Free).
 */
export const HISTORY_DIET_FILTERS = ['Vegetarian', 'Vegan', 'Gluten-Free', 'Dairy-Free', 'Keto', 'Halal', 'Kosher'] as const;
export const HISTORY_ALLERGY_FILTERS = ['Nuts', 'Dairy', 'Gluten', 'Shellfish', 'Soy', 'Eggs', 'Fish', 'Sesame'] as const;
export type HistoryDietFilter = (typeof HISTORY_DIET_FILTERS)[number];
export type HistoryAllergyFilter = (typeof HISTORY_ALLERGY_FILTERS)[number];

/** The plural allergy names lose their "s" before "-Free" (Nuts → Nut-Free, Eggs → Egg-Free). */
const SINGULAR: Partial<Record<HistoryAllergyFilter, string>> = { Nuts: 'Nut', Eggs: 'Egg' };

export function freeOptionOf(allergy: HistoryAllergyFilter): string {
  return `${SINGULAR[allergy] ?? allergy}-Free`;
}

export interface HistoryFilters {
  diets: readonly HistoryDietFilter[];
  allergies: readonly HistoryAllergyFilter[];
}

export const NO_FILTERS: HistoryFilters = { diets: [], allergies: [] };

/** The dietary options an item must all carry for the chosen filters (diets, then allergy "-Free" options). */
export function requiredOptions(filters: HistoryFilters): string[] {
  return [...new Set([...filters.diets, ...filters.allergies.map(freeOptionOf)])];
}

const norm = (value: string) => value.trim().toLowerCase();

/** True when `options` (a restaurant's dietary options, or a search's diets) carry every required option. */
export function matchesFilters(options: readonly string[], filters: HistoryFilters): boolean {
  const have = new Set(options.map(norm));
  return requiredOptions(filters).every((option) => have.has(norm(option)));
}

export function toggleFilter<T extends string>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}
