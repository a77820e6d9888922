import { expect, type Page } from '@playwright/test';
import { text } from '../locale';

/**
 * Helpers of the billing journeys: the app's plan buttons, and the local billing simulator's
 * checkout and portal pages (`/dev/billing`, served by the runtime), which stand in for Stripe and
 * send signed Stripe-format events to the real webhook handler.
 */

/** `pricing` namespace strings in English, so the tests follow the copy. */
export const p = (key: string, values: Record<string, string | number> = {}) => text('en', 'pricing', key, values);
/** `common` namespace strings in English. */
export const c = (key: string, values: Record<string, string | number> = {}) => text('en', 'common', key, values);

export const toasts = (page: Page) => page.locator('[data-sonner-toaster]');

/** On /pricing or /current-plan: the card's button starts checkout; lands on the simulator's checkout page. */
export async function openCheckout(page: Page, tier: 'pro' | 'premium'): Promise<void> {
  const button = page.getByTestId(`plan-action-${tier}`);
  await expect(button).toHaveText(p(tier === 'pro' ? 'actions.upgradePro' : 'actions.upgradePremium'));
  await button.click();
  await expect(page).toHaveURL(/\/dev\/billing\/checkout\//);
}

/** Pays on the simulator's checkout page and waits for the return to /pricing (query cleared) with the welcome toast. */
export async function payCheckout(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Pay .* and subscribe$/ }).click();
  await expect(page).toHaveURL(/\/pricing\?success=true$/);
  await expect(toasts(page)).toContainText(p('toast.success'), { timeout: 15_000 });
  await expect(page).toHaveURL(/\/pricing$/);
}

/** Manage Subscription on /current-plan's summary: lands on the simulator's portal page. */
export async function openPortal(page: Page): Promise<void> {
  await page.goto('/current-plan');
  await page.getByTestId('plan-summary-manage').click();
  await expect(page).toHaveURL(/\/dev\/billing\/portal\//);
}

/**
 * Presses a portal action (its button's name), then goes back to the app's /current-plan. Back from
 * the portal the app checks the subscription at once, and when the tier changed it reloads the page
 * 1 s later (product-rules §2.6). With `tierChanges` this waits for that reload (the return's page
 * load, then the reload's): a navigation the test starts meanwhile would be cut short by it
 * (`net::ERR_ABORTED`, seen in CI). `sameTier`: the check finds nothing new, no reload to wait for.
 */
export async function portalAction(page: Page, name: string | RegExp, effect: 'tierChanges' | 'sameTier'): Promise<void> {
  await page.getByRole('button', { name }).click();
  await expect(page).toHaveURL(/\/dev\/billing\/portal\//);
  let loads = 0;
  const countLoad = () => {
    loads += 1;
  };
  page.on('load', countLoad);
  try {
    await page.getByRole('link', { name: /Return to Forksure/ }).click();
    await expect(page).toHaveURL(/\/current-plan$/);
    if (effect === 'tierChanges') {
      await expect.poll(() => loads, { message: 'the return to /current-plan, then the reload for the new tier', timeout: 15_000 }).toBe(2);
    }
  } finally {
    page.off('load', countLoad);
  }
}

/** The header's tier label shows `tier`. */
export async function expectHeaderTier(page: Page, tier: 'free' | 'pro' | 'premium'): Promise<void> {
  const label = page.getByRole('banner').getByTestId('tier-label');
  await expect(label).toHaveAttribute('data-tier', tier, { timeout: 15_000 });
  await expect(label).toHaveText(c(`tiers.${tier}`));
}
