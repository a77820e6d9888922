/**
 * Splits text into words the way the scan compares them: case-insensitive, accents folded
 * ("Crème" → "creme", "Nüsse" → "nusse", "œufs" → "oeufs"), punctuation stripped. Each word also
 * records what separated it from the previous word, because phrases may span spaces and line breaks
 * ("peanut  butter", "fish\nsauce") while false friends and claims ("coconut milk", "peanut-free")
 * only hold within plain spacing, and lists ("free from gluten, milk and eggs") continue over commas.
 *
 * Scanning keeps only the words of a vocabulary (the lexicon's), as small integer ids: one pass over
 * the characters computing a hash per word, no string built for any word, no regular expressions,
 * no Node APIs. A skipped word still separates its neighbours (nothing matches across it). Runs of
 * Chinese, Japanese and Korean characters are matched as substrings instead (cjk.ts).
 */

import { CjkTrie, isCjk, isHangul } from './cjk';
import { CompoundParts, gateKey, MIN_LENGTH } from './compound';

/** Words that German compounds are split into (compound.ts): heads start a word, tails end it. */
export interface CompoundWords {
  readonly heads: readonly string[];
  readonly tails: readonly string[];
}

/** Separated by spaces, tabs, hyphens or apostrophes only (or nothing: the first word). */
export const GAP_SOFT = 0;
/** A line break (and possibly spaces) in between. */
export const GAP_LINE = 1;
/** A list separator: comma, ampersand or slash. */
export const GAP_LIST = 2;
/** One or more words the scan does not keep, and only spacing: still the same phrase ("dairy-free chocolate cake"). */
export const GAP_WORD = 3;
/** Any other punctuation (full stop, semicolon, colon, brackets, quotes, bullets), or a field boundary. */
export const GAP_HARD = 4;

/** The kept words of one or more texts, in parallel arrays. */
export interface Tokens {
  /** Vocabulary id of each word. */
  readonly ids: number[];
  /** Character offsets of each word in its own text. */
  readonly starts: number[];
  readonly ends: number[];
  /** What separated each word from the previous kept one (GAP_*). */
  readonly gaps: number[];
  /** Which text (index into `texts`) each word comes from. */
  readonly sources: number[];
  readonly texts: string[];
  /** All words (kept or not) in a script the scan reads with at least one letter (CJK: see tokenize). */
  readableWords: number;
}

export function emptyTokens(): Tokens {
  return { ids: [], starts: [], ends: [], gaps: [], sources: [], texts: [], readableWords: 0 };
}

// Character classes.
const WORD = 0; // ASCII letter or digit
const FOLD = 1; // Latin letter with a folded ASCII spelling
const SOFT = 2;
const LINE = 3;
const LIST = 4;
const HARD = 5;
const FOREIGN = 6; // a letter of another script
const MARK = 7; // combining mark: part of the word, dropped when folding
const CJK = 8; // Han, kana, Hangul: matched as substrings (cjk.ts)

const LATIN_END = 0x250;
/** Class of every UTF-16 code unit (surrogates are HARD: emoji and rare ideographs). */
const CLASS = new Uint8Array(0x10000).fill(HARD);
const FOLDED: string[] = [];

(function buildTables() {
  for (let c = 0x30; c <= 0x39; c++) CLASS[c] = WORD;
  for (let c = 0x41; c <= 0x5a; c++) CLASS[c] = WORD;
  for (let c = 0x61; c <= 0x7a; c++) CLASS[c] = WORD;
  for (const c of [0x20, 0x09, 0x2d, 0x27, 0x60, 0xa0, 0xad, 0xb4]) CLASS[c] = SOFT; // space tab - ' ` nbsp soft-hyphen ´
  for (const c of [0x0a, 0x0b, 0x0c, 0x0d]) CLASS[c] = LINE;
  for (const c of [0x2c, 0x26, 0x2f]) CLASS[c] = LIST; // , & /
  const special: Record<string, string> = { ß: 'ss', æ: 'ae', Æ: 'ae', œ: 'oe', Œ: 'oe', ø: 'o', Ø: 'o', đ: 'd', Đ: 'd', ł: 'l', Ł: 'l', þ: 'th', Þ: 'th', ð: 'd', Ð: 'd', ı: 'i', ĸ: 'k', ſ: 's' };
  for (let c = 0xc0; c < LATIN_END; c++) {
    if (c === 0xd7 || c === 0xf7) continue; // × ÷
    const ch = String.fromCharCode(c);
    const folded = special[ch] ?? ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
    if (/^[a-z]+$/.test(folded)) {
      CLASS[c] = FOLD;
      FOLDED[c] = folded;
    } else {
      CLASS[c] = FOREIGN;
    }
  }
  for (let c = LATIN_END; c < 0x10000; c++) CLASS[c] = classifyBeyondLatin(c);
})();

function classifyBeyondLatin(c: number): number {
  if (isCjk(c)) return CJK;
  if (c >= 0x300 && c <= 0x36f) return MARK;
  if (c >= 0x2000 && c <= 0x206f) {
    if (c <= 0x200a || c === 0x202f || c === 0x205f) return SOFT; // spaces
    if (c === 0x200b) return SOFT; // zero-width space
    if (c === 0x200c || c === 0x200d || c === 0x2060) return MARK; // zero-width (non-)joiners
    if (c === 0x2010 || c === 0x2011 || c === 0x2018 || c === 0x2019 || c === 0x201b || c === 0x2032) return SOFT; // hyphens, apostrophes
    if (c === 0x2028 || c === 0x2029) return LINE;
    return HARD;
  }
  if (c === 0x3000) return SOFT;
  if (c >= 0x3001 && c <= 0x303f) return HARD; // CJK punctuation
  if (c >= 0xfe00 && c <= 0xfe0f) return MARK; // variation selectors
  if (c >= 0xff01 && c <= 0xff0f) return c === 0xff0c ? LIST : HARD; // fullwidth punctuation
  if ((c >= 0xff1a && c <= 0xff20) || (c >= 0xff3b && c <= 0xff40) || (c >= 0xff5b && c <= 0xff65)) return HARD;
  if (c >= 0x2190 && c <= 0x2bff) return HARD; // arrows, maths, box drawing, symbols
  if (c >= 0xd800 && c <= 0xdfff) return HARD; // astral plane: emoji and rare ideographs
  return FOREIGN;
}

const GAP_OF_CLASS = [GAP_HARD, GAP_HARD, GAP_SOFT, GAP_LINE, GAP_LIST, GAP_HARD, GAP_HARD, GAP_SOFT, GAP_HARD];

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** FNV-1a over a folded word, as a non-zero int32 (0 marks an empty slot). */
function hashOf(word: string): number {
  let h = FNV_OFFSET;
  for (let i = 0; i < word.length; i++) h = Math.imul(h ^ word.charCodeAt(i), FNV_PRIME);
  return h | 0 || 1;
}

/** Whether text[start, end), folded, spells `word`. */
function spells(text: string, start: number, end: number, word: string): boolean {
  let w = 0;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) {
      if (word.charCodeAt(w++) !== (c >= 0x41 && c <= 0x5a ? c | 0x20 : c)) return false;
    } else if (c < LATIN_END && CLASS[c] === FOLD) {
      const folded = FOLDED[c]!;
      for (let k = 0; k < folded.length; k++) if (word.charCodeAt(w++) !== folded.charCodeAt(k)) return false;
    }
    // combining and zero-width marks are dropped
  }
  return w === word.length;
}

/**
 * The words a scan keeps, each with a small integer id (its index in `words`). Looking a word of the
 * text up costs its hash (computed while scanning) plus, on a hash match, a character comparison, so
 * a kept word is always exactly a vocabulary word.
 */
export class Vocabulary {
  readonly words: readonly string[];
  /**
   * 1 for words that can start a phrase or cue. Any other word ("di" in "farina di riso", "and"
   * in a list) only matters right after a kept word, so the tokenizer drops it after a hard gap.
   */
  readonly initial: Uint8Array;
  /** Open addressing: the hash of the word in each slot (0: empty), small enough to stay in cache... */
  private readonly hashes: Int32Array;
  /** ... and its id, read only on a hash match. */
  private readonly ids: Int32Array;
  private readonly mask: number;
  /** One bit per 16-bit hash prefix of the words: most other words are rejected here, in L1 cache. */
  private readonly filter: Uint32Array;
  /** The CJK words, matched as substrings. */
  readonly cjk: CjkTrie;
  /** Parts that unknown compounds are split into, or null. */
  readonly compounds: CompoundParts | null;
  private readonly compoundWords: CompoundWords | undefined;

  constructor(words: Iterable<string>, initialWords: Iterable<string> = words, compounds?: CompoundWords) {
    const list = [...new Set(words)].filter((w) => w !== '');
    this.words = list;
    const initial = new Set(initialWords);
    this.initial = Uint8Array.from(list, (w) => (initial.has(w) ? 1 : 0));
    let size = 16;
    while (size < list.length * 2) size *= 2;
    this.hashes = new Int32Array(size);
    this.ids = new Int32Array(size);
    this.mask = size - 1;
    this.filter = new Uint32Array(2048);
    this.cjk = new CjkTrie(list);
    this.compoundWords = compounds;
    list.forEach((word, id) => {
      const h = hashOf(word);
      this.filter[(h >>> 16) >>> 5]! |= 1 << ((h >>> 16) & 31);
      let i = h & this.mask;
      while (this.hashes[i] !== 0) i = (i + 1) & this.mask;
      this.hashes[i] = h;
      this.ids[i] = id;
    });
    const withIds = (parts: readonly string[]) => parts.map((w) => [w, this.id(w)] as [string, number]).filter(([, id]) => id >= 0);
    this.compounds = compounds ? new CompoundParts(withIds(compounds.heads), withIds(compounds.tails)) : null;
  }

  /** A vocabulary with every word of this one (same ids) plus `more`, of which `moreInitial` can start a phrase. */
  extend(more: Iterable<string>, moreInitial: Iterable<string> = more): Vocabulary {
    return new Vocabulary([...this.words, ...more], [...this.words.filter((_, id) => this.initial[id] === 1), ...moreInitial], this.compoundWords);
  }

  /** The id of a folded word, or -1. */
  id(word: string): number {
    const h = hashOf(word);
    for (let i = h & this.mask; this.hashes[i] !== 0; i = (i + 1) & this.mask) {
      if (this.hashes[i] === h && this.words[this.ids[i]!] === word) return this.ids[i]!;
    }
    return -1;
  }

  /** The id of the word text[start, end) whose hash is `hash`, or -1. */
  find(hash: number, text: string, start: number, end: number): number {
    const h = hash | 0 || 1;
    if ((this.filter[(h >>> 16) >>> 5]! & (1 << ((h >>> 16) & 31))) === 0) return -1;
    const hashes = this.hashes;
    for (let i = h & this.mask; ; i = (i + 1) & this.mask) {
      const slot = hashes[i]!;
      if (slot === 0) return -1;
      if (slot !== h) continue;
      const id = this.ids[i]!;
      const word = this.words[id]!;
      // Lowercase ASCII in the text (the common case) compares natively.
      if ((end - start === word.length && text.startsWith(word, start)) || spells(text, start, end, word)) return id;
    }
  }
}

/**
 * Appends the vocabulary words of `text` to `into`, as a new source. The first word of every
 * source after the first gets a hard gap, so no phrase or claim runs from one field into the next.
 */
export function tokenize(text: string, vocabulary: Vocabulary, into: Tokens = emptyTokens()): Tokens {
  const source = into.texts.length;
  into.texts.push(text);
  const { ids, starts, ends, gaps, sources } = into;
  let gap = source === 0 ? GAP_SOFT : GAP_HARD;
  let readable = 0;
  const n = text.length;
  let i = 0;
  while (i < n) {
    let c = text.charCodeAt(i);
    let cls = CLASS[c]!;
    if (cls === CJK) {
      const start = i;
      let hangul = false;
      for (; i < n && CLASS[(c = text.charCodeAt(i))] === CJK; i++) if (isHangul(c)) hangul = true;
      // Korean separates words with spaces; Chinese and Japanese words average about two characters.
      readable += hangul ? 1 : Math.ceil((i - start) / 2);
      if (!vocabulary.cjk.empty) gap = cjkRun(text, start, i, vocabulary, into, source, gap);
      else if (gap < GAP_WORD) gap = GAP_WORD;
      continue;
    }
    if (cls !== WORD && cls !== FOLD && cls !== FOREIGN) {
      const g = GAP_OF_CLASS[cls]!;
      if (g > gap) gap = g;
      i++;
      continue;
    }
    // A word: hash its folded characters. ASCII letters and digits take the tight loop.
    const start = i;
    // A word that starts with a letter counts as readable ("E330" does, "2g" does not).
    const letter = c >= 0x41;
    let hash = FNV_OFFSET;
    let foreign = false;
    for (;;) {
      while (cls === WORD) {
        hash = Math.imul(hash ^ (c | 0x20), FNV_PRIME); // lowercases letters, leaves digits
        if (++i >= n) break;
        c = text.charCodeAt(i);
        cls = CLASS[c]!;
      }
      if (i >= n) break;
      if (cls === FOLD) {
        const folded = FOLDED[c]!;
        hash = Math.imul(hash ^ folded.charCodeAt(0), FNV_PRIME);
        if (folded.length > 1) for (let k = 1; k < folded.length; k++) hash = Math.imul(hash ^ folded.charCodeAt(k), FNV_PRIME);
      } else if (cls === FOREIGN) {
        foreign = true;
      } else if (cls !== MARK) {
        break;
      }
      if (++i >= n) break;
      c = text.charCodeAt(i);
      cls = CLASS[c]!;
    }
    const id = foreign ? -1 : vocabulary.find(hash, text, start, i);
    if (letter && !foreign) readable++;
    const compounds = vocabulary.compounds;
    if (
      id < 0 &&
      compounds &&
      letter &&
      !foreign &&
      i - start >= MIN_LENGTH &&
      compounds.mayMatch(gateKey(key(text, start), key(text, start + 1), key(text, start + 2), key(text, start + 3)), gateKey(key(text, i - 4), key(text, i - 3), key(text, i - 2), key(text, i - 1)))
    ) {
      compounds.split(folded(text, start, i), parts);
      const [head, tail] = parts;
      if (head >= 0 || tail >= 0) {
        for (const part of head >= 0 && tail >= 0 && head !== tail ? parts : [head >= 0 ? head : tail]) {
          ids.push(part);
          starts.push(start);
          ends.push(i);
          gaps.push(gap);
          sources.push(source);
          gap = GAP_SOFT;
        }
        continue;
      }
    }
    if (id >= 0 && (gap < GAP_WORD || vocabulary.initial[id] === 1)) {
      ids.push(id);
      starts.push(start);
      ends.push(i);
      gaps.push(gap);
      sources.push(source);
      gap = GAP_SOFT;
    } else {
      if (gap < GAP_WORD) gap = GAP_WORD; // nothing matches across a word we do not keep
    }
  }
  into.readableWords += readable;
  return into;
}

const match: [number, number] = [-1, 0];
const parts: [number, number] = [-1, -1];
/** The character at `at`, lowercased and folded to its first letter ("Ä" → "a"), as a code. */
function key(text: string, at: number): number {
  const c = text.charCodeAt(at);
  if (c < 0x80) return c >= 0x41 && c <= 0x5a ? c | 0x20 : c;
  return c < LATIN_END && CLASS[c] === FOLD ? FOLDED[c]!.charCodeAt(0) : 0;
}

/** text[start, end) folded ("Haselnüsse" → "haselnusse"). */
function folded(text: string, start: number, end: number): string {
  let out = '';
  for (let k = start; k < end; k++) {
    const c = text.charCodeAt(k);
    if (c < 0x80) out += String.fromCharCode(c >= 0x41 && c <= 0x5a ? c | 0x20 : c);
    else if (c < LATIN_END && CLASS[c] === FOLD) out += FOLDED[c];
  }
  return out;
}

/** Appends the vocabulary words of the CJK run text[from, to); returns the gap after it. */
function cjkRun(text: string, from: number, to: number, vocabulary: Vocabulary, into: Tokens, source: number, gap: number): number {
  let p = from;
  while (p < to) {
    vocabulary.cjk.longest(text, p, to, match);
    const id = match[0];
    if (id >= 0 && (gap < GAP_WORD || vocabulary.initial[id] === 1)) {
      into.ids.push(id);
      into.starts.push(p);
      into.ends.push(match[1]);
      into.gaps.push(gap);
      into.sources.push(source);
      gap = GAP_SOFT;
      p = match[1];
    } else {
      if (gap < GAP_WORD) gap = GAP_WORD;
      p = id >= 0 ? match[1] : p + 1;
    }
  }
  return gap;
}

/**
 * The folded words of a short text (an entry, a lexicon phrase); a run of CJK characters is one
 * word ("えびフライ"); words in other scripts are dropped.
 */
export function words(text: string): string[] {
  const out: string[] = [];
  let current = '';
  let foreign = false;
  let cjk = false;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 0x20;
    const cls = CLASS[c]!;
    if ((cls === CJK) !== cjk && current) {
      // A change of script ends a word: "Tシャツ" is "t" and "シャツ".
      if (!foreign) out.push(current);
      current = '';
      foreign = false;
    }
    cjk = cls === CJK;
    if (cls === WORD) current += String.fromCharCode(c >= 0x41 && c <= 0x5a ? c | 0x20 : c);
    else if (cls === CJK) current += text.charAt(i);
    else if (cls === FOLD) current += FOLDED[c];
    else if (cls === FOREIGN) foreign = true;
    else if (cls !== MARK) {
      if (current && !foreign) out.push(current);
      current = '';
      foreign = false;
    }
  }
  return out;
}
