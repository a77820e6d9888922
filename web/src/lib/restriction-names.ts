import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { presetFor, type DietaryListKind } from '@shared/domain/dietary-presets';

/**
 * The one translation of every allergen and diet name: the scan's category and diet ids in
 * search.json (`scan.categories.*`, `scan.diets.*`). Chips, filters, warnings, the landing page and
 * a place's diet badges all name them through this, so "Shellfish" is one word in each language.
 */
export interface RestrictionNames {
  /** A scan category id ('peanuts', 'shellfish', 'nuts', 'dairy', ...). */
  allergen(id: string, fallback?: string): string;
  /** A diet id ('vegetarian', 'glutenFree', 'keto', ...). */
  diet(id: string, fallback?: string): string;
  /** A stored list entry ("Peanuts", "Gluten-Free"): a preset by its id, the user's own words as typed. */
  entry(kind: DietaryListKind, value: string): string;
  /** A diet as a source or a filter names it ("Gluten-Free", "Vegan", "Keto"): its id from the English name. */
  dietNamed(name: string): string;
  /** An allergen as a filter names it ("Nuts", "Dairy", "Shellfish"). */
  allergenNamed(name: string): string;
}

/** "Gluten-Free" → "glutenFree", "Tree Nuts" → "treeNuts", "Vegan" → "vegan". */
export function restrictionIdOf(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[-\s]+(\p{L})/gu, (_, c: string) => c.toUpperCase());
}

export function useRestrictionNames(): RestrictionNames {
  const { t } = useTranslation('search');
  const allergen = useCallback((id: string, fallback?: string) => t(`scan.categories.${id}`, { defaultValue: fallback ?? id }), [t]);
  const diet = useCallback((id: string, fallback?: string) => t(`scan.diets.${id}`, { defaultValue: fallback ?? id }), [t]);
  return useMemo(
    () => ({
      allergen,
      diet,
      entry: (kind, value) => {
        const preset = presetFor(kind, value);
        if (!preset) return value;
        return kind === 'allergy' ? allergen(preset.id, value) : diet(preset.id, value);
      },
      dietNamed: (name) => diet(restrictionIdOf(name), name),
      allergenNamed: (name) => allergen(restrictionIdOf(name), name),
    }),
    [allergen, diet],
  );
}
