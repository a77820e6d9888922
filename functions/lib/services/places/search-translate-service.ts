import type { Logger } from '@aws-lambda-powertools/logger';
import type { TranslateRequest } from '../../../../shared/api/translate';
import { fallbackDetection, type LanguageDetection } from '../../../../shared/domain/search-lexicon/index';
import type { TranslatePort } from '../../providers/translate/port';

export interface SearchTranslateDeps {
  translate: () => TranslatePort;
  logger: Pick<Logger, 'warn'>;
}

/**
 * detect-and-translate: the provider's answer, or, when it fails in any way (service error, time
 * out, low-confidence detection, detector not loadable), the spec's fallback: the original text
 * treated as English with low confidence, dietary info still read from it. A search never stops
 * here, so the failure is logged as a warning and answered 200.
 */
export async function detectAndTranslate(deps: SearchTranslateDeps, request: TranslateRequest): Promise<LanguageDetection> {
  try {
    return await deps.translate().detectAndTranslate(request.text, { languageHint: request.languageHint });
  } catch (error) {
    deps.logger.warn('Language detection failed; answering the text as English with low confidence', {
      error: error instanceof Error ? { name: error.name, message: error.message } : String(error),
    });
    return fallbackDetection(request.text);
  }
}
