import { expect, type Page } from '@playwright/test';
import { text } from '../locale';
import { freshConnection } from '../support/api-headers';
import { accessToken, runSearch } from '../search/support';

/** `menus` namespace strings in English, so the tests follow the copy. */
export const m = (key: string, values: Record<string, string | number> = {}) => text('en', 'menus', key, values);

export const toasts = (page: Page) => page.locator('[data-sonner-toaster]');

/** Sets the signed-in user's allergies and diets through the API (PUT /me/profile), as the profile page does. */
export async function setProfileLists(page: Page, lists: { allergies?: string[]; dietary_preferences?: string[] }): Promise<void> {
  const token = await accessToken(page);
  const response = await page.request.put('/api/me/profile', { headers: freshConnection({ Authorization: `Bearer ${token}` }), data: lists });
  expect(response.status(), await response.text()).toBe(200);
}

/** Today's usage of the signed-in user (GET /me/usage). */
export async function scrapesUsed(page: Page): Promise<number> {
  const token = await accessToken(page);
  const response = await page.request.get('/api/me/usage', { headers: freshConnection({ Authorization: `Bearer ${token}` }) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { scrapes: { used: number } }).scrapes.used;
}

/** From /home: a search for `query` (empty: everything near the shared position), on /search-results. */
export async function searchFor(page: Page, query = ''): Promise<void> {
  await page.goto('/home');
  await expect(page.getByTestId('location-summary')).not.toContainText(/Detecting|Finding/);
  if (query) await page.getByTestId('search-query').fill(query);
  await runSearch(page);
}

/** POST /menus/generate for the signed-in user, as the card does. */
export async function generateByApi(page: Page, restaurantId: string): Promise<number> {
  const token = await accessToken(page);
  const response = await page.request.post('/api/menus/generate', { headers: freshConnection({ Authorization: `Bearer ${token}` }), data: { restaurantId } });
  return response.status();
}
