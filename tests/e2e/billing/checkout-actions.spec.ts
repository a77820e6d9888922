import { expect, test } from '@playwright/test';
import { signedInOnHome } from '../search/support';
import { expectHeaderTier, openCheckout, p, toasts } from './support';

test.describe.configure({ timeout: 150_000 });

test('a canceled checkout returns to /pricing with the cancel toast, the query cleared and the plan unchanged', async ({ page }) => {
  await signedInOnHome(page, 'Canceler');
  await page.goto('/pricing');
  await openCheckout(page, 'premium');
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(toasts(page)).toContainText(p('toast.canceled'));
  await expect(page).toHaveURL(/\/pricing$/);
  await expectHeaderTier(page, 'free');
  await expect(page.getByTestId('plan-action-free')).toHaveText(p('actions.currentPlan'));
});

for (const tier of ['pro', 'premium'] as const) {
  test(`a visitor's ${tier} button says to log in and leads to /auth`, async ({ page }) => {
    await page.goto('/pricing');
    await page.getByTestId(`plan-action-${tier}`).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(toasts(page)).toContainText(p('errors.loginToSubscribe'));
  });
}

test('a failing checkout or portal shows the spec message, and a double click asks once', async ({ page }) => {
  await signedInOnHome(page, 'Failer');
  let checkouts = 0;
  // The server's failure, answered in the browser: the local simulator does not fail on request.
  // Held until the buttons have been seen disabled while it is under way.
  let answerCheckouts!: () => void;
  const answered = new Promise<void>((resolve) => (answerCheckouts = resolve));
  await page.route('**/api/billing/checkout', async (route) => {
    checkouts += 1;
    await answered;
    await route.fulfill({ status: 502, json: { error: { code: 'BILLING_UNAVAILABLE', message: 'Billing is unavailable' } } });
  });
  await page.goto('/pricing');
  const upgrade = page.getByTestId('plan-action-pro');
  await upgrade.dblclick();
  await expect(upgrade).toBeDisabled();
  await expect(page.getByTestId('plan-action-premium')).toBeDisabled();
  answerCheckouts();
  await expect(toasts(page)).toContainText(p('errors.checkoutFailed'));
  await expect(upgrade).toBeEnabled();
  expect(checkouts, 'one checkout request for a double click').toBe(1);
  await expect(page).toHaveURL(/\/pricing$/);

  await page.route('**/api/billing/portal', (route) => route.fulfill({ status: 502, json: { error: { code: 'BILLING_UNAVAILABLE', message: 'Billing is unavailable' } } }));
  await page.route('**/api/billing/subscription', (route) =>
    route.fulfill({ json: { subscribed: true, subscription_tier: 'pro', subscription_end: '2099-01-01T00:00:00.000Z' } }),
  );
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) if (key.startsWith('forksure.subscription.')) localStorage.removeItem(key);
  });
  await page.goto('/current-plan');
  await page.getByTestId('plan-summary-manage').click();
  await expect(toasts(page)).toContainText(p('errors.portalFailed'));
  await expect(page).toHaveURL(/\/current-plan$/);
});

test('an ended session pressing Upgrade is asked to log in and signed out to /auth', async ({ page }) => {
  await signedInOnHome(page, 'Expired');
  await page.route('**/api/billing/checkout', (route) => route.fulfill({ status: 401, json: { message: 'Unauthorized' } }));
  await page.goto('/pricing');
  await page.getByTestId('plan-action-premium').click();
  await expect(toasts(page)).toContainText(p('errors.loginToSubscribe'));
  await expect(page).toHaveURL(/\/auth$/);
  // /auth is prerendered: the pointer still resting where Upgrade was can start the app's takeover, whose hidden
  // copy of the page carries the same header until it replaces the prerendered one. The visitor sees one.
  await expect(page.getByTestId('header-sign-in').filter({ visible: true })).toBeVisible();
});
