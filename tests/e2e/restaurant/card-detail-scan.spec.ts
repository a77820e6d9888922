import { expect, test, type Locator } from '@playwright/test';
import type { GenerateMenuResponse } from '../../../shared/api/menus';
import { text } from '../locale';
import { choosePresets, runSearch, signedInOnHome } from '../search/support';
import { PHILADELPHIA, r } from './support';

/**
 * Card and detail page agree (issue 18 item 4, docs/product-rules.md §10.1): with allergies picked
 * on the search form and an empty profile, the detail page opened from a card shows the card's
 * badge and warnings, and says it checked this search's choices; so do its menu and the menu's
 * analysis. Opened directly (no search), it
 * checks the profile and says so.
 */
test.describe.configure({ timeout: 120_000 });
test.use({ geolocation: PHILADELPHIA, permissions: ['geolocation'] });

/** What a scan summary shows: its risk, its badge's words and its warnings' words. */
async function shownScan(summary: Locator) {
  const warnings = summary.getByTestId('scan-warnings');
  return {
    risk: await summary.getAttribute('data-risk'),
    badge: (await summary.locator('div').first().innerText()).trim(),
    warnings: (await warnings.count()) > 0 ? (await warnings.innerText()).trim() : '',
  };
}

test('opened from a search with lists on the form and an empty profile, the detail shows the card\'s badge and warnings', async ({ page }) => {
  await signedInOnHome(page, 'CardDetail');
  await expect(page.getByTestId('location-summary')).not.toContainText(/Detecting|Finding/, { timeout: 30_000 });
  await page.getByTestId('search-query').fill('Oyster House');
  await choosePresets(page, { allergy: ['peanuts', 'shellfish', 'milk'] });
  await runSearch(page);

  const card = page.getByTestId('restaurant-card').filter({ hasText: 'Oyster House' }).first();
  await expect(card).toBeVisible();
  const id = await card.getAttribute('data-id');
  const onCard = await shownScan(card.getByTestId('scan-summary'));
  expect(onCard.risk, 'a shellfish allergy is not "safe" at an oyster bar').not.toBe('safe');
  expect(onCard.warnings).not.toBe('');

  await card.getByTestId('card-link').click();
  await expect(page).toHaveURL(new RegExp(`/restaurant/${id}$`));
  const scan = page.getByTestId('restaurant-scan');
  await expect(scan.getByTestId('scan-summary')).toHaveAttribute('data-risk', onCard.risk!);
  expect(await shownScan(scan.getByTestId('scan-summary'))).toEqual(onCard);
  await expect(scan.getByTestId('restaurant-scan-basis')).toHaveText(r('scan.basisSearch'));

  // Its menu, and the menu's analysis, check the same lists: the search's.
  const generated = page.waitForResponse((res) => res.url().endsWith('/api/menus/generate'));
  await page.getByTestId('menu-generate').click();
  const menu = (await (await generated).json()) as GenerateMenuResponse;
  expect(menu.checkedLists?.scannedWith).toBe('search');
  expect([...(menu.checkedLists?.allergies ?? [])].sort()).toEqual(['Milk', 'Peanuts', 'Shellfish']);
  await expect(page.getByTestId('menu-panel')).toHaveAttribute('data-state', 'items', { timeout: 60_000 });
  await page.getByTestId('menu-analysis-link').click();
  await expect(page.getByTestId('analysis-personalized')).toHaveText(text('en', 'menus', 'analysis.personalizedSearch'));

  // The same place opened directly: the empty profile is checked, and the page says so.
  await page.goto(`/restaurant/${id}`);
  await expect(scan.getByTestId('restaurant-scan-basis')).toHaveAttribute('data-basis', 'profile');
  await expect(scan.getByTestId('restaurant-scan-basis')).toContainText(r('scan.basis'));
  await expect(scan.getByTestId('scan-summary')).toContainText(text('en', 'common', 'risk.unset'));
});
