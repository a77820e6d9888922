import type { Phrase, PhraseNode, PhraseTable } from './compile';
import { GAP_LINE } from './tokenize';
import type { Tokens } from './tokens';

/** What the text says about a trigger it mentions. */
export const MENTIONED = 0;
/** "no peanuts", "without dairy": said to be absent. */
export const NEGATED = 1;
/** "peanut-free", "free from milk": an absence claim, not an ingredient. */
export const CLAIMED = 2;

/** One phrase found in the text. */
export interface Hit {
  /** Word indices [start, end). */
  readonly start: number;
  readonly end: number;
  readonly phrase: Phrase;
  /** Groups left after modifiers and claims in front ("vegan cheese" drops milk). */
  groups: number;
  maybe: number;
  mode: number;
  /** First word to show: the negation's own first word for "no peanuts", else `start`. */
  shownFrom: number;
  /** Word after the last to show: past the claim for "lactose-free", else `end`. */
  shownTo: number;
  /** The words as the text has them, once computed. */
  shown?: string;
}

/**
 * Longest match at each word, left to right; a matched phrase consumes its words, so "peanut
 * butter" is one hit (peanuts) and its "butter" is not milk. Phrases may span spaces and line
 * breaks; false friends ("strict") only plain spacing. Pure masks (no groups) consume words but
 * produce no hit.
 */
export function findHits(tokens: Tokens, table: PhraseTable, into: Hit[] = []): Hit[] {
  const { ids, gaps } = tokens;
  const n = tokens.length;
  let i = 0;
  while (i < n) {
    let node = table[ids[i]!];
    if (!node) {
      i++;
      continue;
    }
    // Walk the trie as far as the words go; remember the longest phrase allowed by the gaps seen.
    let best = node.phrase;
    let bestEnd = i + 1;
    let line = false;
    for (let j = i + 1; node.next && j < n; j++) {
      const gap = gaps[j]!;
      if (gap > GAP_LINE) break;
      if (gap === GAP_LINE) line = true;
      const child: PhraseNode | undefined = node.next.get(ids[j]!);
      if (!child) break;
      node = child;
      if (node.phrase && !(line && node.phrase.strict)) {
        best = node.phrase;
        bestEnd = j + 1;
      }
    }
    if (!best) {
      i++;
      continue;
    }
    if (best.groups !== 0 || best.maybe !== 0 || best.custom >= 0) {
      into.push({ start: i, end: bestEnd, phrase: best, groups: best.groups, maybe: best.maybe, mode: MENTIONED, shownFrom: i, shownTo: bestEnd });
    }
    i = bestEnd;
  }
  return into;
}
