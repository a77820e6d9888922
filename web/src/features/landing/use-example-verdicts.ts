import { useTranslation } from 'react-i18next';
import { FALLBACK_LANGUAGE, normalizeLanguage } from '@shared/i18n/languages';
import { EXAMPLE_VERDICTS } from './example-verdicts.data';
import type { ExampleVerdicts } from './example-places';

/** The example places' verdicts in the interface language (scanned ahead: example-verdicts.data.ts). */
export function useExampleVerdicts(): ExampleVerdicts {
  const { i18n } = useTranslation('landing');
  return EXAMPLE_VERDICTS[normalizeLanguage(i18n.resolvedLanguage ?? i18n.language) ?? FALLBACK_LANGUAGE];
}
