import { expect, test } from '@playwright/test';
import { text } from '../locale';
import { toasts } from '../accounts/support';
import { expectHeaderTier, openCheckout, payCheckout } from '../billing/support';
import { signedInOnHome } from '../search/support';

/**
 * Comparison (spec 000 and 001): Free sees the blurred Compare with the Pro message; after an
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

  // Going home clears the list.
  await page.goto('/home');
  await page.goto('/search-results');
  await expect(page.getByTestId('comparison-bar')).toHaveCount(0);
});
