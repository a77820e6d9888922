import { expect, test } from '@playwright/test';
import { text } from '../locale';
import { toasts } from '../accounts/support';
import { expectHeaderTier, openCheckout, payCheckout } from '../billing/support';
import { signedInOnHome } from '../search/support';
import { searchFromHome, upgradeToPremium } from './support-G';

/**
 * Comparison (product-rules §7): Free sees the blurred Compare with the Pro message; after an
 * upgrade to Pro through the billing simulator two places fit (the 3rd is refused), Compare Now
 * shows the table, and the comparison appears in history, from where it opens again.
 */
test.describe.configure({ timeout: 180_000 });
test.use({ geolocation: { latitude: 40.7306, longitude: -73.9866 }, permissions: ['geolocation'] });
const c = (key: string, values: Record<string, string | number> = {}) => text('en', 'common', key, values);
const h = (key: string, values: Record<string, string | number> = {}) => text('en', 'history', key, values);

test('Free is locked; Pro compares two places and finds the comparison in history', async ({ page }) => {
  await signedInOnHome(page, 'Comparer');
  await page.getByTestId('location-summary').filter({ hasNotText: /Detecting|Finding/ }).waitFor();
  await page.getByTestId('search-submit').click();
  await expect(page).toHaveURL(/\/search-results$/, { timeout: 20_000 });
  await page.getByTestId('card-compare').first().click();
  await expect(toasts(page)).toContainText(c('comparison.toast.locked'));
  await expect(page.getByTestId('comparison-bar')).toHaveCount(0);

  await page.goto('/pricing');
  await openCheckout(page, 'pro');
  await payCheckout(page);
  await expectHeaderTier(page, 'pro');

  await page.goto('/search-results');
  const compare = page.getByTestId('card-compare');
  await compare.nth(0).click();
  await compare.nth(1).click();
  await expect(page.getByTestId('comparison-count')).toHaveText(c('comparison.bar.title', { count: 2, max: 2 }));
  await compare.nth(2).click();
  await expect(toasts(page)).toContainText(c('comparison.toast.full', { count: 2 }));
  await expect(page.getByTestId('comparison-chip')).toHaveCount(2);

  await page.getByTestId('comparison-compare-now').click();
  await expect(page).toHaveURL(/\/comparison$/);
  await expect(page.getByTestId('comparison-detail-link')).toHaveCount(2);
  await expect(page.getByTestId('comparison-row-scan')).toBeVisible();
  await expect(page.getByTestId('comparison-row-pros')).toHaveCount(0); // Premium only
  await expect(page.getByTestId('comparison-clear')).toBeVisible();

  await page.goto('/history?tab=comparisons');
  const card = page.getByTestId('history-comparison');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(h('comparisons.title_other', { count: 2 }));
  await expect(page.getByTestId('history-day-notice')).toHaveText(h('expiry.oneDay'));
  await card.getByTestId('history-comparison-view').click();
  await expect(page).toHaveURL(/\/comparison$/);
  await expect(page.getByTestId('comparison-clear')).toHaveCount(0);
  await expect(page.getByTestId('comparison-back')).toHaveAttribute('href', '/history');

  // Going home clears the list (once the signed-in user is known there: the list is kept per user).
  const comparedCount = () => page.evaluate(() => (JSON.parse(sessionStorage.getItem('forksure.comparison') ?? 'null') as { list?: unknown[] } | null)?.list?.length ?? 0);
  expect(await comparedCount()).toBe(2);
  await page.goto('/home');
  await expect.poll(comparedCount).toBe(0);
  await page.goto('/search-results');
  await expect(page.getByTestId('comparison-bar')).toHaveCount(0);
});

test("Premium compares three places; Pros and Cons are each one's review analysis, as on its page", async ({ page }) => {
  await signedInOnHome(page, 'ProsCons');
  await upgradeToPremium(page);
  await expectHeaderTier(page, 'premium');
  await searchFromHome(page);
  const compare = page.getByTestId('card-compare');
  for (const i of [0, 1, 2]) await compare.nth(i).click();
  await expect(page.getByTestId('comparison-chip')).toHaveCount(3);
  await page.getByTestId('comparison-compare-now').click();
  await expect(page).toHaveURL(/\/comparison$/);

  const pros = page.getByTestId('comparison-row-pros').locator('td');
  const cons = page.getByTestId('comparison-row-cons').locator('td');
  await expect(pros).toHaveCount(3);
  await expect(cons).toHaveCount(3);
  // Every cell settles (no "Reading the reviews…" left), and the demo places' reviews give points.
  const loading = text('en', 'comparison', 'prosCons.loading');
  await expect(page.getByTestId('comparison-row-pros')).not.toContainText(loading, { timeout: 30_000 });
  await expect(page.getByTestId('comparison-row-cons')).not.toContainText(loading, { timeout: 30_000 });
  await expect(page.getByTestId('comparison-pros').first()).toBeVisible();
  // Offline the points come from the keyword summary, and the note says so.
  await expect(page.getByTestId('comparison-pros').first()).toHaveAttribute('data-source', 'keyword-summary');
  await expect(page.getByTestId('comparison-pros-cons-note')).toContainText(text('en', 'comparison', 'prosCons.keywordNote'));

  // On a phone the table scrolls inside its frame; the page itself never scrolls sideways (text for
  // screen readers in the hidden columns once widened it to 569 px).
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  await expect(page.getByRole('region', { name: text('en', 'comparison', 'page.tableLabel') })).toBeVisible();

  // The points of a restaurant are those its detail page shows under "What people love" and "Areas for improvement".
  const column = await pros.evaluateAll((cells) => cells.findIndex((cell) => cell.querySelector('[data-testid="comparison-pros"]')));
  const love = await pros.nth(column).locator('li').allInnerTexts();
  const improve = await cons.nth(column).locator('li').allInnerTexts();
  expect(love.length).toBeGreaterThan(0);
  expect(love.length).toBeLessThanOrEqual(3);
  await page.getByTestId('comparison-detail-link').nth(column).click();
  await expect(page.getByTestId('analysis-result')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('analysis-love-point')).toHaveText(love);
  await expect(page.getByTestId('analysis-improve-point')).toHaveText(improve);
});
