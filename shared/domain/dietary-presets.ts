import { DIETARY_ENTRY_MAX_LENGTH, DIETARY_LIST_MAX_ENTRIES, dietaryEntryKey, tidyDietaryEntry } from './dietary-list';

/**
 * The preset dietary preferences and allergies (product-rules §11.3, /profile) and the rules for adding an
 * entry by hand. The profile page and the search panel both use these, so a list edited in one
 * place behaves the same in the other. Stored values are the English names below (the allergen
 * scan matches on them); the web shows a translated label by `id`.
 */
export type DietaryListKind = 'dietary' | 'allergy';

export interface DietaryPreset {
  /** Stable id for translation keys and test ids. */
  readonly id: string;
  /** The value stored in the profile. */
  readonly value: string;
}

export const DIETARY_PREFERENCE_PRESETS = [
  { id: 'vegetarian', value: 'Vegetarian' },
  { id: 'vegan', value: 'Vegan' },
  { id: 'glutenFree', value: 'Gluten-Free' },
  { id: 'halal', value: 'Halal' },
  { id: 'kosher', value: 'Kosher' },
  { id: 'dairyFree', value: 'Dairy-Free' },
  { id: 'nutFree', value: 'Nut-Free' },
] as const satisfies readonly DietaryPreset[];

/** The spec's eight allergies plus Sesame, the ninth major allergen (FASTER Act 2021). */
export const ALLERGY_PRESETS = [
  { id: 'peanuts', value: 'Peanuts' },
  { id: 'treeNuts', value: 'Tree Nuts' },
  { id: 'milk', value: 'Milk' },
  { id: 'eggs', value: 'Eggs' },
  { id: 'fish', value: 'Fish' },
  { id: 'shellfish', value: 'Shellfish' },
  { id: 'wheat', value: 'Wheat' },
  { id: 'soy', value: 'Soy' },
  { id: 'sesame', value: 'Sesame' },
] as const satisfies readonly DietaryPreset[];

export const DIETARY_PRESETS: Record<DietaryListKind, readonly DietaryPreset[]> = {
  dietary: DIETARY_PREFERENCE_PRESETS,
  allergy: ALLERGY_PRESETS,
};

/** The preset an entry stands for (ignoring case and spacing), if any. */
export function presetFor(kind: DietaryListKind, entry: string): DietaryPreset | undefined {
  const key = dietaryEntryKey(entry);
  return DIETARY_PRESETS[kind].find((preset) => dietaryEntryKey(preset.value) === key);
}

/** Whether `entries` already holds `entry`, ignoring case and spacing. */
export function hasDietaryEntry(entries: readonly string[], entry: string): boolean {
  const key = dietaryEntryKey(entry);
  return entries.some((existing) => dietaryEntryKey(existing) === key);
}

export type DietaryEntryProblemCode = 'BLANK' | 'DUPLICATE' | 'TOO_LONG' | 'TOO_MANY';

/** English messages; the web translates them by kind and code. The duplicate texts are the spec's. */
export const DIETARY_ENTRY_MESSAGES: Record<DietaryListKind, Record<DietaryEntryProblemCode, string>> = {
  dietary: {
    BLANK: 'Please enter a dietary preference',
    DUPLICATE: 'This dietary preference already exists',
    TOO_LONG: `Keep each entry under ${DIETARY_ENTRY_MAX_LENGTH} characters.`,
    TOO_MANY: `Choose at most ${DIETARY_LIST_MAX_ENTRIES} entries.`,
  },
  allergy: {
    BLANK: 'Please enter an allergy',
    DUPLICATE: 'This allergy already exists',
    TOO_LONG: `Keep each entry under ${DIETARY_ENTRY_MAX_LENGTH} characters.`,
    TOO_MANY: `Choose at most ${DIETARY_LIST_MAX_ENTRIES} entries.`,
  },
};

export type DietaryEntryResult =
  | { ok: true; entries: string[] }
  | { ok: false; code: DietaryEntryProblemCode; message: string };

/**
 * Adds an entry typed by hand: trimmed (inner spaces collapsed), blanks and duplicates (ignoring
 * case) refused, at most 50 characters and 30 entries, as the server also enforces. Typing a
 * preset's name in another case adds the preset's own spelling, so "peanuts" selects Peanuts.
 */
export function addDietaryEntry(kind: DietaryListKind, entries: readonly string[], input: string): DietaryEntryResult {
  const fail = (code: DietaryEntryProblemCode): DietaryEntryResult => ({ ok: false, code, message: DIETARY_ENTRY_MESSAGES[kind][code] });
  const entry = tidyDietaryEntry(input);
  if (entry === '') return fail('BLANK');
  if (hasDietaryEntry(entries, entry)) return fail('DUPLICATE');
  if (entry.length > DIETARY_ENTRY_MAX_LENGTH) return fail('TOO_LONG');
  if (entries.length >= DIETARY_LIST_MAX_ENTRIES) return fail('TOO_MANY');
  return { ok: true, entries: [...entries, presetFor(kind, entry)?.value ?? entry] };
}

/** Removes an entry (ignoring case and spacing). */
export function removeDietaryEntry(entries: readonly string[], entry: string): string[] {
  const key = dietaryEntryKey(entry);
  return entries.filter((existing) => dietaryEntryKey(existing) !== key);
}

/** Selects or deselects a preset chip. */
export function toggleDietaryPreset(kind: DietaryListKind, entries: readonly string[], preset: DietaryPreset): DietaryEntryResult {
  if (hasDietaryEntry(entries, preset.value)) return { ok: true, entries: removeDietaryEntry(entries, preset.value) };
  return addDietaryEntry(kind, entries, preset.value);
}

/** Whether two lists hold the same entries in any order; used to detect unsaved changes. */
export function sameDietaryEntries(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const sorted = (list: readonly string[]) => list.map(tidyDietaryEntry).sort();
  const [x, y] = [sorted(a), sorted(b)];
  return x.every((entry, i) => entry === y[i]);
}
