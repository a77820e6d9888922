/**
 * German writes compounds as one word ("Haselnusskuchen", "Kräuterbutter"). A word the vocabulary
 * does not know is split when it starts with a known head ("haselnuss|kuchen") or ends with a known
 * tail ("krauter|butter"); each part found becomes a token spanning the whole word. Only the parts
 * listed in lexicon/compounds.ts are used (German words of at least four letters that do not begin
 * or end common words of other languages: "brot" would split "brotherly", "gans" "hooligans").
 * Whole words are always looked up first, so compound false friends ("Kokosmilch", "Buchweizen",
 * "Johannisbrotkernmehl") are listed as words. Cost: only words of MIN_LENGTH or more letters whose
 * first or last two letters could start a head or end a tail are folded and split.
 */
export const MIN_LENGTH = 7;
/** Letters a part leaves for the rest of the word: "nuss|ecke" but not "mandel|n". */
const MIN_REST = 3;
/** Words ending so say the food is absent ("milchfrei", "fleischlos"): never split. */
const ABSENCE_ENDINGS = ['frei', 'los'];

export class CompoundParts {
  private readonly heads = new Map<string, number>();
  private readonly tails = new Map<string, number>();
  // One slot per pair of letters, plus one (always 0) for anything else.
  private readonly headGate = new Uint8Array(26 * 26 + 1);
  private readonly tailGate = new Uint8Array(26 * 26 + 1);
  private maxHead = 0;
  private maxTail = 0;

  constructor(heads: readonly [string, number][], tails: readonly [string, number][]) {
    for (const [word, id] of heads) {
      this.heads.set(word, id);
      this.headGate[gateIndex(word, 0)] = 1;
      this.maxHead = Math.max(this.maxHead, word.length);
    }
    for (const [word, id] of tails) {
      this.tails.set(word, id);
      this.tailGate[gateIndex(word, word.length - 2)] = 1;
      this.maxTail = Math.max(this.maxTail, word.length);
    }
  }

  /** Whether lowercase ASCII letters a, b (the word's first two) or y, z (its last two) pass the gates. */
  mayMatch(a: number, b: number, y: number, z: number): boolean {
    return this.headGate[letters(a, b)] === 1 || this.tailGate[letters(y, z)] === 1;
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

function letters(a: number, b: number): number {
  const x = (a | 0x20) - 0x61;
  const y = (b | 0x20) - 0x61;
  return x >= 0 && x < 26 && y >= 0 && y < 26 ? x * 26 + y : 26 * 26;
}

const gateIndex = (word: string, at: number) => letters(word.charCodeAt(at), word.charCodeAt(at + 1));
