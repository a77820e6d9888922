import i18n, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGES, normalizeLanguage } from '@shared/i18n/languages';
import { browserDetectionSources, detectLanguage, storeLanguage } from './detect-language';
import { NAMESPACES } from './namespaces';

// Each locale file becomes its own small chunk, fetched only when its language and namespace are used.
const localeLoaders = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

const lazyLocaleBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    if (!(NAMESPACES as readonly string[]).includes(namespace)) {
      callback(new Error(`Unknown namespace ${namespace}: add it to NAMESPACES`), false);
      return;
    }
    const load = localeLoaders[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No locale file for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (mod) => callback(null, mod.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

i18n.on('languageChanged', (lng) => {
  const lang = normalizeLanguage(lng) ?? FALLBACK_LANGUAGE;
  document.documentElement.lang = lang;
});

void i18n
  .use(lazyLocaleBackend)
  .use(initReactI18next)
  .init({
    lng: detectLanguage(browserDetectionSources()),
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    load: 'languageOnly',
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false }, // React escapes what it renders.
    returnNull: false,
    react: { useSuspense: true },
  });

/** Switches the interface language and remembers the choice. */
export async function changeLanguage(value: string): Promise<void> {
  const lang = normalizeLanguage(value);
  if (!lang) return;
  storeLanguage(lang);
  await i18n.changeLanguage(lang);
}
