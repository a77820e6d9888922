import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A list of words the server sends as one comma-separated string (a dish's ingredients), split on any
 * comma (ASCII, Japanese 、 or full-width ，) whatever the spacing, and joined again with `separator`.
 */
export function joinWordList(text: string, separator: string): string {
  return text
    .split(/[,、，]/)
    .map((part) => part.trim())
    .filter(Boolean)
    .join(separator);
}

/**
 * Lists and labels in the interface language (common.json `languageWords`): "rice noodles, egg" in
 * English, "米麺、卵" in Japanese; a label's end ": " in English, " : " in French, "：" in Japanese.
 */
export function useWordList(): { list: (text: string) => string; labelEnd: string } {
  const { t } = useTranslation('common');
  const separator = t('languageWords.listSeparator');
  const list = useCallback((text: string) => joinWordList(text, separator), [separator]);
  return { list, labelEnd: t('languageWords.labelEnd') };
}
