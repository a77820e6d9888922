import type { Page } from '@playwright/test';
import { toRestaurantSnapshot } from '../../../shared/api/history';
import type { PlacesSearchRequest, Restaurant } from '../../../shared/api/places';
import { PHILADELPHIA_SEARCH } from '../../support/philadelphia-search';
import { TEST_USER_PASSWORD, type TestUser } from '../../integration/support/runtime';

/** The page's localStorage as seen from page.evaluate (this project's Node tsconfig has no DOM types). */
type PageStorage = Record<string, string> & { getItem(k: string): string | null; setItem(k: string, v: string): void };

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
    const localStorage = (globalThis as unknown as { localStorage: PageStorage }).localStorage;
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

/**
 * After signInAndStoreSearch: saves the stored result `restaurantId` and records it as viewed, with
 * the page's own token and the bodies the app sends, so /saved-list and /history open with an item.
 */
export async function saveAndRecordViewInPage(page: Page, restaurantId: string): Promise<void> {
  const restaurant = await page.evaluate((id) => {
    const localStorage = (globalThis as unknown as { localStorage: PageStorage }).localStorage;
    return (JSON.parse(localStorage.getItem('searchResults') ?? '[]') as { id: string }[]).find((r) => r.id === id);
  }, restaurantId);
  if (!restaurant) throw new Error(`${restaurantId} is not among the stored results.`);
  const snapshot = toRestaurantSnapshot(restaurant as Restaurant);
  await page.evaluate(
    async ({ restaurant, snapshot }) => {
      const localStorage = (globalThis as unknown as { localStorage: PageStorage }).localStorage;
      const key = Object.keys(localStorage).find((k) => k.startsWith('CognitoIdentityServiceProvider.') && k.endsWith('.accessToken'));
      const headers = { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem(key ?? '')}` };
      const saved = await fetch(`/api/me/saved/${encodeURIComponent(restaurant.id)}`, { method: 'PUT', headers, body: JSON.stringify(restaurant) });
      if (!saved.ok) throw new Error(`PUT /me/saved answered ${saved.status}: ${await saved.text()}`);
      const viewed = await fetch('/api/me/history/restaurants', { method: 'POST', headers, body: JSON.stringify({ restaurant: snapshot, actionType: 'viewed' }) });
      if (!viewed.ok) throw new Error(`POST /me/history/restaurants answered ${viewed.status}: ${await viewed.text()}`);
    },
    { restaurant: restaurant as { id: string }, snapshot },
  );
}
