import { expect, test } from '@playwright/test';
import { signedInOnHome } from '../search/support';
import { expectHeaderTier, openCheckout, openPortal, p, payCheckout, portalAction } from './support';

/**
 * The paid journey through the local billing simulator (standing in for Stripe): checkout, the
 * signed webhook, the subscription status, and what the app shows from it.
 */
// Limit (docs/decisions.md, "e2e tests that hold on a busy machine"): the larger of 3x the slowest CI run (25 s) and 1.5x the slowest run here
// under a load average of 20-30 (about 100 s). The slow steps (the plan reaching the header, the welcome toast)
// have their own 15 s waits in ./support.ts.
test.describe.configure({ timeout: 150_000 });

test('a Free user upgrades to Pro, changes to Premium in the portal, then cancels at the period end', async ({ page }) => {
  await signedInOnHome(page, 'Upgrader');
  await expectHeaderTier(page, 'free');

  // Checkout for Pro through the simulator.
  await page.goto('/pricing');
  await openCheckout(page, 'pro');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Pro');
  await expect(page.locator('body')).toContainText('$5');
  await payCheckout(page);

  // Pro everywhere: header, /pricing cards, /current-plan with its limits.
  await expectHeaderTier(page, 'pro');
  const proCard = page.getByTestId('plan-card-pro');
  await expect(proCard.getByTestId('your-plan')).toHaveText(p('yourPlan'));
  await expect(proCard.getByTestId('most-popular')).toHaveCount(0);
  for (const tier of ['free', 'pro', 'premium']) await expect(page.getByTestId(`plan-action-${tier}`)).toHaveText(p('actions.manage'));

  await page.goto('/current-plan');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(p('currentPlan.title'));
  await expect(page.getByTestId('plan-summary-name')).toHaveText(p('plans.pro.name'));
  await expect(page.getByTestId('plan-summary-status')).toHaveAttribute('data-status', 'active');
  await expect(page.getByTestId('plan-summary-date')).toContainText('Renews on');
  await expect(page.getByTestId('plan-summary-includes')).toContainText(p('features.savedTotal', { count: 20 }));
  await expect(page.getByTestId('plan-usage-scrapes-value')).toHaveText(p('currentPlan.usage.ofLimit', { used: 0, limit: 15 }));
  await expect(page.getByTestId('plan-usage-saved-value')).toHaveText(p('currentPlan.usage.ofLimit', { used: 0, limit: 20 }));
  await expect(page.getByTestId('gauge-scrapes')).toBeVisible();

  // Pro to Premium in the customer portal; back on /current-plan the new plan shows.
  await openPortal(page);
  await expect(page.locator('body')).toContainText('Forksure Pro');
  await portalAction(page, /^Change to Premium/, 'tierChanges');
  await expect(page.getByTestId('plan-summary-name')).toHaveText(p('plans.premium.name'), { timeout: 15_000 });
  await expectHeaderTier(page, 'premium');
  await expect(page.getByTestId('plan-usage-scrapes-value')).toHaveText(p('currentPlan.usage.unlimited', { used: 0 }));
  await expect(page.getByTestId('plan-usage-saved-value')).toHaveText(p('currentPlan.usage.unlimited', { used: 0 }));

  // Cancel at the period end: still Premium, ending on the period's last day.
  await openPortal(page);
  await portalAction(page, 'Cancel at period end', 'sameTier');
  await expect(page.getByTestId('plan-summary-status')).toHaveAttribute('data-status', 'ending', { timeout: 15_000 });
  await expect(page.getByTestId('plan-summary-date')).toContainText('Ends on');
  await expect(page.getByTestId('plan-summary-name')).toHaveText(p('plans.premium.name'));
  await expectHeaderTier(page, 'premium');
});

test('a subscription ended in the portal is Free again, with no over-limit state at 0 saved', async ({ page }) => {
  await signedInOnHome(page, 'Leaver');
  await page.goto('/pricing');
  await openCheckout(page, 'premium');
  await payCheckout(page);
  await expectHeaderTier(page, 'premium');

  await openPortal(page);
  await portalAction(page, 'End now', 'tierChanges');
  await expectHeaderTier(page, 'free');
  await expect(page.getByTestId('plan-summary-name')).toHaveText(p('plans.free.name'));
  await expect(page.getByTestId('plan-action-free')).toHaveText(p('actions.currentPlan'));
  await expect(page.getByTestId('plan-action-pro')).toHaveText(p('actions.upgradePro'));
  await expect(page.getByTestId('plan-usage-saved-value')).toHaveText(p('currentPlan.usage.ofLimit', { used: 0, limit: 5 }));
  // Within the Free maximum of 5: no banner, and /home stays open.
  await page.goto('/home');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('over-limit-banner')).toHaveCount(0);
});
