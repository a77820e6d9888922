import { FALLBACK_LANGUAGE, normalizeLanguage, type Language } from '@shared/i18n/languages';

/** localStorage key holding the language the user chose. */
export const LANGUAGE_STORAGE_KEY = 'forksure.language';

interface DetectionSources {
  storage: Pick<Storage, 'getItem' | 'removeItem'> | null;
  browserLanguages: readonly string[];
  htmlLang: string | null;
}

/**
 * Detection order of the spec: stored choice, then browser languages, then `<html lang>`,
 * then English. Values that fail `normalizeLanguage` (markup, script, junk) are skipped; a bad
 * stored value is also removed so it cannot linger.
 */
export function detectLanguage({ storage, browserLanguages, htmlLang }: DetectionSources): Language {
  const stored = readStorage(storage);
  const fromStorage = normalizeLanguage(stored);
  if (fromStorage) return fromStorage;
  if (stored !== null) removeStorage(storage);

  for (const candidate of browserLanguages) {
    const lang = normalizeLanguage(candidate);
    if (lang) return lang;
  }
  return normalizeLanguage(htmlLang) ?? FALLBACK_LANGUAGE;
}

/** Reads the sources from the real browser. */
export function browserDetectionSources(): DetectionSources {
  let storage: Storage | null = null;
  try {
    storage = window.localStorage;
  } catch {
    storage = null; // Storage can throw when disabled (privacy modes); detection goes on without it.
  }
  const languages = navigator.languages?.length ? navigator.languages : [navigator.language];
  return { storage, browserLanguages: languages, htmlLang: document.documentElement.getAttribute('lang') };
}

export function storeLanguage(lang: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // Not fatal: the choice just will not survive a reload.
  }
}

function readStorage(storage: DetectionSources['storage']): string | null {
  try {
    return storage?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

function removeStorage(storage: DetectionSources['storage']): void {
  try {
    storage?.removeItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // ignore
  }
}
