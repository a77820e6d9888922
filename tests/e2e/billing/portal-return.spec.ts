import { expect, test } from '@playwright/test';
import { signedInOnHome } from '../search/support';
import { expectHeaderTier, openCheckout, payCheckout } from './support';

/**
 * Issue 18 item 15: the portal's "Return to Forksure" must bring a signed-in user back to /current-plan
 * (it was seen landing on /welcome). Here on a phone (390 px), the portal opened from /pricing's Manage
 * Subscription, the way in that the other billing journeys (from /current-plan, at 1280 px) do not take.
 */
// Limit as in ./upgrade.spec.ts (docs/decisions.md, "e2e tests that hold on a busy machine"): checkout and the webhook are the slow steps.
test.describe.configure({ timeout: 150_000 });
test.use({ viewport: { width: 390, height: 844 } });

test('on a phone, the portal opened from /pricing returns a signed-in user to /current-plan, still signed in', async ({ page }) => {
  await signedInOnHome(page, 'Returner');
  await page.goto('/pricing');
  await openCheckout(page, 'pro');
  await payCheckout(page);
  await expectHeaderTier(page, 'pro');

  await page.getByTestId('plan-action-pro').click();
  await expect(page).toHaveURL(/\/dev\/billing\/portal\//);
  await page.getByRole('link', { name: /Return to Forksure/ }).click();

  await expect(page).toHaveURL(/\/current-plan$/);
  await expect(page.getByTestId('plan-summary-name')).toBeVisible({ timeout: 15_000 });
  await expectHeaderTier(page, 'pro');
  expect(new URL(page.url()).pathname).toBe('/current-plan');
});
