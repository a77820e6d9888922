/**
 * Text handling shared by the lexicon's forms and the search text, so both are cut and folded the
 * same way: NFKC (full-width letters, half-width kana), lowercase, Latin accents dropped
 * ("végétarien" = "vegetarien", users often type without them), words split at anything that is
 * not a letter, digit or mark (hyphens and apostrophes too: "gluten-free", "près d'ici").
 */

/** A word of the text, with whether a list separator (comma, 、, ;) came just before it. */
export interface Word {
  /** As typed (after NFKC). */
  raw: string;
  /** Folded for look-up. */
  key: string;
  listBefore: boolean;
}

const WORD_OR_GAP = /([\p{L}\p{N}\p{M}]+)|([^\p{L}\p{N}\p{M}]+)/gu;
const LIST_SEPARATOR = /[,;，、；/&]/u;
const LATIN_MARKS = /[\u0300-\u036f]/g;

/** Lowercase, accents off Latin letters (kana voicing marks and Hangul survive: NFD then NFC). */
export function fold(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .normalize('NFD')
    .replace(LATIN_MARKS, '')
    .normalize('NFC');
}

export function splitWords(text: string): Word[] {
  const words: Word[] = [];
  let listBefore = false;
  for (const match of text.normalize('NFKC').matchAll(WORD_OR_GAP)) {
    if (match[1] !== undefined) {
      words.push({ raw: match[1], key: fold(match[1]), listBefore });
      listBefore = false;
    } else if (LIST_SEPARATOR.test(match[2]!)) {
      listBefore = true;
    }
  }
  return words;
}

/** Kana: Japanese only. Hangul: Korean only. Han: Chinese, or Japanese when written in kanji. */
export type CjkScript = 'kana' | 'hangul' | 'han';

export function cjkScriptOf(char: string): CjkScript | undefined {
  const c = char.codePointAt(0)!;
  if ((c >= 0x3040 && c <= 0x30ff) || (c >= 0x31f0 && c <= 0x31ff)) return 'kana';
  if ((c >= 0xac00 && c <= 0xd7af) || (c >= 0x1100 && c <= 0x11ff) || (c >= 0x3130 && c <= 0x318f)) return 'hangul';
  if (c === 0x3005 || (c >= 0x4e00 && c <= 0x9fff) || (c >= 0x3400 && c <= 0x4dbf) || (c >= 0xf900 && c <= 0xfaff) || (c >= 0x20000 && c <= 0x2ffff)) {
    return 'han';
  }
  return undefined;
}

export interface ScriptCounts {
  kana: number;
  hangul: number;
  han: number;
  /** Letters of other scripts (Latin mostly). */
  other: number;
}

/** How many letters of each script the text has: the script check behind short-text detection. */
export function countScripts(text: string): ScriptCounts {
  const counts: ScriptCounts = { kana: 0, hangul: 0, han: 0, other: 0 };
  for (const char of text.normalize('NFKC')) {
    const script = cjkScriptOf(char);
    if (script) counts[script]++;
    else if (/\p{L}/u.test(char)) counts.other++;
  }
  return counts;
}
