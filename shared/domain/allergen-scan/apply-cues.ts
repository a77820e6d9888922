import { compiledLexicon, cueWords } from './compile';
import {
  CLAIM_CONNECTORS,
  KOREAN_PARTICLES,
  LIST_JOINERS,
  MODIFIERS,
  NEGATION_BREAKERS,
  NEGATION_FILLERS,
  NEGATIONS,
  POSTFIX_CLAIMS,
  POSTFIX_MODIFIERS,
  POSTFIX_NEGATIONS,
  PREFIX_CLAIMS,
} from './lexicon/cues';
import { CLAIMED, type Hit, MENTIONED, NEGATED } from './match';
import { GAP_LIST, GAP_SOFT, GAP_WORD } from './tokenize';
import type { Tokens } from './tokens';

/**
 * Reads the words around each hit (see lexicon/cues.ts): absence claims, negations, lists that
 * carry them on, and modifiers that rule groups out of the next trigger. An absence claim also
 * clears the "may contain" of the dishes later in its phrase ("dairy-free chocolate cake" is not
 * "May contain Milk: cake"), never a named ingredient ("dairy-free cake with cheese"). A claim or
 * negation right after a food rules its own food out of that food too, as Romance languages write
 * it ("pasta sin gluten", "pizza sans fromage"). A claim that rules nothing out ("lactose-free",
 * "sin lactosa", "乳糖不使用") still says the food is made of milk: "May contain Milk: lactose-free".
 * Mutates the hits.
 */

interface Cue {
  readonly words: readonly number[];
  readonly mode: number;
  readonly chains: boolean;
}

interface Modifier {
  readonly words: readonly number[];
  readonly mask: number;
}

interface CompiledCues {
  readonly postfix: ReadonlySet<number>;
  /** Prefix claims and negations by the id of their last word, longest first. */
  readonly prefixByLast: ReadonlyMap<number, readonly Cue[]>;
  readonly fillers: ReadonlySet<number>;
  readonly joiners: ReadonlySet<number>;
  readonly breakers: readonly (readonly number[])[];
  readonly modifiersByLast: ReadonlyMap<number, readonly Modifier[]>;
  /** One-word modifiers after the noun ("pizza vegana"), by word id. */
  readonly postfixModifiers: ReadonlyMap<number, number>;
  readonly postfixNegations: ReadonlySet<number>;
  readonly particles: ReadonlySet<number>;
  readonly connectors: ReadonlySet<number>;
}

let compiled: CompiledCues | undefined;

function cues(): CompiledCues {
  if (compiled) return compiled;
  const { vocabulary } = compiledLexicon();
  const ids = (text: string) => cueWords(text).map((w) => vocabulary.id(w));
  const idSet = (texts: readonly string[]) => new Set(texts.map((t) => ids(t)[0]!));
  const byLast = <T extends { words: readonly number[] }>(items: T[]) => {
    const map = new Map<number, T[]>();
    for (const item of items.sort((a, b) => b.words.length - a.words.length)) {
      const last = item.words.at(-1)!;
      map.set(last, [...(map.get(last) ?? []), item]);
    }
    return map;
  };
  compiled = {
    postfix: idSet(POSTFIX_CLAIMS),
    prefixByLast: byLast([
      ...PREFIX_CLAIMS.map((c) => ({ words: ids(c.cue), mode: CLAIMED, chains: c.chains })),
      ...NEGATIONS.map((c) => ({ words: ids(c), mode: NEGATED, chains: true })),
    ]),
    fillers: idSet(NEGATION_FILLERS),
    joiners: idSet(LIST_JOINERS),
    breakers: NEGATION_BREAKERS.map(ids),
    modifiersByLast: byLast(MODIFIERS.map((m) => ({ words: ids(m.cue), mask: m.mask }))),
    postfixModifiers: new Map(POSTFIX_MODIFIERS.map((m) => [ids(m.cue)[0]!, m.mask])),
    postfixNegations: idSet(POSTFIX_NEGATIONS),
    particles: idSet(KOREAN_PARTICLES),
    connectors: idSet(CLAIM_CONNECTORS),
  };
  return compiled;
}

/** Whether `words` sit at word indices [end - words.length, end), joined by plain spacing, followed softly. */
function endsAt(tokens: Tokens, words: readonly number[], end: number): boolean {
  const from = end - words.length;
  if (from < 0) return false;
  for (let j = 0; j < words.length; j++) {
    if (tokens.ids[from + j] !== words[j]) return false;
    if (j > 0 && tokens.gaps[from + j] !== GAP_SOFT) return false;
  }
  return end >= tokens.length || tokens.gaps[end] === GAP_SOFT;
}

/** A claim or negation in front of word `start`, allowing up to two filler words. */
function cueBefore(tokens: Tokens, start: number, c: CompiledCues): { mode: number; chains: boolean; from: number } | null {
  let at = start;
  for (let skipped = 0; skipped <= 2 && at > 0 && tokens.gaps[at] === GAP_SOFT; skipped++) {
    const before = tokens.ids[at - 1]!;
    const candidates = c.prefixByLast.get(before);
    if (candidates) {
      for (const cue of candidates) {
        if (!endsAt(tokens, cue.words, at)) continue;
        const from = at - cue.words.length;
        if (cue.mode === NEGATED && c.breakers.some((b) => endsAt(tokens, b, from))) return null;
        return { mode: cue.mode, chains: cue.chains, from };
      }
    }
    if (!c.fillers.has(before)) break;
    at--;
  }
  return null;
}

function modifierBefore(tokens: Tokens, start: number, c: CompiledCues): number {
  if (start === 0 || tokens.gaps[start] !== GAP_SOFT) return 0;
  const modifiers = c.modifiersByLast.get(tokens.ids[start - 1]!);
  if (modifiers === undefined) return 0;
  let mask = 0;
  for (const m of modifiers) if (endsAt(tokens, m.words, start)) mask |= m.mask;
  return mask;
}

/** The groups a diet word right after the noun rules out of it ("pizza vegana"). */
function modifierAfter(tokens: Tokens, end: number, c: CompiledCues): number {
  if (end >= tokens.length || tokens.gaps[end] !== GAP_SOFT) return 0;
  return c.postfixModifiers.get(tokens.ids[end]!) ?? 0;
}

/** Only list separators (commas, "and", "or") between word `from` and word `to`. */
function listBetween(tokens: Tokens, from: number, to: number, needJoiner: boolean, joiners: ReadonlySet<number>): boolean {
  const { ids, gaps } = tokens;
  let joined = false;
  let listGap = false;
  for (let k = from; k <= to && k < tokens.length; k++) {
    if (gaps[k]! > GAP_LIST) return false;
    if (gaps[k] === GAP_LIST) listGap = true;
    if (k < to) {
      if (!joiners.has(ids[k]!)) return false;
      joined = true;
    }
  }
  return needJoiner ? joined : joined || listGap;
}

/** Only spacing and words (no punctuation, no line break) between word `from` and word `to`: one phrase. */
function samePhrase(tokens: Tokens, from: number, to: number): boolean {
  for (let k = from; k <= to && k < tokens.length; k++) {
    const gap = tokens.gaps[k]!;
    if (gap !== GAP_SOFT && gap !== GAP_WORD) return false;
  }
  return true;
}

const MAX_LIST = 8;

export function applyCues(tokens: Tokens, hits: Hit[]): void {
  if (hits.length === 0) return;
  const c = cues();
  const { ids, gaps } = tokens;
  const n = tokens.length;

  // 1. Postfix claims, and the list they close: "gluten, dairy and nut free".
  for (let h = 0; h < hits.length; h++) {
    const hit = hits[h]!;
    const next = hit.end;
    if (next >= n || gaps[next] !== GAP_SOFT || !c.postfix.has(ids[next]!)) continue;
    hit.mode = CLAIMED;
    // "peanuts, wheat and gluten free oats": "free" describes the oats, not the list.
    const after = hits[h + 1];
    if (after && after.start === next + 1 && gaps[next + 1] === GAP_SOFT) continue;
    let current = hit;
    for (let k = h - 1, steps = 0; k >= 0 && steps < MAX_LIST; k--, steps++) {
      const previous = hits[k]!;
      if (previous.end > current.start) continue; // an overlapping hit of the user's own words
      if (!listBetween(tokens, previous.end, current.start, steps === 0, c.joiners)) break;
      previous.mode = CLAIMED;
      current = previous;
    }
  }

  // 1b. "Without" after the food (卵なし, 우유 없이, 땅콩이 없는): a negation of that food, which is not in the food right before it.
  for (let h = 0; h < hits.length; h++) {
    const hit = hits[h]!;
    let next = hit.end;
    if (next < n && gaps[next] === GAP_SOFT && c.particles.has(ids[next]!)) next++;
    if (hit.mode !== MENTIONED || next >= n || gaps[next] !== GAP_SOFT || !c.postfixNegations.has(ids[next]!)) continue;
    hit.mode = NEGATED;
    hit.shownTo = next + 1;
    const before = hits[h - 1];
    if (before && before.end === hit.start && gaps[hit.start] === GAP_SOFT) ruleOutOfFood(before, hit);
  }

  // 2. Prefix claims and negations (carried through lists), then modifiers and claims on the next word.
  let chainMode = MENTIONED;
  let chainEnd = -1;
  let chainLength = 0;
  let ruleOutAt = -1;
  let ruleOut = 0;
  // What the absence claims of the current phrase rule out of its dishes' "may contain".
  let phraseMask = 0;
  let phraseEnd = -1;
  let previousClaimed = false;
  let previous: Hit | undefined;
  for (const hit of hits) {
    if (hit.mode !== CLAIMED) {
      const cue = cueBefore(tokens, hit.start, c);
      if (cue) {
        hit.mode = cue.mode;
        hit.shownFrom = cue.from;
        chainMode = cue.chains ? cue.mode : MENTIONED;
        chainLength = 0;
        if (previous && previous.end === cue.from && gaps[cue.from] === GAP_SOFT) ruleOutOfFood(previous, hit);
      } else if (chainMode !== MENTIONED && chainLength < MAX_LIST && chainEnd <= hit.start && listBetween(tokens, chainEnd, hit.start, false, c.joiners)) {
        hit.mode = chainMode;
        chainLength++;
      } else {
        chainMode = MENTIONED;
      }
    } else {
      chainMode = MENTIONED;
    }
    chainEnd = hit.end;

    if (phraseMask !== 0 && !(phraseEnd <= hit.start && samePhrase(tokens, phraseEnd, hit.start))) phraseMask = 0;
    if (!hit.phrase.specific) {
      let mask = modifierBefore(tokens, hit.start, c) | modifierAfter(tokens, hit.end, c);
      if (ruleOutAt === hit.start) mask |= ruleOut;
      hit.groups &= ~mask;
      hit.maybe &= ~(mask | phraseMask);
    }
    phraseEnd = hit.end;

    ruleOutAt = -1;
    const claims = hit.mode === CLAIMED && !hit.phrase.claimOnly;
    if (claims) {
      // "gluten and dairy free bread": the claims of a list add up.
      const claimed = hit.phrase.groups | hit.phrase.maybe;
      ruleOut = previousClaimed ? ruleOut | claimed : claimed;
      phraseMask |= claimed;
      // "gluten-free bread": the word after "free"; "non-alcoholic beer": the word right after;
      // "グルテンフリーのパン", "无麸质的面包": after the connector.
      let next = hit.end < n && gaps[hit.end] === GAP_SOFT && c.postfix.has(ids[hit.end]!) ? hit.end + 1 : hit.end;
      if (next < n && gaps[next] === GAP_SOFT && c.connectors.has(ids[next]!)) next++;
      if (next < n && gaps[next] === GAP_SOFT) ruleOutAt = next;
      phraseEnd = next;
    } else if (hit.mode === NEGATED && hit.shownTo > hit.end && !hit.phrase.claimOnly && hit.phrase.custom < 0) {
      // "卵なしのチャーハン", "우유 없이 만든 케이크": the food it describes, and the dishes later in its phrase.
      const absent = hit.phrase.groups | hit.phrase.maybe;
      ruleOut = absent;
      phraseMask |= absent;
      let next = hit.shownTo;
      if (next < n && gaps[next] === GAP_SOFT && c.connectors.has(ids[next]!)) next++;
      if (next < n && gaps[next] === GAP_SOFT) ruleOutAt = next;
      phraseEnd = next;
    }
    previousClaimed = claims;
    previous = hit;
  }

  // 3. "lactose-free", "sin lactosa": not the food, but made of it.
  for (const hit of hits) {
    if (hit.mode === MENTIONED || !hit.phrase.claimOnly || hit.phrase.custom >= 0) continue;
    if (hit.mode === CLAIMED) {
      hit.shownTo = hit.end < n && gaps[hit.end] === GAP_SOFT && c.postfix.has(ids[hit.end]!) ? hit.end + 1 : hit.end;
    }
    hit.maybe |= hit.groups;
    hit.groups = 0;
    hit.mode = MENTIONED;
  }
}

/** "pasta sin gluten": the absent food of `cue` is not in the food right before it. */
function ruleOutOfFood(food: Hit, cue: Hit): void {
  if (food.phrase.specific || cue.phrase.claimOnly || cue.phrase.custom >= 0) return;
  const absent = cue.phrase.groups | cue.phrase.maybe;
  food.groups &= ~absent;
  food.maybe &= ~absent;
}
