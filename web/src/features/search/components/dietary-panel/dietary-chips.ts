import type { DietaryListKind } from '@shared/domain/dietary-presets';
import { useRestrictionNames } from '@/lib/restriction-names';

export interface DietaryChip {
  kind: DietaryListKind;
  entry: string;
}

/** The chips of the two lists: allergies first, then diets. */
export function dietaryChips(dietary: string[], allergies: string[]): DietaryChip[] {
  return [
    ...allergies.map((entry) => ({ kind: 'allergy' as const, entry })),
    ...dietary.map((entry) => ({ kind: 'dietary' as const, entry })),
  ];
}

/** A translated chip text for a stored entry: presets by id, the user's own words as typed. */
export function useEntryLabel() {
  const names = useRestrictionNames();
  return (kind: DietaryListKind, entry: string) => names.entry(kind, entry);
}
