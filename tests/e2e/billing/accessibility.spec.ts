import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signedInOnHome } from '../search/support';
import { openCheckout, payCheckout } from './support';

/** axe-core (WCAG 2.0/2.1 A and AA) on the plan pages, Free and paid, with the over-limit banner, at phone and desktop widths. */
test.describe.configure({ timeout: 180_000 });
// A usage poll may still be in a rewritten route when the page closes: let it go quietly.
test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

async function expectAccessible(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const report = violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join('\n')}`);
  expect(report, `${what}:\n${report.join('\n')}`).toEqual([]);
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('Free plan pages, and the over-limit banner', async ({ page }) => {
      await signedInOnHome(page, 'AxeFree');
      await page.goto('/current-plan');
      await expect(page.getByTestId('plan-usage')).toBeVisible();
      await expectAccessible(page, '/current-plan (Free)');
      await page.goto('/pricing');
      await expect(page.getByTestId('plan-action-free')).toBeVisible();
      await expectAccessible(page, '/pricing (Free)');

      await page.route('**/api/me/usage', async (route) => {
        const answer = (await (await route.fetch()).json()) as Record<string, unknown> & { saved: object };
        await route.fulfill({ json: { ...answer, savedCount: 9, saved: { ...answer.saved, used: 9 } } });
      });
      await page.goto('/current-plan');
      await expect(page.getByTestId('over-limit-banner')).toBeVisible({ timeout: 20_000 });
      await expectAccessible(page, '/current-plan with the over-limit banner');
    });

    test('the checkout page and a paid /current-plan', async ({ page }) => {
      await signedInOnHome(page, 'AxePaid');
      await page.goto('/pricing');
      await openCheckout(page, 'pro');
      await expectAccessible(page, 'simulator checkout');
      await payCheckout(page);
      await expectAccessible(page, '/pricing (Pro)');
      await page.goto('/current-plan');
      await expect(page.getByTestId('plan-summary-date')).toBeVisible();
      await expect(page.getByTestId('plan-usage')).toBeVisible();
      await expectAccessible(page, '/current-plan (Pro)');
    });
  });
}
