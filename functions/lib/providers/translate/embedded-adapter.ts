import { extractSearchInfo, translateWithLexicon } from '../../../../shared/domain/search-lexicon';
import { type NgramScores, loadEld } from './eld-loader';
import { detectLanguage } from './language-detector';
import type { TranslatePort } from './port';

/**
 * The embedded translate adapter (offline default): eld plus script checks and the lexicon's
 * evidence detect the language, the lexicon translates word by word and phrase by phrase to
 * English (enough for food search; unknown words pass through), and the shared extraction reads
 * diets, allergies, cuisine, price and dishes. If eld cannot be loaded the call fails and the
 * service answers the spec's fallback.
 */
export function embeddedTranslateAdapter(loadNgrams: () => Promise<NgramScores> = () => loadEld()): TranslatePort {
  return {
    async detectAndTranslate(text, options = {}) {
      const { language, confidence } = detectLanguage(text, await loadNgrams(), options.languageHint);
      const translatedText = translateWithLexicon(text, language);
      return {
        originalText: text,
        detectedLanguage: language,
        translatedText,
        confidence,
        ...extractSearchInfo({ originalText: text, translatedText, language }),
      };
    },
  };
}
