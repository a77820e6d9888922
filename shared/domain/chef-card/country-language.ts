import type { Language } from '../../i18n/languages';

/**
 * The language a restaurant's kitchen most likely reads, from its country (ISO 3166-1 alpha-2), among the
 * nine the app writes (product-rules §17.3). A country whose language is not one of them, or a
 * multilingual one where no single guess is fair (Belgium, Switzerland, Canada: the user chooses), has none.
 */
const COUNTRY_LANGUAGE: Record<string, Language> = {
  // English
  GB: 'en', US: 'en', IE: 'en', AU: 'en', NZ: 'en', SG: 'en', ZA: 'en', MT: 'en',
  // Spanish
  ES: 'es', MX: 'es', AR: 'es', CO: 'es', CL: 'es', PE: 'es', VE: 'es', EC: 'es', GT: 'es', CU: 'es', BO: 'es',
  DO: 'es', HN: 'es', PY: 'es', SV: 'es', NI: 'es', CR: 'es', PA: 'es', UY: 'es', PR: 'es',
  // French
  FR: 'fr', LU: 'fr', MC: 'fr', SN: 'fr', CI: 'fr',
  // German
  DE: 'de', AT: 'de', LI: 'de',
  // Italian
  IT: 'it', SM: 'it', VA: 'it',
  // Portuguese
  PT: 'pt', BR: 'pt', AO: 'pt', MZ: 'pt',
  // Japanese, Korean, Chinese
  JP: 'ja', KR: 'ko', CN: 'zh', TW: 'zh', HK: 'zh', MO: 'zh',
};

export function languageForCountry(countryCode: string | undefined): Language | null {
  if (!countryCode) return null;
  return COUNTRY_LANGUAGE[countryCode.trim().toUpperCase()] ?? null;
}
