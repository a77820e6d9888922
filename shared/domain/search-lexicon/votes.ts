import type { Language } from '../../i18n/languages';
import { parseSearchText, type Phrase, type TermPhrase } from './parse';

/**
 * Language evidence from the lexicon, for short texts where n-gram detection has little to go on:
 * each known form votes for the languages that spell it ("senza" → it; "comida" → es and pt, half
 * each). Forms most of the languages share ("pizza", "halal") say nothing and do not vote. Returns
 * each language's share of the votes (summing to 1), and how many forms voted.
 */
const UNINFORMATIVE_LANGUAGES = 5;

export interface LanguageVotes {
  shares: Partial<Record<Language, number>>;
  voters: number;
}

export function lexiconLanguageVotes(text: string): LanguageVotes {
  const totals: Partial<Record<Language, number>> = {};
  let voters = 0;
  for (const term of termsOf(parseSearchText(text))) {
    if (term.languages.length >= UNINFORMATIVE_LANGUAGES) continue;
    voters++;
    for (const language of term.languages) totals[language] = (totals[language] ?? 0) + 1 / term.languages.length;
  }
  const shares: Partial<Record<Language, number>> = {};
  for (const [language, total] of Object.entries(totals) as [Language, number][]) shares[language] = total / voters;
  return { shares, voters };
}

/**
 * The text without the forms most languages share: dish names and loanwords ("pizza", "sushi",
 * "ramen", "café", "burger") are no evidence of a language, yet n-grams read "pizza" as Italian.
 * What is left is what language detection should look at ("vegane Pizza" → "vegane").
 */
export function withoutSharedForms(text: string): string {
  return parseSearchText(text)
    .flatMap((p) => (p.type === 'unknown' ? [p.raw] : termsOf([p]).filter((t) => t.languages.length < UNINFORMATIVE_LANGUAGES).map((t) => t.raw)))
    .join(' ');
}

function termsOf(phrases: readonly Phrase[]): TermPhrase[] {
  return phrases.flatMap((p) => (p.type === 'term' ? [p] : p.type === 'restriction' ? [p.marker, ...p.ingredients] : []));
}
