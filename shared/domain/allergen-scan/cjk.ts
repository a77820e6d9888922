/**
 * Chinese, Japanese and Korean text has no spaces between words (Korean has them between phrases,
 * with particles attached: "땅콩을"), so the lexicon's CJK words are matched as substrings: at each
 * character the longest vocabulary word starting there wins and consumes its characters, as a
 * whole word does in Latin text. False friends are longer words ("ココナッツミルク" is not milk,
 * "鱼香" is not fish) and win by being longest at the same start or by starting earlier.
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

  constructor(words: readonly string[]) {
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
