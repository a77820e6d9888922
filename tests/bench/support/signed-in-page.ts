import type { Page } from '@playwright/test';
import type { PlacesSearchRequest } from '../../../shared/api/places';
import { PHILADELPHIA_SEARCH } from '../../support/philadelphia-search';
import { TEST_USER_PASSWORD, type TestUser } from '../../integration/support/runtime';

/**
 * Signs a confirmed account in on /auth, searches from the page with its own token and stores the
 * results as the app does, so /search-results and a restaurant page open as after a search.
 * Returns the ids of the restaurants found.
 */
export async function signInAndStoreSearch(page: Page, baseUrl: string, user: TestUser, search: PlacesSearchRequest = PHILADELPHIA_SEARCH): Promise<string[]> {
  await page.goto(`${baseUrl}/auth`);
  await page.getByTestId('login-identifier').fill(user.username);
  await page.getByTestId('login-password').fill(TEST_USER_PASSWORD);
  await page.getByTestId('login-submit').click();
  await page.waitForURL('**/home', { timeout: 60_000 });
  const ids = await page.evaluate(async (request) => {
    // Runs in the page; this project's Node tsconfig has no DOM types.
    const localStorage = (globalThis as unknown as { localStorage: Record<string, string> & { getItem(k: string): string | null; setItem(k: string, v: string): void } }).localStorage;
    const key = Object.keys(localStorage).find((k) => k.startsWith('CognitoIdentityServiceProvider.') && k.endsWith('.accessToken'));
    const response = await fetch('/api/places/search', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem(key ?? '')}` },
      body: JSON.stringify(request),
    });
    if (!response.ok) throw new Error(`POST /places/search answered ${response.status}`);
    const { restaurants } = (await response.json()) as { restaurants: { id: string }[] };
    // The keys and shapes of web/src/features/search/search-storage.ts.
    localStorage.setItem('searchResults', JSON.stringify(restaurants));
    localStorage.setItem('searchPreferences', JSON.stringify(request));
    return restaurants.map((r) => r.id);
  }, search);
  if (ids.length === 0) throw new Error('The search found no restaurants: /search-results would be measured empty.');
  return ids;
}
