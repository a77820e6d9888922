import { expect, test } from '@playwright/test';
import { c, expectHeaderTier, openCheckout, openPortal, payCheckout, portalAction } from '../billing/support';
import { PHILADELPHIA, signedInOnHome } from '../search/support';
import { l, searchFromHome, toasts } from './support-G';

/**
 * A downgrade with more saved than the new plan allows (product-rules §2.3 "Over-limit behaviour"): Pro saves 7
 * (Pro allows 20), the subscription ends in the billing simulator's portal, and Free allows 5. The
 * banner says 7 saved, 5 allowed, 2 to remove; login-guarded pages but /saved-list, /profile and
 * /current-plan lead to /saved-list. Removing 2 there lifts both.
 */
// Limit (docs/decisions.md, "e2e tests that hold on a busy machine"): the larger of 3x the slowest CI run (53 s) and 1.5x the slowest run here
// under a load average of 20-30 (150 s). The slow steps (the lock following the polled usage) wait LOCK_MS each.
test.describe.configure({ timeout: 230_000 });
test.use({ geolocation: PHILADELPHIA, permissions: ['geolocation'] });

/** The lock follows GET /me/usage (polled every 3 s): slow on a busy machine. */
const LOCK_MS = 20_000;

test('a downgrade to Free with 7 saved shows the banner and the navigation lock until 2 are removed', async ({ page }) => {
  await signedInOnHome(page, 'Downgrader');
  await page.goto('/pricing');
  await openCheckout(page, 'pro');
  await payCheckout(page);
  await expectHeaderTier(page, 'pro');

  await searchFromHome(page);
  const hearts = page.getByTestId('card-save');
  expect(await hearts.count()).toBeGreaterThanOrEqual(7);
  for (let i = 0; i < 7; i += 1) {
    await hearts.nth(i).click();
    await expect(hearts.nth(i)).toHaveAttribute('data-saved', 'true');
  }
  await expect(page.getByTestId('over-limit-banner')).toHaveCount(0);

  await openPortal(page);
  await portalAction(page, 'End now', 'tierChanges');
  await expectHeaderTier(page, 'free');

  // Over the Free maximum: the banner on every page, and the lock on the guarded ones.
  const banner = page.getByTestId('over-limit-banner');
  await expect(banner).toHaveText(new RegExp(escape(c('overLimit.banner', { saved: 7, max: 5, excess: 2 }))), { timeout: LOCK_MS });
  for (const path of ['/home', '/history', '/search-results']) {
    await page.goto(path);
    await expect(page, `${path} is locked`).toHaveURL(/\/saved-list$/, { timeout: LOCK_MS });
  }
  await expect(banner).toBeVisible();
  for (const path of ['/profile', '/current-plan']) {
    await page.goto(path);
    await expect(page, `${path} stays open`).toHaveURL(new RegExp(`${path}$`));
    await expect(banner).toBeVisible();
  }

  // Remove one: still 1 over.
  await page.goto('/saved-list');
  const cards = page.getByTestId('saved-grid').getByTestId('restaurant-card');
  await expect(cards).toHaveCount(7);
  // The heart knows it is saved once the saved ids have loaded; a click before that would save.
  await expect(cards.first().getByTestId('card-save')).toHaveAttribute('aria-pressed', 'true');
  await cards.first().getByTestId('card-save').click();
  await expect(toasts(page)).toContainText(l('save.removed'));
  await expect(cards).toHaveCount(6);
  await expect(banner).toHaveText(new RegExp(escape(c('overLimit.banner', { saved: 6, max: 5, excess: 1 }))), { timeout: LOCK_MS });
  await page.goto('/home');
  await expect(page, 'still locked at 6').toHaveURL(/\/saved-list$/, { timeout: LOCK_MS });

  // Remove the second: within the plan, the banner and the lock go. The lock's redirect re-rendered the
  // list: click once it shows the 6 with their hearts, and see the removal answered (a CI run once saw
  // the click change nothing, with no toast left to say why).
  await expect(cards).toHaveCount(6);
  const heart = cards.first().getByTestId('card-save');
  await expect(heart).toHaveAttribute('data-saved', 'true');
  const removed = page.waitForResponse((r) => r.request().method() === 'DELETE' && new URL(r.url()).pathname.startsWith('/api/me/saved/'));
  await heart.click();
  expect((await removed).status(), 'the removal is answered').toBe(200);
  await expect(cards).toHaveCount(5);
  await expect(banner).toHaveCount(0, { timeout: LOCK_MS });
  for (const path of ['/home', '/history']) {
    await page.goto(path);
    await expect(page, `${path} is open again`).toHaveURL(new RegExp(`${path}$`));
  }
  await expect(page.getByRole('tab').first()).toBeVisible();
  await expect(banner).toHaveCount(0);
});

function escape(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
