import type { Language } from '../../i18n/languages';
import { parseSearchText } from './parse';
import { renderEnglish } from './render';

/**
 * The lexicon's own translation to English, for the food-search domain: lexicon words and phrases
 * become their English rendering, unknown words pass through. English text comes back as typed.
 */
export function translateWithLexicon(text: string, language: Language): string {
  if (language === 'en') return text;
  return renderEnglish(parseSearchText(text, language)) || text;
}
