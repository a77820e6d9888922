import { useTranslation } from 'react-i18next';
import { presetFor, type DietaryListKind } from '@shared/domain/dietary-presets';

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
  const { t } = useTranslation();
  return (kind: DietaryListKind, entry: string) => {
    const preset = presetFor(kind, entry);
    return preset ? t(`dietaryPresets.${preset.id}`) : entry;
  };
}
