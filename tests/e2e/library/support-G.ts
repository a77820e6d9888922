import { expect, type Page } from '@playwright/test';
import { text } from '../locale';
import { openCheckout, payCheckout } from '../billing/support';
import { runSearch } from '../search/support';

/** `library` namespace strings in English, so the tests follow the copy. */
export const l = (key: string, values: Record<string, string | number> = {}) => text('en', 'library', key, values);

export const toasts = (page: Page) => page.locator('[data-sonner-toaster]');

/** Upgrades the signed-in user to Premium through the billing simulator's checkout. */
export async function upgradeToPremium(page: Page): Promise<void> {
  await page.goto('/pricing');
  await openCheckout(page, 'premium');
  await payCheckout(page);
}

/** From anywhere: /home, a search from the shared position, /search-results. */
export async function searchFromHome(page: Page): Promise<void> {
  await page.goto('/home');
  await expect(page.getByTestId('location-summary')).not.toContainText(/Detecting|Finding/);
  await runSearch(page);
}
