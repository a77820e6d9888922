import { GROUP_BIT, type GroupId } from './groups';
import { formsOf, formsOfUserPhrase } from './inflect';
import { isCjkWord } from './cjk';
import { ALLERGEN_TERMS } from './lexicon/allergens';
import { CJK_CLASS_WORDS, CJK_DISHES, CJK_FALSE_FRIENDS, CJK_TERMS } from './lexicon/cjk';
import { GERMAN_COMPOUND_HEADS, GERMAN_COMPOUND_TAILS } from './lexicon/compounds';
import * as CUES from './lexicon/cues';
import { DIET_TERMS } from './lexicon/diets';
import { COMPOSITE_DISHES } from './lexicon/composite-dishes';
import { DISHES } from './lexicon/dishes';
import { FALSE_FRIENDS } from './lexicon/false-friends';
import { SAUCES } from './lexicon/sauces';
import { Vocabulary, words } from './tokenize';
import type { TermKind } from './types';

/**
 * Compiles the lexicon once: every word of every phrase and cue gets a vocabulary id, and phrases
 * form a trie keyed by word ids, so scanning costs one array look-up per kept word plus one map
 * look-up per following word of a phrase.
 */
export interface Phrase {
  /** Vocabulary ids of its words, e.g. ["peanut", "butter"]. */
  readonly words: readonly number[];
  /** Its folded words joined by single spaces ("peanut butter"): how text that spells it exactly is shown. */
  readonly text: string;
  /** Groups this phrase certainly belongs to (bits of GROUP_BIT). */
  readonly groups: number;
  /** Groups it only usually belongs to ("may contain"). */
  readonly maybe: number;
  /** Words must be separated by plain spacing (false friends): never across a line break. */
  readonly strict: boolean;
  /** Names the source itself; claims and modifiers in front do not remove it. */
  readonly specific: boolean;
  /** As an absence claim ("lactose-free"), rules nothing out of the next word. */
  readonly claimOnly: boolean;
  /** Index of the user's own word it matches, or -1 for lexicon phrases. */
  readonly custom: number;
  /** What it is, from the list that holds it (a result quotes it with this, unless the place's data said it). */
  readonly kind: TermKind;
}

/** A trie of phrases by word id: the phrase ending here (if any) and the words that may follow. */
export interface PhraseNode {
  phrase?: Phrase;
  next?: Map<number, PhraseNode>;
}

/** Phrase trie roots, indexed by the id of a phrase's first word. */
export type PhraseTable = readonly (PhraseNode | undefined)[];

/** A lexicon entry in its folded forms: "Crème fraîche" → ["creme fraiche", "creme fraiches"]. */
export function foldedForms(term: string): string[] {
  const exact = term.endsWith('=');
  const folded = words(exact ? term.slice(0, -1) : term).join(' ');
  if (folded === '') return [];
  // English plurals only for Latin words ("えびフライ" has no plural).
  return exact || isCjkWord(folded.slice(folded.lastIndexOf(' ') + 1)) ? [folded] : formsOf(folded);
}

/** The folded words of a cue ("Hold the" → ["hold", "the"]). */
export const cueWords = (text: string): string[] => words(text);

function bits(groups: readonly GroupId[] | undefined): number {
  let mask = 0;
  for (const g of groups ?? []) mask |= GROUP_BIT[g];
  return mask;
}

interface Draft {
  groups: number;
  maybe: number;
  strict: boolean;
  override: boolean;
  kind: TermKind;
}

/** A word in several lists is what the most specific says: a sauce over a dish over an ingredient. */
const KIND_RANK: Partial<Record<TermKind, number>> = { ingredient: 0, dish: 1, sauce: 2 };

function lexiconDrafts(): Map<string, Draft> {
  const drafts = new Map<string, Draft>();
  const add = (term: string, groups: number, maybe: number, kind: TermKind = 'ingredient') => {
    for (const form of foldedForms(term)) {
      const draft = drafts.get(form);
      if (!draft) drafts.set(form, { groups, maybe, strict: false, override: false, kind });
      else if (!draft.override) {
        draft.groups |= groups;
        draft.maybe |= maybe;
        if (KIND_RANK[kind]! > KIND_RANK[draft.kind]!) draft.kind = kind;
      }
    }
  };
  for (const terms of [ALLERGEN_TERMS, DIET_TERMS]) {
    for (const [group, list] of Object.entries(terms) as [GroupId, readonly string[]][]) {
      for (const term of list) add(term, GROUP_BIT[group], 0);
    }
  }
  for (const [group, byLanguage] of Object.entries(CJK_TERMS)) {
    for (const term of [...byLanguage.ja, ...byLanguage.ko, ...byLanguage.zh]) add(term, GROUP_BIT[group as GroupId], 0);
  }
  for (const dish of [...DISHES, ...CJK_DISHES, ...COMPOSITE_DISHES]) add(dish.term, bits(dish.groups), bits(dish.maybe), dish.kind ?? 'dish');
  for (const sauce of SAUCES) add(sauce.term, bits(sauce.groups), bits(sauce.maybe), sauce.kind ?? 'sauce');
  for (const friend of [...FALSE_FRIENDS, ...CJK_FALSE_FRIENDS]) {
    for (const form of foldedForms(friend.phrase)) {
      drafts.set(form, { groups: bits(friend.groups), maybe: 0, strict: true, override: true, kind: friend.kind ?? drafts.get(form)?.kind ?? 'ingredient' });
    }
  }
  return drafts;
}

function allCueTexts(): string[] {
  return [
    ...CUES.POSTFIX_CLAIMS,
    ...CUES.PREFIX_CLAIMS.map((c) => c.cue),
    ...CUES.NEGATIONS,
    ...CUES.NEGATION_FILLERS,
    ...CUES.LIST_JOINERS,
    ...CUES.NEGATION_BREAKERS,
    ...CUES.MODIFIERS.map((m) => m.cue),
    ...CUES.POSTFIX_MODIFIERS.map((m) => m.cue),
    ...CUES.POSTFIX_NEGATIONS,
    ...CUES.KOREAN_PARTICLES,
    ...CUES.CLAIM_CONNECTORS,
  ];
}

interface Lexicon {
  readonly vocabulary: Vocabulary;
  readonly table: PhraseTable;
}

function push(table: (PhraseNode | undefined)[], phrase: Phrase) {
  let node = (table[phrase.words[0]!] ??= {});
  for (let i = 1; i < phrase.words.length; i++) {
    node.next ??= new Map();
    let child = node.next.get(phrase.words[i]!);
    if (!child) node.next.set(phrase.words[i]!, (child = {}));
    node = child;
  }
  node.phrase = phrase;
}

function buildLexicon(): Lexicon {
  const drafts = lexiconDrafts();
  const cueTexts = allCueTexts();
  const initialCues = [...CUES.POSTFIX_CLAIMS, ...CUES.PREFIX_CLAIMS.map((c) => c.cue), ...CUES.NEGATIONS, ...CUES.NEGATION_BREAKERS, ...CUES.MODIFIERS.map((m) => m.cue)];
  const vocabulary = new Vocabulary(
    [...[...drafts.keys()].flatMap((form) => form.split(' ')), ...cueTexts.flatMap(cueWords)],
    [...[...drafts.keys()].map((form) => form.split(' ')[0]!), ...initialCues.map((cue) => cueWords(cue)[0]!)],
    { heads: GERMAN_COMPOUND_HEADS.map((w) => words(w).join('')), tails: GERMAN_COMPOUND_TAILS.map((w) => words(w).join('')), free: 'frei', cjkClassWords: CJK_CLASS_WORDS },
  );
  const specific = new Set(CUES.SPECIFIC_TERMS.flatMap(foldedForms));
  const claimOnly = new Set(CUES.NON_NEUTRALIZING_CLAIMS.flatMap(foldedForms));
  const table: (PhraseNode | undefined)[] = [];
  for (const [form, draft] of drafts) {
    push(table, {
      words: form.split(' ').map((w) => vocabulary.id(w)),
      text: form,
      groups: draft.groups,
      maybe: draft.maybe & ~draft.groups,
      strict: draft.strict,
      specific: specific.has(form),
      claimOnly: claimOnly.has(form),
      custom: -1,
      kind: draft.kind,
    });
  }
  return { vocabulary, table };
}

let lexicon: Lexicon | undefined;

/** The compiled lexicon (built on first use, then shared). */
export function compiledLexicon(): Lexicon {
  lexicon ??= buildLexicon();
  return lexicon;
}

/**
 * The user's own words (custom allergies such as "Kiwi" or "Sunflower seeds"): a vocabulary that
 * adds them to the lexicon's, and a table where each matches itself in singular and plural, as a
 * phrase across spaces and line breaks. No table when there is nothing to match.
 */
export function compileCustomWords(entries: readonly (readonly string[])[]): { vocabulary: Vocabulary; table: PhraseTable | null } {
  const base = compiledLexicon().vocabulary;
  if (entries.length === 0) return { vocabulary: base, table: null };
  const forms = entries.map((entry) => formsOfUserPhrase(entry.join(' ')));
  const vocabulary = base.extend(
    forms.flat().flatMap((form) => form.split(' ')),
    forms.flat().map((form) => form.split(' ')[0]!),
  );
  const table: (PhraseNode | undefined)[] = [];
  forms.forEach((entryForms, index) => {
    for (const form of entryForms) {
      push(table, {
        words: form.split(' ').map((w) => vocabulary.id(w)),
        text: form,
        groups: 0,
        maybe: 0,
        strict: false,
        specific: true,
        claimOnly: true,
        custom: index,
        kind: 'custom',
      });
    }
  });
  return { vocabulary, table };
}
