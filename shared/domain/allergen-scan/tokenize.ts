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
import { Tokens } from './tokens';

/** Words that German compounds are split into (compound.ts): heads start a word, tails end it. */
export interface CompoundWords {
  readonly heads: readonly string[];
  readonly tails: readonly string[];
  /** The absence claim that "-frei" compounds end in ("glutenfreie" = "gluten" + this word; compound.ts). */
  readonly free?: string;
  /** Korean class words (콩): a kind of them is written as a compound ending in them (cjk.ts). */
  readonly cjkClassWords?: readonly string[];
}

/**
 * What separated a word from the previous kept one. The hot loops below use these const enums (as
 * do the character classes): compilers and bundlers inline their numbers, whereas a top-level
 * `const` becomes a mutable `var` in a bundle that the JIT re-reads and re-checks on every character.
 */
const enum Gap {
  /** Separated by spaces, tabs, hyphens or apostrophes only (or nothing: the first word). */
  Soft = 0,
  /** A line break (and possibly spaces) in between. */
  Line = 1,
  /** A list separator: comma, ampersand or slash. */
  List = 2,
  /** One or more words the scan does not keep, and only spacing: still the same phrase ("dairy-free chocolate cake"). */
  Word = 3,
  /** Any other punctuation (full stop, semicolon, colon, brackets, quotes, bullets), or a field boundary. */
  Hard = 4,
}
export const GAP_SOFT = Gap.Soft;
export const GAP_LINE = Gap.Line;
export const GAP_LIST = Gap.List;
export const GAP_WORD = Gap.Word;
export const GAP_HARD = Gap.Hard;

/** Character classes. */
const enum Char {
  /** ASCII letter or digit. */
  Word,
  /** Latin letter with a folded ASCII spelling. */
  Fold,
  Soft,
  Line,
  List,
  Hard,
  /** A letter of another script. */
  Foreign,
  /** Combining mark: part of the word, dropped when folding. */
  Mark,
  /** Han, kana, Hangul: matched as substrings (cjk.ts). */
  Cjk,
}

const LATIN_END = 0x250;
/** Class of every UTF-16 code unit (surrogates are Hard: emoji and rare ideographs), and the folded letters. */
const { CLASS, FOLDED } = buildTables();

function buildTables(): { CLASS: Uint8Array; FOLDED: string[] } {
  const CLASS = new Uint8Array(0x10000).fill(Char.Hard);
  const FOLDED: string[] = [];
  for (let c = 0x30; c <= 0x39; c++) CLASS[c] = Char.Word;
  for (let c = 0x41; c <= 0x5a; c++) CLASS[c] = Char.Word;
  for (let c = 0x61; c <= 0x7a; c++) CLASS[c] = Char.Word;
  for (const c of [0x20, 0x09, 0x2d, 0x27, 0x60, 0xa0, 0xad, 0xb4]) CLASS[c] = Char.Soft; // space tab - ' ` nbsp soft-hyphen ´
  for (const c of [0x0a, 0x0b, 0x0c, 0x0d]) CLASS[c] = Char.Line;
  for (const c of [0x2c, 0x26, 0x2f]) CLASS[c] = Char.List; // , & /
  const special: Record<string, string> = { ß: 'ss', æ: 'ae', Æ: 'ae', œ: 'oe', Œ: 'oe', ø: 'o', Ø: 'o', đ: 'd', Đ: 'd', ł: 'l', Ł: 'l', þ: 'th', Þ: 'th', ð: 'd', Ð: 'd', ı: 'i', ĸ: 'k', ſ: 's' };
  for (let c = 0xc0; c < LATIN_END; c++) {
    if (c === 0xd7 || c === 0xf7) continue; // × ÷
    const ch = String.fromCharCode(c);
    const folded = special[ch] ?? ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
    if (/^[a-z]+$/.test(folded)) {
      CLASS[c] = Char.Fold;
      FOLDED[c] = folded;
    } else {
      CLASS[c] = Char.Foreign;
    }
  }
  for (let c = LATIN_END; c < 0x10000; c++) CLASS[c] = classifyBeyondLatin(c);
  return { CLASS, FOLDED };
}

function classifyBeyondLatin(c: number): number {
  if (isCjk(c)) return Char.Cjk;
  if (c >= 0x300 && c <= 0x36f) return Char.Mark;
  if (c >= 0x2000 && c <= 0x206f) {
    if (c <= 0x200a || c === 0x202f || c === 0x205f) return Char.Soft; // spaces
    if (c === 0x200b) return Char.Soft; // zero-width space
    if (c === 0x200c || c === 0x200d || c === 0x2060) return Char.Mark; // zero-width (non-)joiners
    if (c === 0x2010 || c === 0x2011 || c === 0x2018 || c === 0x2019 || c === 0x201b || c === 0x2032) return Char.Soft; // hyphens, apostrophes
    if (c === 0x2028 || c === 0x2029) return Char.Line;
    return Char.Hard;
  }
  if (c === 0x3000) return Char.Soft;
  if (c >= 0x3001 && c <= 0x303f) return Char.Hard; // CJK punctuation
  if (c >= 0xfe00 && c <= 0xfe0f) return Char.Mark; // variation selectors
  if (c >= 0xff01 && c <= 0xff0f) return c === 0xff0c ? Char.List : Char.Hard; // fullwidth punctuation
  if ((c >= 0xff1a && c <= 0xff20) || (c >= 0xff3b && c <= 0xff40) || (c >= 0xff5b && c <= 0xff65)) return Char.Hard;
  if (c >= 0x2190 && c <= 0x2bff) return Char.Hard; // arrows, maths, box drawing, symbols
  if (c >= 0xd800 && c <= 0xdfff) return Char.Hard; // astral plane: emoji and rare ideographs
  return Char.Foreign;
}

const GAP_OF_CLASS = [Gap.Hard, Gap.Hard, Gap.Soft, Gap.Line, Gap.List, Gap.Hard, Gap.Hard, Gap.Soft, Gap.Hard];

/** FNV-1a, in int32 arithmetic throughout (an offset above 2^31 would make the hash a float). */
const enum Fnv {
  Offset = 0x811c9dc5 | 0,
  Prime = 0x01000193,
}

/** FNV-1a over a folded word, as a non-zero int32 (0 marks an empty slot). */
function hashOf(word: string): number {
  let h = Fnv.Offset;
  for (let i = 0; i < word.length; i++) h = Math.imul(h ^ word.charCodeAt(i), Fnv.Prime);
  return h | 0 || 1;
}

/** Whether text[start, end), folded, spells `word`. */
function spells(text: string, start: number, end: number, word: string): boolean {
  let w = 0;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) {
      if (word.charCodeAt(w++) !== (c >= 0x41 && c <= 0x5a ? c | 0x20 : c)) return false;
    } else if (c < LATIN_END && CLASS[c] === Char.Fold) {
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
  /** Every word's characters, one after the other: word `id` is chars[offsets[id], offsets[id + 1]). */
  private readonly chars: Uint16Array;
  private readonly offsets: Int32Array;
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
    this.offsets = new Int32Array(list.length + 1);
    list.forEach((word, id) => (this.offsets[id + 1] = this.offsets[id]! + word.length));
    this.chars = new Uint16Array(this.offsets[list.length]!);
    list.forEach((word, id) => {
      for (let k = 0; k < word.length; k++) this.chars[this.offsets[id]! + k] = word.charCodeAt(k);
    });
    this.cjk = new CjkTrie(list, compounds?.cjkClassWords);
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
    this.compounds = compounds
      ? new CompoundParts(withIds(compounds.heads), withIds(compounds.tails), (word) => this.id(word), compounds.free ? this.id(compounds.free) : -1)
      : null;
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

  /**
   * The id of the word text[start, end) whose hash is `hash`, or -1. `folded` holds its folded
   * characters (`length` of them) when length <= WordBuffer.Size, so a hash match is checked without
   * reading the text again.
   */
  find(hash: number, text: string, start: number, end: number, folded: Uint16Array, length: number): number {
    const h = hash | 0 || 1;
    if ((this.filter[(h >>> 16) >>> 5]! & (1 << ((h >>> 16) & 31))) === 0) return -1;
    const hashes = this.hashes;
    for (let i = h & this.mask; ; i = (i + 1) & this.mask) {
      const slot = hashes[i]!;
      if (slot === 0) return -1;
      if (slot !== h) continue;
      const id = this.ids[i]!;
      if (length <= WordBuffer.Size ? this.equals(id, folded, length) : spells(text, start, end, this.words[id]!)) return id;
    }
  }

  /** Whether word `id` is folded[0, length). */
  private equals(id: number, folded: Uint16Array, length: number): boolean {
    const from = this.offsets[id]!;
    if (this.offsets[id + 1]! - from !== length) return false;
    const chars = this.chars;
    for (let k = 0; k < length; k++) if (chars[from + k] !== folded[k]) return false;
    return true;
  }
}

/**
 * Appends the vocabulary words of `text` to `into`, as a new source. The first word of every
 * source after the first gets a hard gap, so no phrase or claim runs from one field into the next.
 */
export function tokenize(text: string, vocabulary: Vocabulary, into: Tokens = new Tokens()): Tokens {
  const source = into.texts.length;
  into.texts.push(text);
  const compounds = vocabulary.compounds;
  const initial = vocabulary.initial;
  // Tables as locals: read once per text, not once per character (see Gap).
  const classes = CLASS;
  const gapOfClass = GAP_OF_CLASS;
  const buffer = wordBuffer;
  let gap = source === 0 ? Gap.Soft : Gap.Hard;
  let readable = 0;
  const n = text.length;
  let i = 0;
  // Invariant: c and cls are the code and class of text[i] (when i < n).
  let c = n > 0 ? text.charCodeAt(0) : 0;
  let cls = classes[c]!;
  while (i < n) {
    if (cls === Char.Cjk) {
      const start = i;
      let hangul = false;
      for (; i < n && classes[(c = text.charCodeAt(i))] === Char.Cjk; i++) if (isHangul(c)) hangul = true;
      cls = classes[c]!;
      // Korean separates words with spaces; Chinese and Japanese words average about two characters.
      readable += hangul ? 1 : Math.ceil((i - start) / 2);
      if (!vocabulary.cjk.empty) gap = cjkRun(text, start, i, vocabulary, into, source, gap);
      else if (gap < Gap.Word) gap = Gap.Word;
      continue;
    }
    if (cls !== Char.Word && cls !== Char.Fold && cls !== Char.Foreign) {
      const g = gapOfClass[cls]!;
      if (g > gap) gap = g;
      if (++i < n) cls = classes[(c = text.charCodeAt(i))]!;
      continue;
    }
    // A word: hash its folded characters. ASCII letters and digits take the tight loop.
    const start = i;
    // A word that starts with a letter counts as readable ("E330" does, "2g" does not).
    const letter = c >= 0x41;
    let hash = Fnv.Offset;
    // Its folded characters: buffer[0, length) while length <= WordBuffer.Size.
    let length = 0;
    // The keys (key()) of the word's last four characters, a byte each, for the compound gate.
    let last4 = 0;
    // Only ASCII letters and digits: the first four keys are buffer[0, 4).
    let plain = true;
    let foreign = false;
    for (;;) {
      if (cls === Char.Word) {
        const k = c | 0x20; // lowercases letters, leaves digits
        hash = Math.imul(hash ^ k, Fnv.Prime);
        buffer[length++ & WordBuffer.Mask] = k;
        last4 = (last4 << 8) | k;
      } else if (cls === Char.Fold) {
        const folded = FOLDED[c]!;
        for (let k = 0; k < folded.length; k++) {
          hash = Math.imul(hash ^ folded.charCodeAt(k), Fnv.Prime);
          buffer[length++ & WordBuffer.Mask] = folded.charCodeAt(k);
        }
        last4 = (last4 << 8) | folded.charCodeAt(0);
        plain = false;
      } else if (cls === Char.Foreign) {
        foreign = true;
      } else if (cls === Char.Mark) {
        last4 <<= 8;
        plain = false;
      } else {
        break;
      }
      if (++i >= n) break;
      c = text.charCodeAt(i);
      cls = classes[c]!;
    }
    if (foreign) {
      if (gap < Gap.Word) gap = Gap.Word;
      continue;
    }
    if (letter) readable++;
    const id = vocabulary.find(hash, text, start, i, buffer, length);
    if (
      id < 0 &&
      compounds !== null &&
      letter &&
      i - start >= MIN_LENGTH &&
      compounds.mayMatch(
        plain ? gateKey(buffer[0]!, buffer[1]!, buffer[2]!, buffer[3]!) : headKey(text, start),
        gateKey(last4 >>> 24, (last4 >>> 16) & 0xff, (last4 >>> 8) & 0xff, last4 & 0xff),
      ) &&
      splitCompound(text, start, i, compounds, into, gap, source)
    ) {
      gap = Gap.Soft;
      continue;
    }
    if (id >= 0 && (gap < Gap.Word || initial[id] === 1)) {
      into.push(id, start, i, gap, source);
      gap = Gap.Soft;
    } else if (gap < Gap.Word) {
      gap = Gap.Word; // nothing matches across a word we do not keep
    }
  }
  into.readableWords += readable;
  return into;
}

/** Appends the known parts of the compound text[start, end) (each spanning the whole word); false when it has none. */
function splitCompound(text: string, start: number, end: number, compounds: CompoundParts, into: Tokens, gap: number, source: number): boolean {
  compounds.split(folded(text, start, end), parts);
  const head = parts[0];
  const tail = parts[1];
  if (head < 0 && tail < 0) return false;
  if (head >= 0) into.push(head, start, end, gap, source);
  if (tail >= 0 && tail !== head) into.push(tail, start, end, head >= 0 ? Gap.Soft : gap, source);
  return true;
}

/** The folded characters of the word being read (see find()); longer words are compared with the text. */
const enum WordBuffer {
  Size = 64,
  Mask = Size - 1,
}
const wordBuffer = new Uint16Array(WordBuffer.Size);

const match: [number, number] = [-1, 0];
const parts: [number, number] = [-1, -1];
/** gateKey of the first four characters of the word at `start` (key() of each). */
function headKey(text: string, start: number): number {
  return gateKey(key(text, start), key(text, start + 1), key(text, start + 2), key(text, start + 3));
}

/** The character at `at`, lowercased and folded to its first letter ("Ä" → "a"), as a code. */
function key(text: string, at: number): number {
  const c = text.charCodeAt(at);
  if (c < 0x80) return c >= 0x41 && c <= 0x5a ? c | 0x20 : c;
  return c < LATIN_END && CLASS[c] === Char.Fold ? FOLDED[c]!.charCodeAt(0) : 0;
}

/** text[start, end) folded ("Haselnüsse" → "haselnusse"). */
function folded(text: string, start: number, end: number): string {
  let out = '';
  for (let k = start; k < end; k++) {
    const c = text.charCodeAt(k);
    if (c < 0x80) out += String.fromCharCode(c >= 0x41 && c <= 0x5a ? c | 0x20 : c);
    else if (c < LATIN_END && CLASS[c] === Char.Fold) out += FOLDED[c];
  }
  return out;
}

/** Appends the vocabulary words of the CJK run text[from, to); returns the gap after it. */
function cjkRun(text: string, from: number, to: number, vocabulary: Vocabulary, into: Tokens, source: number, gap: number): number {
  let p = from;
  let knownEnd = -1;
  while (p < to) {
    vocabulary.cjk.longest(text, p, to, match);
    let id = match[0];
    if (id >= 0 && !vocabulary.cjk.stands(text, from, to, p, match[1], id, knownEnd)) id = -1;
    if (id >= 0) knownEnd = match[1];
    if (id >= 0 && (gap < Gap.Word || vocabulary.initial[id] === 1)) {
      into.push(id, p, match[1], gap, source);
      gap = Gap.Soft;
      p = match[1];
    } else {
      if (gap < Gap.Word) gap = Gap.Word;
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
    if ((cls === Char.Cjk) !== cjk && current) {
      // A change of script ends a word: "Tシャツ" is "t" and "シャツ".
      if (!foreign) out.push(current);
      current = '';
      foreign = false;
    }
    cjk = cls === Char.Cjk;
    if (cls === Char.Word) current += String.fromCharCode(c >= 0x41 && c <= 0x5a ? c | 0x20 : c);
    else if (cls === Char.Cjk) current += text.charAt(i);
    else if (cls === Char.Fold) current += FOLDED[c];
    else if (cls === Char.Foreign) foreign = true;
    else if (cls !== Char.Mark) {
      if (current && !foreign) out.push(current);
      current = '';
      foreign = false;
    }
  }
  return out;
}
