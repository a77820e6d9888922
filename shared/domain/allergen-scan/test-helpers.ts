import type { Phrase, PhraseTable } from './compile';
import { toEnglishText, type AllergenScanText } from './english';
import { scanRestaurant, scanText } from './scan';
import type { AllergenScanInput, AllergenScanResult } from './types';

/** Test helper: scans `text` for the given lists and returns the English result. */
export function scan(text: string, allergies: readonly string[] = [], dietaryPreferences: readonly string[] = []): AllergenScanText {
  return toEnglishText(scanText(text, { allergies, dietaryPreferences }));
}

/** Test helper: all warning and option lines of a result, in order. */
export function lines(text: string, allergies: readonly string[] = [], dietaryPreferences: readonly string[] = []): string[] {
  const r = scan(text, allergies, dietaryPreferences);
  return [...r.allergenWarnings, ...r.dietaryWarnings, ...r.safeOptions];
}

/** Test helper: the structured result for a restaurant. */
export function scanPlace(input: AllergenScanInput, allergies: readonly string[] = [], dietaryPreferences: readonly string[] = []): AllergenScanResult {
  return scanRestaurant(input, { allergies, dietaryPreferences });
}

/**
 * Test helper: `text` followed by a sentence of neutral words, so the scan has ample evidence and
 * the rule under test is not masked by "not enough information" (see evidence.test.ts).
 */
export function ample(text: string): string {
  return `${text}.\n${'Open daily for lunch and dinner in a bright room near the park with friendly staff.'.repeat(3)}`;
}

/** Test helper: the phrase of the compiled trie spelt by exactly these word ids, if any. */
export function lookupPhrase(table: PhraseTable, ids: readonly number[]): Phrase | undefined {
  let node = table[ids[0]!];
  for (let i = 1; node && i < ids.length; i++) node = node.next?.get(ids[i]!);
  return node?.phrase;
}
