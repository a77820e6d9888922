import { CLAIMED, type Hit, NEGATED } from './match';
import type { ScanProfile } from './resolve-preferences';
import type { Tokens } from './tokens';
import type { TermKind } from './types';

const MENTIONED_TERM = 0;
const POSSIBLE_TERM = 1;
const NEGATED_TERM = 2;

/**
 * The words each check of a profile finds in the hits of one scan: mentioned, possibly there ("may
 * contain") or said to be absent, each word once, in order of appearance. One pass over the hits: a
 * hit visits only the checks that share one of its groups (or its own custom check), so the cost does
 * not grow with the number of checks. The arrays are reused scan after scan (a scan runs to the end
 * before the next starts): read a check's words after `collect`, then `clear`. The word lists
 * themselves are new each time, so a result may keep them.
 */
export class FoundTerms {
  /** Per check index: the words found, or undefined. */
  readonly mentioned: (string[] | undefined)[] = [];
  readonly possible: (string[] | undefined)[] = [];
  readonly negated: (string[] | undefined)[] = [];
  /** What each word of the lists above is (same index and order): types.ts TermKind. */
  readonly mentionedKinds: (TermKind[] | undefined)[] = [];
  readonly possibleKinds: (TermKind[] | undefined)[] = [];
  readonly negatedKinds: (TermKind[] | undefined)[] = [];
  /** (check index, phrase, kind) triples already listed: the same phrase again adds nothing. */
  private readonly seen: unknown[] = [];
  private seenLength = 0;
  /** Check indices with a word list, to clear. */
  private readonly touched: number[] = [];
  private touchedLength = 0;

  collect(profile: ScanProfile, hits: readonly Hit[], tokens: Tokens): this {
    const checks = profile.checks;
    while (this.mentioned.length < checks.length) {
      this.mentioned.push(undefined);
      this.possible.push(undefined);
      this.negated.push(undefined);
      this.mentionedKinds.push(undefined);
      this.possibleKinds.push(undefined);
      this.negatedKinds.push(undefined);
    }
    const visits = profile.visits;
    for (let h = 0; h < hits.length; h++) {
      const hit = hits[h]!;
      // A fresh stamp per hit marks the checks it has visited (no clearing, safe across scans).
      visitStamp = (visitStamp + 1) | 0 || 1;
      if (hit.mode === CLAIMED) continue;
      if (hit.phrase.custom >= 0) {
        for (let index = 0; index < checks.length; index++) {
          if (checks[index]!.custom === hit.phrase.custom) this.add(index, hit, true, tokens);
        }
        continue;
      }
      let bits = hit.groups | hit.maybe;
      while (bits !== 0) {
        const bit = 31 - Math.clz32(bits & -bits);
        bits &= bits - 1;
        const indices = profile.checksByGroup[bit]!;
        for (let k = 0; k < indices.length; k++) {
          const index = indices[k]!;
          if (visits[index] === visitStamp) continue;
          visits[index] = visitStamp;
          this.add(index, hit, (hit.groups & checks[index]!.groups) !== 0, tokens);
        }
      }
    }
    return this;
  }

  clear(): void {
    for (let k = 0; k < this.touchedLength; k++) {
      const index = this.touched[k]!;
      this.mentioned[index] = undefined;
      this.possible[index] = undefined;
      this.negated[index] = undefined;
      this.mentionedKinds[index] = undefined;
      this.possibleKinds[index] = undefined;
      this.negatedKinds[index] = undefined;
    }
    this.touchedLength = 0;
    this.seenLength = 0;
  }

  private add(index: number, hit: Hit, sure: boolean, tokens: Tokens): void {
    const kind = hit.mode === NEGATED ? NEGATED_TERM : sure ? MENTIONED_TERM : POSSIBLE_TERM;
    const seen = this.seen;
    // The same phrase again ("milk ... milk"): nothing new to show, and no text to build.
    for (let i = 0; i < this.seenLength; i += 3) if (seen[i] === index && seen[i + 1] === hit.phrase && seen[i + 2] === kind) return;
    seen[this.seenLength] = index;
    seen[this.seenLength + 1] = hit.phrase;
    seen[this.seenLength + 2] = kind;
    this.seenLength += 3;
    const term = (hit.shown ??= hit.shownFrom !== hit.start || hit.shownTo !== hit.end ? surface(tokens, hit.shownFrom, hit.shownTo) : shown(tokens, hit));
    const lists = kind === NEGATED_TERM ? this.negated : kind === MENTIONED_TERM ? this.mentioned : this.possible;
    const kindLists = kind === NEGATED_TERM ? this.negatedKinds : kind === MENTIONED_TERM ? this.mentionedKinds : this.possibleKinds;
    // The place's data says what the word is (its name, a cuisine value, a diet tag), else the word list.
    const termKind = tokens.fieldKinds[tokens.sources[hit.start]!] ?? hit.phrase.kind;
    const into = lists[index];
    if (into === undefined) {
      lists[index] = [term];
      kindLists[index] = [termKind];
      this.touched[this.touchedLength++] = index;
    } else if (!includesIgnoringCase(into, term)) {
      into.push(term);
      kindLists[index]!.push(termKind);
    }
  }
}

let visitStamp = 0;

/** Whether `words` holds `word` in any case ("Erdnuss" and "erdnuss" are one word, shown as first found). */
function includesIgnoringCase(words: readonly string[], word: string): boolean {
  if (words.includes(word)) return true;
  const lower = word.toLowerCase();
  for (const w of words) if (w.length === word.length && w.toLowerCase() === lower) return true;
  return false;
}

/** The words of a hit as the text has them; the phrase's own text when the text spells it exactly (no string built). */
function shown(tokens: Tokens, hit: Hit): string {
  const text = tokens.texts[tokens.sources[hit.start]!]!;
  const from = tokens.starts[hit.start]!;
  const phrase = hit.phrase.text;
  if (tokens.ends[hit.end - 1]! - from === phrase.length && text.startsWith(phrase, from)) return phrase;
  return surface(tokens, hit.start, hit.end);
}

/** The words as the text has them, case and accents as found: "Peanut  Butter" → "Peanut Butter". */
function surface(tokens: Tokens, from: number, to: number): string {
  const text = tokens.texts[tokens.sources[from]!]!.slice(tokens.starts[from], tokens.ends[to - 1]);
  return to - from > 1 && /\s\s|[^\S ]/.test(text) ? text.replace(/\s+/g, ' ') : text;
}
