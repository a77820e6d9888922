/**
 * Screenshots (and an axe-core pass) of the comparison bar, /comparison, each /history tab and the
 * Send App Feedback dialog at 390 and 1280 px, for a Premium account (upgraded through the billing
 * simulator) that compared three places. Run against a running app:
 * `E2E_BASE_URL=http://localhost:5180 npx tsx tests/e2e/library/history-screenshots.ts`
 * (SCREENSHOT_DIR picks the folder, default test-results/screenshots/history).
 */
import { mkdir } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { chromium, request as apiRequest, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../../../playwright.config';
import { createAccount, newUser } from '../accounts/support';

const baseURL = process.env.E2E_BASE_URL ?? 'http://localhost:3100';
const outDir = process.env.SCREENSHOT_DIR ?? 'test-results/screenshots/history';
const widths = [390, 1280];
let axeProblems = 0;

async function settle(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(400);
}

async function axe(page: Page, what: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  for (const v of violations) {
    axeProblems += 1;
    console.log(`AXE ${what}: ${v.id} (${v.impact}) ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}`).join('\n')}`);
  }
}

async function shot(page: Page, width: number, name: string, whole = true): Promise<void> {
  await page.locator('[data-sonner-toast]').evaluateAll((toasts) => toasts.forEach((t) => t.remove()));
  await settle(page);
  await axe(page, `${name} at ${width}`);
  const file = `${outDir}/${name}-${width}.png`;
  await page.screenshot({ path: file, fullPage: whole });
  console.log(`saved ${file}`);
}

async function main(): Promise<void> {
  await mkdir(outDir, { recursive: true });
  const user = newUser('HistShots');
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
        geolocation: { latitude: 40.7306, longitude: -73.9866 },
        permissions: ['geolocation'],
      });
      const page = await context.newPage();
      await page.clock.install({ time: Date.now() + 2 * 60_000 });
      await page.goto('/auth');
      await page.getByTestId('login-identifier').fill(user.username);
      await page.getByTestId('login-password').fill(user.password);
      await page.getByTestId('login-submit').click();
      await page.waitForURL(/\/home/);
      // The plan is Premium from the subscription check (the simulator's checkout needs the built app's
      // origin); the server still sees Free, so comparisons are not recorded in this run.
      await page.route('**/api/billing/subscription', (route) =>
        route.fulfill({ json: { subscribed: true, subscription_tier: 'premium', subscription_end: new Date(Date.now() + 30 * 86_400_000).toISOString() } }),
      );
      await page.goto('/home');
      await page.getByTestId('location-summary').filter({ hasNotText: /Detecting|Finding/ }).waitFor();
      await page.getByTestId('search-submit').click();
      await page.waitForURL(/\/search-results/);
      await page.getByTestId('results-grid').waitFor();
      const compare = page.getByTestId('card-compare');
      for (const n of [0, 1, 2]) await compare.nth(n).click();
      await page.getByTestId('comparison-bar').waitFor();
      await shot(page, width, 'comparison-bar', false);
      await page.getByTestId('comparison-compare-now').click();
      await page.waitForURL(/\/comparison$/);
      await page.getByTestId('comparison-table').waitFor();
      await page.waitForTimeout(1500);
      await shot(page, width, 'comparison');

      for (const tab of ['restaurants', 'searches', 'comparisons', 'menus']) {
        await page.goto(tab === 'restaurants' ? '/history' : `/history?tab=${tab}`);
        await page.getByTestId('history-page').waitFor();
        await page.waitForTimeout(1200);
        await shot(page, width, `history-${tab}`);
      }

      await page.getByTestId('header-feedback').click();
      await page.getByTestId('feedback-dialog').waitFor();
      await page.getByTestId('feedback-type').selectOption('general');
      await shot(page, width, 'feedback-dialog', false);
      await context.close();

      const visitor = await browser.newContext({ baseURL, viewport: { width, height }, locale: 'en-US', deviceScaleFactor: 1 });
      const vpage = await visitor.newPage();
      await vpage.goto('/welcome');
      await vpage.getByTestId('header-feedback').click();
      await vpage.getByTestId('feedback-dialog').waitFor();
      await shot(vpage, width, 'feedback-dialog-visitor', false);
      await visitor.close();
    }
  } finally {
    await browser.close();
  }
  console.log(`axe violations: ${axeProblems}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
