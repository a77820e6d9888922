/**
 * Screenshots of /saved-list (empty, with items, premium tag management), the tag dialog and cards
 * with tag chips, at 390 and 1280 px, for a Premium account (upgraded through the billing simulator).
 * Run against a running app: `E2E_BASE_URL=http://localhost:5190 npx tsx tests/e2e/library/screenshots-G.ts`
 * (SCREENSHOT_DIR picks the folder, default test-results/screenshots/library).
 */
import { mkdir } from 'node:fs/promises';
import { chromium, request as apiRequest, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../../../playwright.config';
import { createAccount, newUser } from '../accounts/support';
import { openCheckout, payCheckout } from '../billing/support';

const baseURL = process.env.E2E_BASE_URL ?? 'http://localhost:3100';
const outDir = process.env.SCREENSHOT_DIR ?? 'test-results/screenshots/library';

async function shot(page: Page, width: number, name: string, fullPage = true): Promise<void> {
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${outDir}/${name}-${width}.png`, fullPage });
}

async function main(): Promise<void> {
  await mkdir(outDir, { recursive: true });
  const user = newUser('LibShots');
  const api = await apiRequest.newContext({ baseURL });
  await createAccount(api, user);
  await api.dispose();
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    for (const [i, width] of [390, 1280].entries()) {
      const context = await browser.newContext({
        baseURL,
        viewport: { width, height: width < 1024 ? 844 : 900 },
        locale: 'en-US',
        deviceScaleFactor: 1,
        geolocation: { latitude: 39.9526, longitude: -75.1652 },
        permissions: ['geolocation'],
      });
      const page = await context.newPage();
      await page.clock.install({ time: Date.now() + 2 * 60_000 });
      await page.goto('/auth');
      await page.getByTestId('login-identifier').fill(user.username);
      await page.getByTestId('login-password').fill(user.password);
      await page.getByTestId('login-submit').click();
      await page.waitForURL(/\/home/);
      if (i === 0) {
        await page.goto('/saved-list');
        await page.getByTestId('saved-empty').waitFor();
        await shot(page, width, 'saved-list-empty-free');
        await page.goto('/pricing');
        await openCheckout(page, 'premium');
        await payCheckout(page);
        await page.goto('/saved-list');
        await page.getByTestId('tag-management').waitFor();
        await shot(page, width, 'saved-list-empty-premium');
        for (const q of ['Date Night', 'Quick Lunch', 'Family Friendly', 'Late Night']) {
          await page.getByTestId('tag-quick-start').getByRole('button', { name: q }).click();
          await page.getByTestId('tag-manage-item').filter({ hasText: q }).waitFor();
        }
      }
      await page.goto('/home');
      await page.getByTestId('location-summary').filter({ hasNotText: /Detecting|Finding/ }).waitFor();
      await page.getByTestId('search-submit').click();
      await page.waitForURL(/\/search-results/);
      await page.getByTestId('results-grid').waitFor();
      if (i === 0) {
        for (const n of [0, 1, 2]) {
          await page.getByTestId('card-save').nth(n).click();
          await page.getByTestId('card-save').nth(n).and(page.locator('[data-saved="true"]')).waitFor();
        }
        const dialog = page.getByTestId('tag-dialog');
        for (const [n, tags] of [[0, ['Date Night', 'Quick Lunch', 'Family Friendly', 'Late Night']], [1, ['Quick Lunch']]] as const) {
          await page.getByTestId('card-tag').nth(n).click();
          for (const tag of tags) {
            await dialog.locator(`[data-tag="${tag}"]`).check();
            await page.waitForTimeout(300);
          }
          await dialog.getByTestId('tag-dialog-close').click();
        }
      }
      await page.getByTestId('card-tags').first().waitFor();
      await shot(page, width, 'results-with-chips-and-filter');
      await page.getByTestId('card-tag').first().click();
      await page.getByTestId('tag-dialog').waitFor();
      await shot(page, width, 'tag-dialog', false);
      await page.getByTestId('tag-dialog-close').click();
      await page.goto('/saved-list');
      await page.getByTestId('saved-grid').waitFor();
      await page.getByTestId('tagged-grid').waitFor();
      await shot(page, width, 'saved-list-premium');
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
