/**
 * Dietary preferences and allergies are free-text lists (presets plus custom entries). Stored
 * lists are tidy: entries trimmed with inner whitespace collapsed, and the same entry written in
 * another case kept once (the first spelling wins), so "Peanuts" and " peanuts " are one allergy.
 */
export const DIETARY_LIST_MAX_ENTRIES = 30;
export const DIETARY_ENTRY_MAX_LENGTH = 50;

export function tidyDietaryEntry(entry: string): string {
  return entry.trim().replace(/\s+/g, ' ');
}

/** The identity of an entry: tidy and case-folded, so "Tree  nuts" and "tree nuts" are the same entry. */
export function dietaryEntryKey(entry: string): string {
  return tidyDietaryEntry(entry).toLocaleLowerCase('en');
}

export function normalizeDietaryList(entries: readonly string[]): string[] {
  const seen = new Set<string>();
  const tidy: string[] = [];
  for (const entry of entries.map(tidyDietaryEntry)) {
    const folded = dietaryEntryKey(entry);
    if (entry === '' || seen.has(folded)) continue;
    seen.add(folded);
    tidy.push(entry);
  }
  return tidy;
}
