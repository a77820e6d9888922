import type { EvidenceLevel, ScanEvidence } from './types';

/**
 * How much the scan had to go on, counted in readable words (Latin-script words with a letter;
 * numbers and text in scripts the lexicon does not cover do not count). A name and a cuisine alone
 * (2 to 6 words) is "limited"; a description, dietary options and pros/cons, or a menu, reach
 * "ample". This measures quantity, not completeness: even ample text can omit an ingredient.
 */
export const EVIDENCE_AMPLE_WORDS = 40;

export function evidenceLevel(words: number): EvidenceLevel {
  if (words <= 0) return 'none';
  return words < EVIDENCE_AMPLE_WORDS ? 'limited' : 'ample';
}

export function evidenceOf(words: number, menuItems: number): ScanEvidence {
  return { level: evidenceLevel(words), words, menuItems };
}
