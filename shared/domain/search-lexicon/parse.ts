import { LANGUAGES, type Language } from '../../i18n/languages';
import { lexiconIndex, type Sense, type TrieNode } from './compile';
import type { LexiconEntry, Meaning } from './types';
import { textUnits, type Unit } from './units';

/**
 * Search text → phrases: lexicon terms (longest match first, so "pas cher" beats "cher" and
 * "comida rápida" beats "comida"), unknown words, and restrictions, where the small grammar of
 * negation and allergy turns "sin gluten", "gluten-free", "ohne Nüsse", "卵なし", "无麸质" into
 * something avoided, and "alergia al maní", "peanut allergy", "花生过敏" into an allergy.
 */
export interface TermPhrase {
  type: 'term';
  entry: LexiconEntry;
  meaning: Meaning;
  raw: string;
  /** Languages that spell this form (evidence for detection). */
  languages: readonly Language[];
  listBefore: boolean;
}

export interface UnknownPhrase {
  type: 'unknown';
  raw: string;
  listBefore: boolean;
}

export interface RestrictionPhrase {
  type: 'restriction';
  mode: 'avoid' | 'allergy';
  marker: TermPhrase;
  ingredients: TermPhrase[];
}

export type Phrase = TermPhrase | UnknownPhrase | RestrictionPhrase;

/**
 * `language`, when known, decides between readings of a form that several languages spell ("soy"
 * is soy in English and "I am" in Spanish); forms of other languages still count, so mixed text
 * ("sushi sin gluten") works. Without it, English is preferred, then the interface order.
 */
export function parseSearchText(text: string, language?: Language): Phrase[] {
  const index = lexiconIndex();
  return applyGrammar(matchTerms(textUnits(text, index), index.root, language));
}

function matchTerms(units: Unit[], root: TrieNode, language: Language | undefined): (TermPhrase | UnknownPhrase)[] {
  const phrases: (TermPhrase | UnknownPhrase)[] = [];
  let i = 0;
  while (i < units.length) {
    const match = longestMatch(units, i, root, language);
    if (!match) {
      phrases.push({ type: 'unknown', raw: units[i]!.raw, listBefore: units[i]!.listBefore });
      i++;
      continue;
    }
    const span = units.slice(i, i + match.length);
    phrases.push({
      type: 'term',
      entry: match.sense.entry,
      meaning: match.sense.entry.meaning,
      raw: span.map((u) => u.raw).join(span.every((u) => u.cjk) ? '' : ' '),
      languages: [...match.node.languages],
      listBefore: units[i]!.listBefore,
    });
    i += match.length;
  }
  return phrases;
}

function longestMatch(units: Unit[], start: number, root: TrieNode, language: Language | undefined) {
  let best: { length: number; sense: Sense; node: TrieNode } | undefined;
  let node = root;
  for (let i = start; i < units.length; i++) {
    if (i > start && units[i]!.listBefore) break;
    const next = node.next.get(units[i]!.key);
    if (!next) break;
    node = next;
    const sense = pickSense(node.senses, language);
    if (sense) best = { length: i - start + 1, sense, node };
  }
  return best;
}

function pickSense(senses: Sense[], language: Language | undefined): Sense | undefined {
  const rank = (sense: Sense) => (sense.language === language ? -2 : sense.language === 'en' ? -1 : LANGUAGES.indexOf(sense.language));
  let best: Sense | undefined;
  for (const sense of senses) {
    if (sense.strict && sense.language !== language) continue;
    if (!best || rank(sense) < rank(best)) best = sense;
  }
  return best;
}

const MAX_FILLERS = 3;

type Item = TermPhrase | UnknownPhrase;

const isTerm = (item: Phrase | undefined, kind: Meaning['kind']): item is TermPhrase => item?.type === 'term' && item.meaning.kind === kind;

function applyGrammar(items: Item[]): Phrase[] {
  const out: Phrase[] = [];
  let i = 0;
  while (i < items.length) {
    const item = items[i]!;
    const backwardAllergy = isTerm(item, 'allergy') && isTerm(lastNonFiller(out), 'ingredient');
    const negation = item.type === 'term' && item.meaning.kind === 'negation' ? item.meaning.at : undefined;
    if (negation === 'before' || (isTerm(item, 'allergy') && !backwardAllergy)) {
      const { ingredients, end } = ingredientsAfter(items, i + 1);
      if (ingredients.length > 0) {
        out.push({ type: 'restriction', mode: negation ? 'avoid' : 'allergy', marker: item as TermPhrase, ingredients });
        i = end;
        continue;
      }
    } else if (negation === 'after' || backwardAllergy) {
      const ingredients = takeIngredientsBefore(out);
      if (ingredients.length > 0) {
        out.push({ type: 'restriction', mode: negation ? 'avoid' : 'allergy', marker: item as TermPhrase, ingredients });
        i++;
        continue;
      }
    }
    out.push(item);
    i++;
  }
  return out;
}

function skipFillers(items: Item[], i: number): number {
  let j = i;
  while (j < items.length && j - i < MAX_FILLERS && isTerm(items[j], 'filler')) j++;
  return j;
}

/** "sin gluten ni lactosa", "sans gluten, lactose et œufs", "allergic to the peanuts". */
function ingredientsAfter(items: Item[], from: number): { ingredients: TermPhrase[]; end: number } {
  const ingredients: TermPhrase[] = [];
  let j = skipFillers(items, from);
  while (isTerm(items[j], 'ingredient')) {
    ingredients.push(items[j] as TermPhrase);
    j++;
    const joined = isTerm(items[j], 'and') ? skipFillers(items, j + 1) : items[j]?.listBefore ? j : -1;
    if (joined < 0 || !isTerm(items[joined], 'ingredient')) break;
    j = joined;
  }
  return { ingredients, end: j };
}

/** "gluten and dairy free", "peanut allergy": pops the ingredients (and their joiners) just written. */
function takeIngredientsBefore(out: Phrase[]): TermPhrase[] {
  const taken: TermPhrase[] = [];
  for (;;) {
    let k = out.length - 1;
    while (k >= 0 && isTerm(out[k], 'filler')) k--;
    const candidate = out[k];
    if (!isTerm(candidate, 'ingredient')) break;
    taken.unshift(candidate);
    out.length = k;
    const joiner = out.at(-1);
    if (isTerm(joiner, 'and') && isTerm(out.at(-2), 'ingredient')) out.length -= 1;
    else if (!(candidate.listBefore && isTerm(out.at(-1), 'ingredient'))) break;
  }
  return taken;
}

function lastNonFiller(out: Phrase[]): Phrase | undefined {
  for (let k = out.length - 1; k >= 0; k--) if (!isTerm(out[k], 'filler')) return out[k];
  return undefined;
}
