/**
 * Chinese, Japanese and Korean text has no spaces between words (Korean has them between phrases,
 * with particles attached: "땅콩을"), so the lexicon's CJK words are matched as substrings: at each
 * character the longest vocabulary word starting there wins and consumes its characters, as a
 * whole word does in Latin text. False friends are longer words ("ココナッツミルク" is not milk,
 * "鱼香" is not fish) and win by being longest at the same start or by starting earlier.
 *
 * Two rules keep a word from matching inside a longer word that is something else (CjkTrie.stands):
 * - Katakana writes one loanword as one unbroken run, so a katakana word inside a longer katakana
 *   run stands only where a word can end and begin: next to another known word (カニ|クリーム), or
 *   with a rest of at least two morae that does not start with ー or a small kana and does not follow
 *   ッ. タコス (tacos) is not タコ (octopus), ブラウニー not ウニ, コラード not ラード, キャッサバ not サバ.
 * - A Korean class word (콩, bean) at the end of a compound names a kind of it: 강낭콩 is the kidney
 *   bean, not soy. It stands alone, first in a word (콩국수), after an adjective ending in ㄴ (검은콩,
 *   삶은콩) or after a known word; known soy compounds are listed (메주콩).
 */

/** Han, kana and Hangul (and the iteration mark 々): the characters matched as substrings. */
export function isCjk(c: number): boolean {
  return (
    (c >= 0x4e00 && c <= 0x9fff) || // CJK unified ideographs
    (c >= 0x3040 && c <= 0x30ff) || // hiragana, katakana (with ー)
    (c >= 0xac00 && c <= 0xd7a3) || // Hangul syllables
    (c >= 0x3400 && c <= 0x4dbf) || // extension A
    (c >= 0xf900 && c <= 0xfaff) || // compatibility ideographs
    (c >= 0x1100 && c <= 0x11ff) || // Hangul jamo
    (c >= 0x3130 && c <= 0x318f) || // Hangul compatibility jamo
    (c >= 0xff66 && c <= 0xff9f) || // half-width katakana
    c === 0x3005
  );
}

export const isHangul = (c: number): boolean => c >= 0xac00 && c <= 0xd7a3;

/** Katakana letters and the long-vowel mark ー (not the middle dot ・, which separates words). */
const isKatakana = (c: number): boolean => (c >= 0x30a1 && c <= 0x30fa) || c === LONG_VOWEL;
const LONG_VOWEL = 0x30fc;
const SMALL_TSU = 0x30c3;
/** Small kana: part of the mora before them (キャ, ティ). */
const SMALL_KANA = new Set([...'ァィゥェォャュョヮヵヶ'].map((ch) => ch.charCodeAt(0)));
/** The Hangul syllable's final consonant is ㄴ: an adnominal ending (검은, 흰, 삶은). */
const endsInN = (c: number): boolean => isHangul(c) && (c - 0xac00) % 28 === 4;

function morae(text: string, from: number, to: number): number {
  let count = 0;
  for (let i = from; i < to; i++) if (!SMALL_KANA.has(text.charCodeAt(i))) count++;
  return count;
}

/** Whether a word is written in CJK characters only. */
export function isCjkWord(word: string): boolean {
  if (word === '') return false;
  for (let i = 0; i < word.length; i++) if (!isCjk(word.charCodeAt(i))) return false;
  return true;
}

/** The vocabulary's CJK words as a character trie: node 0 is the root. */
export class CjkTrie {
  private readonly next: Map<number, number>[] = [new Map()];
  /** Vocabulary id of the word ending at each node, or -1. */
  private readonly ids: number[] = [-1];
  /** Vocabulary ids of the Korean class words (see the rules above). */
  private readonly classIds: ReadonlySet<number>;
  private readonly probe: [number, number] = [-1, 0];

  constructor(words: readonly string[], classWords: readonly string[] = []) {
    const classes = new Set(classWords);
    this.classIds = new Set(words.flatMap((word, id) => (classes.has(word) ? [id] : [])));
    words.forEach((word, id) => {
      if (!isCjkWord(word)) return;
      let node = 0;
      for (let i = 0; i < word.length; i++) {
        const c = word.charCodeAt(i);
        let child = this.next[node]!.get(c);
        if (child === undefined) {
          child = this.ids.length;
          this.next[node]!.set(c, child);
          this.next.push(new Map());
          this.ids.push(-1);
        }
        node = child;
      }
      this.ids[node] = id;
    });
  }

  /**
   * Whether word `id`, found at text[start, end) of the CJK run text[from, to), stands as a word
   * there (the rules above); `knownEnd` is where the last word kept in this run ends (-1: none).
   */
  stands(text: string, from: number, to: number, start: number, end: number, id: number, knownEnd: number): boolean {
    const before = start > from ? text.charCodeAt(start - 1) : 0;
    if (this.classIds.has(id) && isHangul(before) && knownEnd !== start && !endsInN(before)) return false;
    if (!isKatakana(text.charCodeAt(start)) || !isKatakana(text.charCodeAt(end - 1))) return true;
    if (isKatakana(before) && knownEnd !== start) {
      let k = start - 1;
      while (k > from && isKatakana(text.charCodeAt(k - 1))) k--;
      if (before === SMALL_TSU || morae(text, k, start) < 2) return false;
    }
    const after = end < to ? text.charCodeAt(end) : 0;
    if (isKatakana(after)) {
      this.longest(text, end, to, this.probe);
      if (this.probe[0] >= 0) return true;
      let k = end + 1;
      while (k < to && isKatakana(text.charCodeAt(k))) k++;
      if (after === LONG_VOWEL || SMALL_KANA.has(after) || morae(text, end, k) < 2) return false;
    }
    return true;
  }

  get empty(): boolean {
    return this.ids.length === 1;
  }

  /**
   * The longest word starting at `from` (before `end`): its vocabulary id and end, written into
   * `out` as [id, end]; id -1 when none.
   */
  longest(text: string, from: number, end: number, out: [number, number]): void {
    out[0] = -1;
    let node = 0;
    for (let i = from; i < end; i++) {
      const child = this.next[node]!.get(text.charCodeAt(i));
      if (child === undefined) break;
      node = child;
      if (this.ids[node]! >= 0) {
        out[0] = this.ids[node]!;
        out[1] = i + 1;
      }
    }
  }
}
