import { expect, type Page } from '@playwright/test';
import { text } from '../locale';
import { createAccount, newUser, signIn, type TestUser } from '../accounts/support';

/**
 * Helpers of the search journeys. Accounts are created through the API (code from the local
 * outbox) and signed in on /auth as established accounts: the browser clock runs two minutes ahead
 * so the login guard does not keep a fresh account on the profile set-up.
 */

/** `search` namespace strings, so the tests follow the copy. */
export const s = (key: string, values: Record<string, string | number> = {}, lang = 'en') => text(lang, 'search', key, values);

/** Philadelphia City Hall, for a browser that shares its position. */
export const PHILADELPHIA = { latitude: 39.9526, longitude: -75.1652 };

export async function signedInOnHome(page: Page, prefix = 'Searcher'): Promise<TestUser> {
  const user = newUser(prefix);
  await createAccount(page.request, user);
  await page.clock.install({ time: Date.now() + 2 * 60_000 });
  await signIn(page, user.username, user.password);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('search-form')).toBeVisible();
  return user;
}

/** Chooses manual entry, types `typed`, and picks the suggestion containing `pick`. */
export async function setManualLocation(page: Page, typed: string, pick: string | RegExp): Promise<void> {
  const panel = page.getByTestId('location-panel');
  if (!(await panel.isVisible())) await page.getByTestId('location-change').click();
  await page.getByTestId('location-mode-manual').click();
  await page.getByTestId('location-input').fill(typed);
  await page.getByTestId('location-suggestion').filter({ hasText: pick }).first().click();
  await expect(page.getByTestId('location-panel')).toBeHidden();
  await expect(page.getByTestId('location-summary')).toContainText(pick);
}

/** Toggles preset chips in the dietary panel (opening it first). */
export async function choosePresets(page: Page, presets: { dietary?: string[]; allergy?: string[] }): Promise<void> {
  const toggle = page.getByTestId('dietary-toggle');
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  for (const id of presets.dietary ?? []) await page.getByTestId(`preset-dietary-${id}`).click();
  for (const id of presets.allergy ?? []) await page.getByTestId(`preset-allergy-${id}`).click();
}

/** Runs the search and waits for /search-results. */
export async function runSearch(page: Page): Promise<void> {
  await page.getByTestId('search-submit').click();
  await expect(page).toHaveURL(/\/search-results$/, { timeout: 20_000 });
  await expect(page.getByTestId('results-grid')).toBeVisible();
}

/** The signed-in user's access token, as Amplify stores it, for API calls made by the test itself. */
export async function accessToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('CognitoIdentityServiceProvider.') && k.endsWith('.accessToken'));
    return key ? localStorage.getItem(key) : null;
  });
  expect(token, 'an access token in local storage').toBeTruthy();
  return token!;
}

export const toasts = (page: Page) => page.locator('[data-sonner-toaster]');
