/**
 * German writes compounds as one word ("Haselnusskuchen", "Kräuterbutter"). A word the vocabulary
 * does not know is split when it starts with a known head ("haselnuss|kuchen") or ends with a known
 * tail ("krauter|butter"); each part found becomes a token spanning the whole word. Only the parts
 * listed in lexicon/compounds.ts are used (German words of at least four letters that do not begin
 * or end common words of other languages: "brot" would split "brotherly", "gans" "hooligans").
 * Whole words are always looked up first, so compound false friends ("Kokosmilch", "Buchweizen",
 * "Johannisbrotkernmehl") are listed as words. Cost: only words of MIN_LENGTH or more letters whose
 * first or last four letters could start a head or end a tail (a bit filter) are folded and split.
 */
export const MIN_LENGTH = 7;
/** Letters a part leaves for the rest of the word: "nuss|ecke" but not "mandel|n". */
const MIN_REST = 3;
/** Words ending so say the food is absent ("milchfrei", "fleischlos"): never split. */
const ABSENCE_ENDINGS = ['frei', 'los'];

export class CompoundParts {
  private readonly heads = new Map<string, number>();
  private readonly tails = new Map<string, number>();
  // Bit filters of the first four letters of the heads and the last four of the tails.
  private readonly headGate = new Uint8Array(GATE_SIZE);
  private readonly tailGate = new Uint8Array(GATE_SIZE);
  private maxHead = 0;
  private maxTail = 0;

  constructor(heads: readonly [string, number][], tails: readonly [string, number][]) {
    for (const [word, id] of heads) {
      this.heads.set(word, id);
      this.headGate[gateKey(word.charCodeAt(0), word.charCodeAt(1), word.charCodeAt(2), word.charCodeAt(3))] = 1;
      this.maxHead = Math.max(this.maxHead, word.length);
    }
    for (const [word, id] of tails) {
      const n = word.length;
      this.tails.set(word, id);
      this.tailGate[gateKey(word.charCodeAt(n - 4), word.charCodeAt(n - 3), word.charCodeAt(n - 2), word.charCodeAt(n - 1))] = 1;
      this.maxTail = Math.max(this.maxTail, word.length);
    }
  }

  /** Whether a word's first four folded letters could start a head (`head`) or its last four end a tail (`tail`): gateKey values. */
  mayMatch(head: number, tail: number): boolean {
    return this.headGate[head] === 1 || this.tailGate[tail] === 1;
  }

  /** The vocabulary ids of the head and the tail of a folded word (-1 each when none), longest parts first. */
  split(word: string, out: [number, number]): void {
    out[0] = -1;
    out[1] = -1;
    if (ABSENCE_ENDINGS.some((ending) => word.endsWith(ending))) return;
    for (let length = Math.min(this.maxHead, word.length - MIN_REST); length >= 4; length--) {
      const id = this.heads.get(word.slice(0, length));
      if (id !== undefined) {
        out[0] = id;
        break;
      }
    }
    for (let length = Math.min(this.maxTail, word.length - MIN_REST); length >= 4; length--) {
      const id = this.tails.get(word.slice(word.length - length));
      if (id !== undefined) {
        out[1] = id;
        break;
      }
    }
  }
}

const GATE_SIZE = 1 << 14;

/** A 14-bit key of four (folded, lowercase) character codes. */
export function gateKey(a: number, b: number, c: number, d: number): number {
  return (((a * 31 + b) * 31 + c) * 31 + d) & (GATE_SIZE - 1);
}
