import { LANGUAGES, type Language } from '../../i18n/languages';
import type { Cuisine } from '../cuisines';
import { isCjkText } from './compile';
import { findingsOf } from './extract';
import { expandForms } from './forms';
import { INGREDIENT_RULES } from './lexicon';
import { STOP_WORDS } from './lexicon/stop-words';
import { parseSearchText, type Phrase, type TermPhrase } from './parse';
import { fold, splitWords } from './text';

/**
 * What a search text leaves to match once the lexicon has read it (issue 9): words read as a
 * cuisine, diet, allergy, price, place or intent, and stop words of the nine languages, are not
 * words to match. Dishes and plain ingredient mentions are, in English ("寿司" → "sushi"). A
 * restriction ("without cheese", "sin queso", "チーズ抜き", "不要奶酪") is never a word to match:
 * what it avoids is either a diet or an allergy (extraction adds those: "sin gluten" → Gluten-Free)
 * or, when it is neither ("cheese", "pork", or a word the lexicon does not know: "without
 * mushrooms"), an avoid term the scan flags like a custom allergy.
 */
export interface SearchTextReading {
  /** Folded words to match, each once, in text order. */
  words: string[];
  /** What the text says to leave out that no diet or allergy preset covers, in English where known. */
  avoid: string[];
  /**
   * The cuisine extraction gives when the text names none outright and only a dish suggests it
   * ("cheesecake" → dessert, "sushi" → japanese): a hint, not a filter, since the dish's own word
   * finds the places that serve it whatever their cuisine (The Cheesecake Factory is American).
   */
  suggestedCuisine?: Cuisine;
}

/** Unknown words after "without" (or before "-free") taken as the thing avoided: "without green peppers". */
const MAX_AVOIDED_WORDS = 3;

/**
 * `text` is the text to match (the English translation when there is one), `original` the text as
 * typed, read for restrictions too; `language` the text's language when known (see parse.ts).
 */
export function readSearchText(input: { text: string; original?: string; language?: Language }): SearchTextReading {
  const phrases = parseSearchText(input.text, input.language);
  const main = read(phrases);
  // The original adds avoided ingredients (in English) only: its other words are the translation's.
  const original = input.original !== undefined && input.original !== input.text ? read(parseSearchText(input.original)) : undefined;
  const avoid = unique([...main.avoidedIngredients, ...(original?.avoidedIngredients ?? []), ...main.avoidedWords]);
  const namesCuisine = phrases.some((p) => p.type === 'term' && p.meaning.kind === 'cuisine');
  const found = namesCuisine ? undefined : findingsOf(phrases);
  const suggestedCuisine = found ? (found.strongCuisines[0] ?? found.weakCuisines[0]) : undefined;
  return { words: main.words, avoid, ...(suggestedCuisine ? { suggestedCuisine } : {}) };
}

const unique = (items: string[]) => [...new Set(items)];

function read(phrases: Phrase[]): { words: string[]; avoidedIngredients: string[]; avoidedWords: string[] } {
  const words: string[] = [];
  const avoidedIngredients: string[] = [];
  const avoidedWords: string[] = [];
  for (let i = 0; i < phrases.length; i++) {
    const phrase = phrases[i]!;
    if (phrase.type === 'restriction') {
      if (phrase.mode === 'avoid') avoidedIngredients.push(...phrase.ingredients.flatMap(uncoveredAvoid));
    } else if (phrase.type === 'unknown') {
      const content = contentWords(phrase.raw);
      // "msg-free", "キノコ抜き", "버섯 없이": the unknown word before a trailing negation is avoided.
      if (content.length > 0 && negationAt(phrases[i + 1], 'after')) {
        avoidedWords.push(content.join(' '));
        i++;
      } else words.push(...content);
    } else if (negationAt(phrase, 'before')) {
      // "without mushrooms", "sin champiñones", "不要香菜": the unknown words after it are avoided.
      const taken: string[] = [];
      let j = i + 1;
      for (; j < phrases.length && j - i <= MAX_AVOIDED_WORDS; j++) {
        const next = phrases[j]!;
        if (next.type !== 'unknown' || (taken.length > 0 && next.listBefore)) break;
        taken.push(...contentWords(next.raw));
      }
      if (taken.length > 0) {
        avoidedWords.push(taken.join(' '));
        i = j - 1;
      }
    } else if (phrase.meaning.kind === 'dish' || phrase.meaning.kind === 'ingredient') {
      // As typed ("cheesecake", not the entry's "cake"); CJK in English, which place texts use ("寿司" → "sushi").
      words.push(...contentWords(isCjkText(phrase.raw) ? phrase.entry.en : phrase.raw));
    }
  }
  return { words: unique(words), avoidedIngredients, avoidedWords };
}

function negationAt(phrase: Phrase | undefined, at: 'before' | 'after'): boolean {
  return phrase?.type === 'term' && phrase.meaning.kind === 'negation' && phrase.meaning.at === at;
}

/** An avoided ingredient that no diet or allergy preset covers ("cheese"), in English. */
function uncoveredAvoid(term: TermPhrase): string[] {
  if (term.meaning.kind !== 'ingredient') return [];
  const { avoided } = INGREDIENT_RULES[term.meaning.ingredient];
  return avoided.diets?.length || avoided.allergies?.length ? [] : [term.entry.en];
}

let stopWords: { latin: Set<string>; cjk: string[] } | undefined;

function stopWordLists() {
  if (stopWords) return stopWords;
  const latin = new Set<string>();
  const cjk: string[] = [];
  for (const language of LANGUAGES) {
    for (const { text } of expandForms(STOP_WORDS[language])) {
      if (isCjkText(text)) cjk.push(text);
      else splitWords(text).forEach((word) => latin.add(word.key));
    }
  }
  stopWords = { latin, cjk: cjk.sort((a, b) => b.length - a.length) };
  return stopWords;
}

/** The words of an unknown stretch of text that are not stop words; CJK runs lose the stop words inside them. */
function contentWords(raw: string): string[] {
  const { latin, cjk } = stopWordLists();
  return splitWords(raw).flatMap((word) => {
    if (!isCjkText(word.key)) return latin.has(word.key) || /^\d$/.test(word.key) ? [] : [word.key];
    let rest = word.key;
    for (const stop of cjk) rest = rest.split(stop).join(' ');
    return rest.split(' ').filter(Boolean).map(fold);
  });
}
