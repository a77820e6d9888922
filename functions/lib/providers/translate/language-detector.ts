import { countScripts, lexiconLanguageVotes, withoutSharedForms } from '../../../../shared/domain/search-lexicon';
import type { Language } from '../../../../shared/i18n/languages';
import type { NgramScores } from './eld-loader';
import { hasSimplifiedOnlyCharacter } from './simplified-only-characters';

/**
 * Offline language detection for short search text. Scripts first: kana is Japanese, Hangul is
 * Korean. Han without kana is Chinese when it holds a character only simplified Chinese uses;
 * otherwise Japanese in the Japanese interface, and elsewhere Chinese unless the lexicon knows its
 * words as Japanese only (焼肉, 和食). Latin-script text combines eld's n-gram scores with the
 * lexicon's evidence (its words in each language: "senza" is Italian, "sin gluten" Spanish), which
 * matters most on two- or three-word queries where n-grams alone guess. Dish names and loanwords
 * most languages share ("pizza", "sushi", "café") are no evidence: they are left out first. Text
 * with no evidence left, or evidence that does not commit to one language, is read in the
 * interface language when one is given ("vegan" typed in German is German).
 */
export interface DetectedLanguage {
  language: Language;
  /** 0 to 1. */
  confidence: number;
}

const LATIN_LANGUAGES: Language[] = ['en', 'es', 'fr', 'de', 'it', 'pt'];
/** Weight of the lexicon's share of votes against eld's score (both 0 to 1); tuned on the labelled set. */
export const LEXICON_WEIGHT = 0.5;
/** Sharpness of the softmax turning combined scores into a confidence. */
const SOFTMAX_SCALE = 10;
const MAX_CONFIDENCE = 0.99;
/** Below this the evidence does not commit to a language, and the interface language decides. */
export const COMMITTED_CONFIDENCE = 0.6;
/** No letters to go on (digits, emoji, only loanwords): the interface language, or English, barely. */
const NO_EVIDENCE_CONFIDENCE = 0.2;

export function detectLanguage(text: string, ngramScores: NgramScores, interfaceLanguage?: Language): DetectedLanguage {
  const scripts = countScripts(text);
  if (scripts.kana + scripts.hangul > 0) {
    return { language: scripts.kana >= scripts.hangul ? 'ja' : 'ko', confidence: MAX_CONFIDENCE };
  }
  if (scripts.han > 0) return hanLanguage(text, interfaceLanguage);

  const evidence = withoutSharedForms(text);
  const noEvidence = { language: interfaceLanguage ?? 'en', confidence: NO_EVIDENCE_CONFIDENCE };
  if (countScripts(evidence).other === 0) return noEvidence;

  const ngrams = ngramScores(evidence);
  const votes = lexiconLanguageVotes(evidence);
  const combined = LATIN_LANGUAGES.map((language) => ({ language, score: (ngrams[language] ?? 0) + LEXICON_WEIGHT * (votes.shares[language] ?? 0) }));
  if (combined.every((c) => c.score === 0)) return noEvidence;
  const confidences = softmax(combined);
  // Highest confidence wins; a tie goes to the earlier language (English first).
  const best = confidences.reduce((a, b) => (b.confidence > a.confidence ? b : a));
  if (best.confidence >= COMMITTED_CONFIDENCE || !interfaceLanguage || !LATIN_LANGUAGES.includes(interfaceLanguage)) return best;
  return confidences.find((c) => c.language === interfaceLanguage)!;
}

/**
 * The language the rules decide before any detector is asked, or undefined when detection must
 * look: Han text in the Japanese interface without simplified-only characters is Japanese, with
 * one it is Chinese; text with no evidence once dish names and loanwords are left out is the
 * interface language. The Amazon adapter asks this first, so both adapters follow the same rules.
 */
export function languageByRule(text: string, interfaceLanguage?: Language): Language | undefined {
  const scripts = countScripts(text);
  if (scripts.kana + scripts.hangul > 0) return undefined;
  if (scripts.han > 0) {
    if (hasSimplifiedOnlyCharacter(text)) return 'zh';
    return interfaceLanguage === 'ja' ? 'ja' : undefined;
  }
  return countScripts(withoutSharedForms(text)).other === 0 ? interfaceLanguage : undefined;
}

function hanLanguage(text: string, interfaceLanguage: Language | undefined): DetectedLanguage {
  if (hasSimplifiedOnlyCharacter(text)) return { language: 'zh', confidence: 0.95 };
  const votes = lexiconLanguageVotes(text);
  const ja = votes.shares.ja ?? 0;
  const zh = votes.shares.zh ?? 0;
  if (interfaceLanguage === 'ja' || ja > zh) return { language: 'ja', confidence: 0.8 };
  return { language: 'zh', confidence: zh > ja ? 0.95 : 0.85 };
}

function softmax(scores: { language: Language; score: number }[]): DetectedLanguage[] {
  const top = Math.max(...scores.map((s) => s.score));
  const total = scores.reduce((sum, s) => sum + Math.exp(SOFTMAX_SCALE * (s.score - top)), 0);
  return scores.map(({ language, score }) => ({ language, confidence: round(Math.min(MAX_CONFIDENCE, Math.exp(SOFTMAX_SCALE * (score - top)) / total)) }));
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
