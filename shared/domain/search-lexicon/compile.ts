import { LANGUAGES, type Language } from '../../i18n/languages';
import { expandForms } from './forms';
import { LEXICON } from './lexicon';
import { cjkScriptOf, splitWords } from './text';
import type { LexiconEntry } from './types';

/**
 * The lexicon compiled for look-up: a trie over units (a Latin word, or a run of CJK text that a
 * form spells as one word), the set of CJK units for segmenting text written without spaces, and
 * the German units for splitting compounds ("Erdnussallergie" → erdnuss + allergie).
 */
export interface Sense {
  entry: LexiconEntry;
  language: Language;
  /** Counts only in a text of `language`. */
  strict: boolean;
}

export interface TrieNode {
  next: Map<string, TrieNode>;
  senses: Sense[];
  /** Every language that spells this form: the form's evidence for language detection. */
  languages: Set<Language>;
}

export interface LexiconIndex {
  root: TrieNode;
  cjkUnits: Set<string>;
  maxCjkUnitLength: number;
  /** CJK units that are only fillers or joiners: a single character of these needs a known word before it. */
  functionUnits: Set<string>;
  latinUnits: Set<string>;
  germanUnits: Set<string>;
}

/** Cuts a form (or any text) into units the same way the parser cuts text: see parse.ts. */
export function formUnits(form: string): string[] {
  return splitWords(form).map((word) => word.key);
}

export function isCjkText(text: string): boolean {
  return [...text].some((char) => cjkScriptOf(char) !== undefined);
}

function compile(entries: readonly LexiconEntry[]): LexiconIndex {
  const root: TrieNode = { next: new Map(), senses: [], languages: new Set() };
  const index: LexiconIndex = {
    root,
    cjkUnits: new Set(),
    maxCjkUnitLength: 0,
    functionUnits: new Set(),
    latinUnits: new Set(),
    germanUnits: new Set(),
  };
  const contentUnits = new Set<string>();
  for (const entry of entries) {
    const isFunction = entry.meaning.kind === 'filler' || entry.meaning.kind === 'and';
    for (const language of LANGUAGES) {
      const spec = entry.forms[language];
      if (!spec) continue;
      for (const { text, strict } of expandForms(spec)) {
        const units = formUnits(text);
        if (units.length === 0) throw new Error(`Lexicon form "${text}" has no words.`);
        let node = root;
        for (const unit of units) {
          if (isCjkText(unit)) {
            index.cjkUnits.add(unit);
            index.maxCjkUnitLength = Math.max(index.maxCjkUnitLength, [...unit].length);
            (isFunction ? index.functionUnits : contentUnits).add(unit);
          } else {
            index.latinUnits.add(unit);
            if (language === 'de' && !strict) index.germanUnits.add(unit);
          }
          let child = node.next.get(unit);
          if (!child) {
            child = { next: new Map(), senses: [], languages: new Set() };
            node.next.set(unit, child);
          }
          node = child;
        }
        node.senses.push({ entry, language, strict });
        node.languages.add(language);
      }
    }
  }
  // A character that is also a content word (の is only a particle, but か is also a joiner and a
  // form of nothing else) keeps its content reading.
  for (const unit of contentUnits) index.functionUnits.delete(unit);
  return index;
}

let compiled: LexiconIndex | undefined;

/** The compiled lexicon, built on first use (about 30 ms once per process; nothing at import). */
export function lexiconIndex(): LexiconIndex {
  compiled ??= compile(LEXICON);
  return compiled;
}
