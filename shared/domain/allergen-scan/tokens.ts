import type { TermKind } from './types';

/**
 * The kept words of one or more texts (tokenize.ts), in parallel typed arrays of `length` entries.
 * A scan reuses one instance (`reset`) instead of allocating and growing arrays for every text.
 */
export class Tokens {
  /** Vocabulary id of each word. */
  ids: Int32Array;
  /** Character offsets of each word in its own text. */
  starts: Int32Array;
  ends: Int32Array;
  /** What separated each word from the previous kept one (GAP_* of tokenize.ts). */
  gaps: Uint8Array;
  /** Which text (index into `texts`) each word comes from. */
  sources: Int32Array;
  /** Number of words. */
  length = 0;
  readonly texts: string[] = [];
  /** Per text: what a word found in it is when the field says so (the place's name, a cuisine value, a diet tag), else undefined. */
  readonly fieldKinds: (TermKind | undefined)[] = [];
  /** All words (kept or not) in a script the scan reads with at least one letter (CJK: see tokenize). */
  readableWords = 0;

  constructor(capacity = 64) {
    this.ids = new Int32Array(capacity);
    this.starts = new Int32Array(capacity);
    this.ends = new Int32Array(capacity);
    this.gaps = new Uint8Array(capacity);
    this.sources = new Int32Array(capacity);
  }

  /** Empties it for the next scan (keeping the arrays). */
  reset(): this {
    this.length = 0;
    this.texts.length = 0;
    this.fieldKinds.length = 0;
    this.readableWords = 0;
    return this;
  }

  push(id: number, start: number, end: number, gap: number, source: number): void {
    const k = this.length;
    if (k === this.ids.length) this.grow();
    this.ids[k] = id;
    this.starts[k] = start;
    this.ends[k] = end;
    this.gaps[k] = gap;
    this.sources[k] = source;
    this.length = k + 1;
  }

  private grow(): void {
    const size = this.ids.length * 2;
    const larger = <T extends Int32Array | Uint8Array>(a: T, into: T): T => {
      into.set(a);
      return into;
    };
    this.ids = larger(this.ids, new Int32Array(size));
    this.starts = larger(this.starts, new Int32Array(size));
    this.ends = larger(this.ends, new Int32Array(size));
    this.gaps = larger(this.gaps, new Uint8Array(size));
    this.sources = larger(this.sources, new Int32Array(size));
  }
}
