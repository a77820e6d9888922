import type { QueryClient } from '@tanstack/react-query';

/**
 * On sign-in the profile loads (product-rules §3.2) into the query cache and its language becomes
 * the interface language, so the choice follows the account to every device. Failures are silent,
 * as the spec says. The app gives this to the AuthProvider: auth sits below profile and does not
 * import it.
 */
export function applyAccountLanguage(queryClient: QueryClient, userId: string): void {
  // Loaded on demand: the profile contract pulls in zod, which public pages do not need up front.
  // The module is one the index does not re-export, so the bundler keeps it out of the first download.
  void import('./load-account-language').then(({ loadAccountLanguage }) => loadAccountLanguage(queryClient, userId)).catch(() => undefined);
}
