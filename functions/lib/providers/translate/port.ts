import type { Language } from '../../../../shared/i18n/languages';
import type { LanguageDetection } from '../../../../shared/domain/search-lexicon';

/**
 * Translate port: detects the language of search text, translates it to English, and extracts
 * dietary info and intent (the spec's detect-and-translate). Amazon Translate in AWS, the embedded
 * lexicon adapter offline; both extract with shared/domain/search-lexicon, so the same text asks
 * for the same diets whichever adapter answers. Adapters throw on failure; the service answers
 * the spec's fallback then.
 */
export interface DetectOptions {
  /** The interface language: breaks ties between languages the text fits equally (es/pt). */
  languageHint?: Language;
}

export interface TranslatePort {
  /** `text` is trimmed and 1 to 500 characters. */
  detectAndTranslate(text: string, options?: DetectOptions): Promise<LanguageDetection>;
}
