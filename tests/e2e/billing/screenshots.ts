/**
 * Screenshots of the plan pages and the billing simulator at phone and desktop widths (default into
 * test-results/screenshots/billing): /pricing (visitor, Free, Pro), /current-plan (Free, Pro, ending),
 * the simulator's checkout and portal pages. Each width uses a fresh account that really goes through
 * the simulator. Run against a running app: `npx tsx tests/e2e/billing/screenshots.ts`
 * (E2E_BASE_URL overrides http://localhost:3100; SCREENSHOT_DIR the folder).
 */
import { mkdir } from 'node:fs/promises';
import { chromium, request, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../../../playwright.config';
import { createAccount, newUser, signIn } from '../accounts/support';

const baseURL = process.env.E2E_BASE_URL ?? 'http://localhost:3100';
const outDir = process.env.SCREENSHOT_DIR ?? 'test-results/screenshots/billing';
const widths = [390, 1280];

async function shot(page: Page, name: string, width: number): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  // Toasts fade; wait them out so they do not cover the page.
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 10_000 }).catch(() => undefined);
  await page.screenshot({ path: `${outDir}/${name}-${width}.png`, fullPage: true });
  if (width < 1024) await page.screenshot({ path: `${outDir}/${name}-${width}-top.png` });
  console.log(`saved ${outDir}/${name}-${width}.png`);
}

async function main(): Promise<void> {
  await mkdir(outDir, { recursive: true });
  const browser = await chromium.launch(chromiumLaunchOptions);
  const api = await request.newContext({ baseURL });
  try {
    for (const width of widths) {
      const user = newUser('Shots');
      await createAccount(api, user);
      const context = await browser.newContext({ baseURL, viewport: { width, height: width < 1024 ? 844 : 800 }, locale: 'en', deviceScaleFactor: 1 });
      const page = await context.newPage();
      await page.goto('/pricing');
      await page.getByTestId('plan-action-pro').waitFor();
      await shot(page, 'pricing-visitor', width);

      // An established account (the login guard keeps accounts under a minute old on the profile set-up).
      await page.clock.install({ time: Date.now() + 2 * 60_000 });
      await signIn(page, user.username, user.password);
      await page.waitForURL(/\/home$/);
      await page.goto('/current-plan');
      await page.getByTestId('plan-usage').waitFor();
      await shot(page, 'current-plan-free', width);

      await page.goto('/pricing');
      await page.getByTestId('plan-action-pro').click();
      await page.waitForURL(/\/dev\/billing\/checkout\//);
      await shot(page, 'simulator-checkout', width);
      await page.getByRole('button', { name: /^Pay .* and subscribe$/ }).click();
      await page.waitForURL(/\/pricing$/, { timeout: 20_000 });
      await page.getByTestId('your-plan').waitFor();
      await shot(page, 'pricing-pro', width);

      await page.goto('/current-plan');
      await page.getByTestId('plan-summary-date').waitFor();
      await page.getByTestId('plan-usage').waitFor();
      await shot(page, 'current-plan-pro', width);

      await page.getByTestId('plan-summary-manage').click();
      await page.waitForURL(/\/dev\/billing\/portal\//);
      await shot(page, 'simulator-portal', width);
      await page.getByRole('button', { name: 'Cancel at period end' }).click();
      await page.getByRole('link', { name: /Return to Forksure/ }).click();
      await page.waitForURL(/\/current-plan$/);
      await page.locator('[data-testid="plan-summary-status"][data-status="ending"]').waitFor({ timeout: 20_000 });
      await page.getByTestId('plan-usage').waitFor();
      await shot(page, 'current-plan-ending', width);
      await context.close();
    }
  } finally {
    await api.dispose();
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
