/**
 * Screenshots of the plan pages and the billing simulator at phone and desktop widths (default into
 * test-results/screenshots/billing): /pricing (visitor, Free, Pro), /current-plan (Free, Pro, ending),
 * the simulator's checkout and portal pages. Each width uses a fresh account that really goes through
 * the simulator. Run against a running app: `npx tsx tests/e2e/billing/screenshots.ts`
 * (E2E_BASE_URL overrides http://localhost:3100; SCREENSHOT_DIR the folder).
 */
import type { Page } from '@playwright/test';
import { newShotContext, newShotUser, runShots, saveShot, SCREENSHOT_WIDTHS, screenshotDir, signInForShots } from '../support/screenshots';

runShots(async (browser) => {
  const dir = await screenshotDir('billing');
  for (const width of SCREENSHOT_WIDTHS) {
    const shot = async (page: Page, name: string) => {
      // Toasts fade; wait them out so they do not cover the page.
      await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 10_000 }).catch(() => undefined);
      await saveShot(page, { dir, name, width });
      if (width < 1024) await page.screenshot({ path: `${dir}/${name}-${width}-top.png` });
    };
    const user = await newShotUser('Shots');
    const context = await newShotContext(browser, width, { height: width < 1024 ? 844 : 800 });
    const page = await context.newPage();
    await page.goto('/pricing');
    await page.getByTestId('plan-action-pro').waitFor();
    await shot(page, 'pricing-visitor');

    await signInForShots(page, user);
    await page.goto('/current-plan');
    await page.getByTestId('plan-usage').waitFor();
    await shot(page, 'current-plan-free');

    await page.goto('/pricing');
    await page.getByTestId('plan-action-pro').click();
    await page.waitForURL(/\/dev\/billing\/checkout\//);
    await shot(page, 'simulator-checkout');
    await page.getByRole('button', { name: /^Pay .* and subscribe$/ }).click();
    await page.waitForURL(/\/pricing$/, { timeout: 20_000 });
    await page.getByTestId('your-plan').waitFor();
    await shot(page, 'pricing-pro');

    await page.goto('/current-plan');
    await page.getByTestId('plan-summary-date').waitFor();
    await page.getByTestId('plan-usage').waitFor();
    await shot(page, 'current-plan-pro');

    await page.getByTestId('plan-summary-manage').click();
    await page.waitForURL(/\/dev\/billing\/portal\//);
    await shot(page, 'simulator-portal');
    await page.getByRole('button', { name: 'Cancel at period end' }).click();
    await page.getByRole('link', { name: /Return to Forksure/ }).click();
    await page.waitForURL(/\/current-plan$/);
    await page.locator('[data-testid="plan-summary-status"][data-status="ending"]').waitFor({ timeout: 20_000 });
    await page.getByTestId('plan-usage').waitFor();
    await shot(page, 'current-plan-ending');
    await context.close();
  }
});
