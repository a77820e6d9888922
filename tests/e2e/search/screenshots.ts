/**
 * Screenshots of /home and /search-results at phone and desktop widths for a fresh account that
 * searches with diets and allergies, so danger, caution and safe cards show.
 * Run against a running app: `E2E_BASE_URL=http://localhost:5203 npx tsx tests/e2e/search/screenshots.ts`
 * (SCREENSHOT_DIR picks the folder, default test-results/screenshots/search; SCREENSHOT_AT=lat,lng the
 * browser's position, default Manhattan, where demo data answers; 39.9526,-75.1652 gives OpenStreetMap data).
 */
import { mkdir } from 'node:fs/promises';
import { chromium, request as apiRequest, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../../../playwright.config';
import { createAccount, newUser } from '../accounts/support';

const baseURL = process.env.E2E_BASE_URL ?? 'http://localhost:3100';
const outDir = process.env.SCREENSHOT_DIR ?? 'test-results/screenshots/search';
const widths = [390, 1280];
const [latitude, longitude] = (process.env.SCREENSHOT_AT ?? '40.7306,-73.9866').split(',').map(Number) as [number, number];

async function settle(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.waitForTimeout(400);
}

async function wholePage(page: Page, width: number, file: string): Promise<void> {
  // Toasts would float over the header in a whole-page shot.
  await page.locator('[data-sonner-toast]').evaluateAll((toasts) => toasts.forEach((t) => t.remove()));
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width, height });
  await settle(page);
  await page.screenshot({ path: file });
  console.log(`saved ${file}`);
}

async function main(): Promise<void> {
  await mkdir(outDir, { recursive: true });
  const user = newUser('Shots');
  const api = await apiRequest.newContext({ baseURL });
  await createAccount(api, user);
  await api.dispose();

  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    for (const width of widths) {
      const height = width < 1024 ? 844 : 900;
      const context = await browser.newContext({
        baseURL,
        viewport: { width, height },
        locale: 'en-US',
        deviceScaleFactor: 1,
        geolocation: { latitude, longitude },
        permissions: ['geolocation'],
      });
      const page = await context.newPage();
      await page.clock.install({ time: Date.now() + 2 * 60_000 });
      await page.goto('/auth');
      await page.getByTestId('login-identifier').fill(user.username);
      await page.getByTestId('login-password').fill(user.password);
      await page.getByTestId('login-submit').click();
      await page.waitForURL(/\/home/);
      await page.getByTestId('location-summary').filter({ hasNotText: /Detecting|Finding/ }).waitFor();
      await page.getByTestId('dietary-toggle').click();
      await page.getByTestId('preset-dietary-vegetarian').click();
      await page.getByTestId('preset-allergy-peanuts').click();
      await page.getByTestId('preset-allergy-shellfish').click();
      await page.getByTestId('dietary-toggle').click();
      await page.getByTestId('search-price').selectOption('$$');
      await wholePage(page, width, `${outDir}/search-home-${width}.png`);
      await page.setViewportSize({ width, height });
      await page.getByTestId('search-submit').click();
      await page.waitForURL(/\/search-results/);
      await page.getByTestId('results-grid').waitFor();
      await wholePage(page, width, `${outDir}/search-results-${width}.png`);
      if (width < 1024) {
        // The first cards at phone size, readable without zooming into the whole-page shot.
        await page.setViewportSize({ width, height: 1400 });
        await settle(page);
        await page.screenshot({ path: `${outDir}/search-results-${width}-top.png` });
        console.log(`saved ${outDir}/search-results-${width}-top.png`);
      }
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
