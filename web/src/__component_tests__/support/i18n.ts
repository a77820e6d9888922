import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { NAMESPACES } from '@/lib/namespaces';
import auth from '@/locales/en/auth.json' with { type: 'json' };
import chefCard from '@/locales/en/chefCard.json' with { type: 'json' };
import common from '@/locales/en/common.json' with { type: 'json' };
import comparison from '@/locales/en/comparison.json' with { type: 'json' };
import history from '@/locales/en/history.json' with { type: 'json' };
import landing from '@/locales/en/landing.json' with { type: 'json' };
import legal from '@/locales/en/legal.json' with { type: 'json' };
import library from '@/locales/en/library.json' with { type: 'json' };
import menus from '@/locales/en/menus.json' with { type: 'json' };
import pricing from '@/locales/en/pricing.json' with { type: 'json' };
import profile from '@/locales/en/profile.json' with { type: 'json' };
import restaurant from '@/locales/en/restaurant.json' with { type: 'json' };
import search from '@/locales/en/search.json' with { type: 'json' };

/**
 * `@/lib/i18n` in component tests (jest.config.js maps it here): the app's i18n with its options and
 * the real English locale files, loaded at once. The app's module loads them lazily through Vite's
 * `import.meta.glob`, which jest does not have. It exports what the app's code imports from that
 * module (`changeLanguage`), and the i18next instance for ./render.tsx.
 */

const english = { auth, chefCard, common, comparison, history, landing, legal, library, menus, pricing, profile, restaurant, search };

// Held, not `void`ed: this folder's modules only declare at load (tests/lint/side-effect-free-sources.test.ts).
const i18nReady = i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  ns: [...NAMESPACES],
  defaultNS: 'common',
  resources: { en: english },
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  react: { useSuspense: false },
});

export async function changeLanguage(value: string): Promise<void> {
  await i18nReady;
  await i18n.changeLanguage(value);
}

export default i18n;
