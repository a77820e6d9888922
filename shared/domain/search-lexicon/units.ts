import { isCjkText, type LexiconIndex } from './compile';
import { cjkScriptOf, fold, splitWords } from './text';

/**
 * Cuts search text into units the lexicon can look up. Latin words are units as they are; a word
 * no form knows may be a German compound of known words ("glutenfreie" → gluten + freie). Text in
 * CJK scripts has no spaces between words (and Korean attaches particles), so each CJK run is
 * segmented by longest match against the lexicon's CJK units; characters no unit covers stay
 * together as one unknown unit, passed through as typed.
 */
export interface Unit {
  key: string;
  raw: string;
  known: boolean;
  cjk: boolean;
  /** A list separator came just before it. */
  listBefore: boolean;
}

const MIN_COMPOUND_LENGTH = 7;
const MIN_COMPOUND_PART = 3;

export function textUnits(text: string, index: LexiconIndex): Unit[] {
  const units: Unit[] = [];
  for (const word of splitWords(text)) {
    const start = units.length;
    for (const run of scriptRuns(word.raw)) {
      if (run.cjk) units.push(...segment(run.text, index));
      else units.push(...latinUnits(run.text, index));
    }
    if (units[start]) units[start]!.listBefore = word.listBefore;
  }
  return units;
}

function scriptRuns(raw: string): { text: string; cjk: boolean }[] {
  const runs: { text: string; cjk: boolean }[] = [];
  for (const char of raw) {
    const cjk = cjkScriptOf(char) !== undefined;
    const last = runs.at(-1);
    if (last && last.cjk === cjk) last.text += char;
    else runs.push({ text: char, cjk });
  }
  return runs;
}

function latinUnits(raw: string, index: LexiconIndex): Unit[] {
  const key = fold(raw);
  if (index.latinUnits.has(key)) return [unit(key, raw, true, false)];
  const parts = key.length >= MIN_COMPOUND_LENGTH ? splitCompound(key, index.germanUnits) : undefined;
  if (!parts) return [unit(key, raw, false, false)];
  return parts.map((part) => unit(part, part, true, false));
}

/** The compound as 2 or 3 known German units (a linking "s" allowed between), preferring long heads. */
function splitCompound(key: string, known: Set<string>, depth = 0): string[] | undefined {
  if (known.has(key)) return [key];
  if (depth >= 2) return undefined;
  for (let cut = key.length - MIN_COMPOUND_PART; cut >= MIN_COMPOUND_PART; cut--) {
    const head = key.slice(0, cut);
    const heads = known.has(head) ? [head] : head.endsWith('s') && known.has(head.slice(0, -1)) ? [head.slice(0, -1)] : [];
    if (heads.length === 0) continue;
    const rest = splitCompound(key.slice(cut), known, depth + 1);
    if (rest) return [heads[0]!, ...rest];
  }
  return undefined;
}

function segment(run: string, index: LexiconIndex): Unit[] {
  const chars = [...run];
  const out: Unit[] = [];
  let unknown = '';
  const flush = () => {
    if (unknown) out.push(unit(unknown, unknown, false, true));
    unknown = '';
  };
  let i = 0;
  while (i < chars.length) {
    const length = longestUnitAt(chars, i, index, out.at(-1)?.known === true && unknown === '');
    if (length === 0) {
      unknown += chars[i];
      i++;
      continue;
    }
    flush();
    const text = chars.slice(i, i + length).join('');
    out.push(unit(text, text, true, true));
    i += length;
  }
  flush();
  return out;
}

/**
 * The longest lexicon unit starting at `i`, or 0. Single characters that are only particles or
 * joiners (の, 的, 을) count only right after a known unit, and a single Hangul syllable only as
 * a whole word or at the start of one followed by a known unit (무글루텐), so that they are not
 * read inside words the lexicon does not know.
 */
function longestUnitAt(chars: string[], i: number, index: LexiconIndex, afterKnown: boolean): number {
  for (let length = Math.min(index.maxCjkUnitLength, chars.length - i); length >= 1; length--) {
    const text = chars.slice(i, i + length).join('');
    if (!index.cjkUnits.has(text)) continue;
    if (length > 1) return length;
    if (index.functionUnits.has(text)) return afterKnown ? 1 : 0;
    if (cjkScriptOf(text) !== 'hangul') return 1;
    if (chars.length === 1) return 1;
    if (i === 0 && longestUnitAt(chars, 1, index, true) > 0) return 1;
    return 0;
  }
  return 0;
}

function unit(key: string, raw: string, known: boolean, cjk: boolean): Unit {
  return { key, raw, known, cjk: cjk || isCjkText(key), listBefore: false };
}
