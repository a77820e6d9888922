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
export const MIN_LENGTH = 6;
/** Letters a part leaves for the rest of the word: "nuss|ecke" but not "mandel|n". */
const MIN_REST = 3;
/** Words ending so say the food is absent ("fleischlos"): never split into food parts. */
const ABSENCE_ENDINGS = ['frei', 'los'];
/**
 * "-frei" and its inflections ("glutenfreie Nudeln", "laktosefreier Joghurt"): an absence claim
 * written as one word. A word ending so whose front is a lexicon word ("gluten", "ei", "laktose")
 * is read as that word followed by the claim "frei" (lexicon/cues.ts), so the claim rules its food
 * out of the next word as "gluten-free pasta" does, and "laktosefrei" stays milk.
 */
const FREE_ENDINGS = ['freiem', 'freien', 'freier', 'freies', 'freie', 'frei'];

export class CompoundParts {
  private readonly heads = new Map<string, number>();
  private readonly tails = new Map<string, number>();
  // Bit filters of the first four letters of the heads and the last four of the tails.
  private readonly headGate = new Uint8Array(GATE_SIZE);
  private readonly tailGate = new Uint8Array(GATE_SIZE);
  private maxHead = 0;
  private maxTail = 0;

  /**
   * `lookup`: the vocabulary id of a folded word (-1 when unknown); `free`: the id of the claim
   * word "frei" (-1: absence compounds are not read).
   */
  constructor(
    heads: readonly [string, number][],
    tails: readonly [string, number][],
    private readonly lookup: (word: string) => number = () => -1,
    private readonly free = -1,
  ) {
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
    if (free >= 0) {
      for (const ending of FREE_ENDINGS) {
        const n = ending.length;
        this.tailGate[gateKey(ending.charCodeAt(n - 4), ending.charCodeAt(n - 3), ending.charCodeAt(n - 2), ending.charCodeAt(n - 1))] = 1;
      }
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
    if (this.free >= 0 && this.splitClaim(word, out)) return;
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

  /** "glutenfreie" → [id of "gluten", id of "frei"]; false when the word is no such claim. */
  private splitClaim(word: string, out: [number, number]): boolean {
    for (const ending of FREE_ENDINGS) {
      if (!word.endsWith(ending) || word.length - ending.length < 2) continue;
      const id = this.lookup(word.slice(0, word.length - ending.length));
      if (id < 0) return false;
      out[0] = id;
      out[1] = this.free;
      return true;
    }
    return false;
  }
}

const GATE_SIZE = 1 << 14;

/** A 14-bit key of four (folded, lowercase) character codes. */
export function gateKey(a: number, b: number, c: number, d: number): number {
  return (((a * 31 + b) * 31 + c) * 31 + d) & (GATE_SIZE - 1);
}
