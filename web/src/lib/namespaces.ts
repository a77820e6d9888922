/**
 * Every translation namespace: one JSON file per language in `web/src/locales/<lang>/`, loaded
 * lazily when a component first asks for it. A test checks this list against the locale files and
 * the namespaces the components ask for, so a new feature's namespace cannot be left out.
 */
export const NAMESPACES = ['common', 'landing', 'pricing', 'legal', 'auth', 'profile', 'search', 'library', 'history', 'comparison', 'menus', 'restaurant', 'chefCard'] as const;
