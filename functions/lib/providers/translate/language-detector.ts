import { countScripts, lexiconLanguageVotes } from '../../../../shared/domain/search-lexicon';
import type { Language } from '../../../../shared/i18n/languages';
import type { NgramScores } from './eld-loader';

/**
 * Offline language detection for short search text. Scripts first: kana is Japanese, Hangul is
 * Korean, Han without kana is Chinese unless the lexicon knows its words as Japanese only (焼肉,
 * 和食). Latin-script text combines eld's n-gram scores with the lexicon's evidence (its words in
 * each language: "senza" is Italian, "sin gluten" Spanish), which matters most on two- or
 * three-word queries where n-grams alone guess. The interface language, when given, only breaks
 * near ties ("comida vegana barata" is both Spanish and Portuguese).
 */
export interface DetectedLanguage {
  language: Language;
  /** 0 to 1. */
  confidence: number;
}

const LATIN_LANGUAGES: Language[] = ['en', 'es', 'fr', 'de', 'it', 'pt'];
/** Weight of the lexicon's share of votes against eld's score (both 0 to 1); tuned on the labelled set. */
export const LEXICON_WEIGHT = 0.5;
const HINT_BONUS = 0.03;
/** Sharpness of the softmax turning combined scores into a confidence. */
const SOFTMAX_SCALE = 10;
const MAX_CONFIDENCE = 0.99;
/** No letters to go on (digits, emoji): English, barely. */
const NO_EVIDENCE_CONFIDENCE = 0.2;

export function detectLanguage(text: string, ngramScores: NgramScores, languageHint?: Language): DetectedLanguage {
  const scripts = countScripts(text);
  const votes = lexiconLanguageVotes(text);
  if (scripts.kana + scripts.hangul > 0) {
    return { language: scripts.kana >= scripts.hangul ? 'ja' : 'ko', confidence: MAX_CONFIDENCE };
  }
  if (scripts.han > 0) {
    const ja = votes.shares.ja ?? 0;
    const zh = votes.shares.zh ?? 0;
    if (ja > zh) return { language: 'ja', confidence: 0.8 };
    return { language: 'zh', confidence: zh > ja ? 0.95 : 0.85 };
  }
  if (scripts.other === 0) return { language: 'en', confidence: NO_EVIDENCE_CONFIDENCE };

  const ngrams = ngramScores(text);
  const combined = LATIN_LANGUAGES.map((language) => {
    const score = (ngrams[language] ?? 0) + LEXICON_WEIGHT * (votes.shares[language] ?? 0) + (language === languageHint ? HINT_BONUS : 0);
    return { language, score };
  });
  if (combined.every((c) => c.score === 0)) return { language: 'en', confidence: NO_EVIDENCE_CONFIDENCE };
  // Highest score wins; a tie goes to the earlier language (English first).
  const best = combined.reduce((a, b) => (b.score > a.score ? b : a));
  const total = combined.reduce((sum, c) => sum + Math.exp(SOFTMAX_SCALE * (c.score - best.score)), 0);
  return { language: best.language, confidence: round(Math.min(MAX_CONFIDENCE, 1 / total)) };
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
