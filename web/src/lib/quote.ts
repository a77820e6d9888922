import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Quotes text the interface did not write (a word found in a place's description, a search, a
 * tag) in the interface language's marks: “…” in English, „…“ in German, « … » in French, 「…」 in
 * Japanese (common.json `languageWords.quoted`).
 */
export function useQuote(): (text: string) => string {
  const { t } = useTranslation('common');
  return useCallback((text: string) => t('languageWords.quoted', { text }), [t]);
}
