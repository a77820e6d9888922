import { expect, test } from '@playwright/test';
import { text } from '../locale';
import { toasts } from '../accounts/support';
import { signedInOnHome } from '../search/support';

/** /history (product-rules §9.1): tabs, the search recorded by the search itself, save, Search Again, delete-all, views. */
test.describe.configure({ timeout: 120_000 });
const h = (key: string, values: Record<string, string | number> = {}) => text('en', 'history', key, values);

test.use({ geolocation: { latitude: 40.7306, longitude: -73.9866 }, permissions: ['geolocation'] });

test('history tabs show searches and viewed places; save, Search Again and delete-all work', async ({ page }) => {
  await signedInOnHome(page, 'Historian');
  await page.getByTestId('location-summary').filter({ hasNotText: /Detecting|Finding/ }).waitFor();
  await page.getByTestId('search-query').fill('pizza');
  await page.getByTestId('search-submit').click();
  await expect(page).toHaveURL(/\/search-results$/, { timeout: 20_000 });
  const first = page.getByTestId('card-link').first();
  const name = (await first.textContent())!.trim();
  // The view is recorded in the background; leaving the page before it lands would cancel it.
  const recorded = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/me/history/restaurants');
  await first.click();
  await expect(page).toHaveURL(/\/restaurant\//);
  expect((await recorded).ok()).toBe(true);

  await page.goto('/history');
  await expect(page.getByRole('tab', { name: h('tabs.restaurants') })).toHaveAttribute('aria-selected', 'true');
  const viewed = page.getByTestId('history-restaurant').filter({ hasText: name });
  await expect(viewed).toBeVisible();
  await expect(viewed.getByTestId('history-time')).toHaveText(h('time.justNow'));

  await page.getByRole('tab', { name: h('tabs.searches') }).click();
  const search = page.getByTestId('history-search').first();
  await expect(search.getByTestId('history-search-query')).toHaveText('pizza');
  await search.getByTestId('history-save').click();
  await expect(search.getByTestId('history-save')).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByTestId('history-search').first().getByTestId('history-save')).toHaveAttribute('aria-pressed', 'true');

  await page.getByTestId('history-search').first().getByTestId('history-search-again').click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('search-query')).toHaveValue('pizza');

  await page.goto('/history?tab=comparisons');
  await expect(page.getByTestId('history-comparisons-empty')).toContainText(h('comparisons.emptyTitle'));
  await page.getByRole('tab', { name: h('tabs.menus') }).click();
  await expect(page.getByTestId('history-menus-empty')).toContainText(h('menus.emptyBody'));

  await page.getByRole('tab', { name: h('tabs.searches') }).click();
  await page.getByTestId('history-searches-clear').click();
  await page.getByTestId('history-searches-clear-confirm').click();
  await expect(toasts(page)).toContainText(h('toast.cleared'));
  await expect(page.getByTestId('history-searches-empty')).toBeVisible();
});
