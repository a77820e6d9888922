/** The nine interface languages, in the order the language switcher lists them. Fallback: en. */
export const LANGUAGES = ['en', 'es', 'fr', 'de', 'it', 'pt', 'ja', 'ko', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';

/** Each language's own name, for the switcher. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  pt: 'Português',
  ja: '日本語',
  ko: '한국어',
  zh: '中文',
};

/**
 * Turns a detected or stored value (`fr-CA`, `zh-Hans-CN`, `EN`) into a supported language, or
 * null. Anything that does not look like a language tag (markup, script, quotes, very long text)
 * is discarded, as the specification asks for values that look like script injection.
 */
export function normalizeLanguage(value: unknown): Language | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (trimmed.length === 0 || trimmed.length > 35) return null;
  if (!/^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8})*$/.test(trimmed)) return null;
  const primary = trimmed.split(/[-_]/)[0]!.toLowerCase();
  return (LANGUAGES as readonly string[]).includes(primary) ? (primary as Language) : null;
}
