/**
 * The food-search lexicon: language evidence, lexicon translation to English and extraction of
 * diets, allergies, cuisine, price and intent from search text in the nine languages. Pure: used by
 * every translation adapter on the server and by the web for its fallback and merge.
 */
export { extractSearchInfo, type SearchInfo } from './extract';
export { readSearchText, type SearchTextReading } from './search-text';
export { translateWithLexicon } from './translate';
export { lexiconLanguageVotes, withoutSharedForms, type LanguageVotes } from './votes';
export {
  FALLBACK_CONFIDENCE,
  fallbackDetection,
  mergeDetection,
  usesTranslation,
  type DetectableSearchFields,
  type LanguageDetection,
} from './detection';
export { countScripts, type ScriptCounts } from './text';
export * from './types';
