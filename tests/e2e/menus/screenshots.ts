/**
 * Screenshots of the AI menu screens at 390 and 1280 px: result cards with Generate Menu beside
 * Compare and Tag (a Premium account, upgraded through the billing simulator) and one marked Menu
 * ready, the menu on the detail page (for a user allergic to peanuts), and its /scrape-menu
 * analysis, plus axe checks of each. Run against a running app:
 * `E2E_BASE_URL=http://localhost:3831 npx tsx tests/e2e/menus/screenshots.ts`
 * (SCREENSHOT_DIR picks the folder, default test-results/screenshots/menus).
 */
import { mkdir } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { chromium, request as apiRequest, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../../../playwright.config';
import { createAccount, newUser } from '../accounts/support';
import { openCheckout, payCheckout } from '../billing/support';
import { setProfileLists } from './support';

const baseURL = process.env.E2E_BASE_URL ?? 'http://localhost:3100';
const outDir = process.env.SCREENSHOT_DIR ?? 'test-results/screenshots/menus';
const problems: string[] = [];

/** A screenshot and an axe check (of `scope` only when given: the rest of that page is not this feature's). */
async function shot(page: Page, width: number, name: string, fullPage = true, scope?: string): Promise<void> {
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${outDir}/${name}-${width}.png`, fullPage });
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (scope) builder = builder.include(scope);
  const axe = await builder.analyze();
  for (const v of axe.violations) problems.push(`${name}-${width}: ${v.id} (${v.nodes.length}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function main(): Promise<void> {
  await mkdir(outDir, { recursive: true });
  const user = newUser('MenuShots');
  const api = await apiRequest.newContext({ baseURL });
  await createAccount(api, user);
  await api.dispose();
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    for (const width of [390, 1280]) {
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
      await setProfileLists(page, { allergies: ['Peanuts'] });
      if (width === 390) {
        await page.goto('/pricing');
        await openCheckout(page, 'premium');
        await payCheckout(page);
      }

      await page.goto('/home');
      await page.getByTestId('location-summary').filter({ hasNotText: /Detecting|Finding/ }).waitFor();
      await page.getByTestId('search-query').fill('thai');
      await page.getByTestId('search-submit').click();
      await page.waitForURL(/\/search-results/);
      await page.getByTestId('results-grid').waitFor();
      await shot(page, width, 'results-cards', width < 1024 ? false : true);

      const card = page
        .getByTestId('restaurant-card')
        .filter({ has: page.getByTestId('card-cuisine').filter({ hasText: /^Thai$/ }) })
        .first();
      await card.getByTestId('card-menu').click();
      await page.waitForURL(/\/restaurant\//, { timeout: 60_000 });
      await page.getByTestId('menu-panel').waitFor({ timeout: 30_000 });
      await page.getByTestId('menu-items').waitFor({ timeout: 30_000 });
      await page.waitForTimeout(800);
      await page.getByTestId('menu-panel').screenshot({ path: `${outDir}/detail-menu-panel-${width}.png` });
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, width, 'detail-menu', true, '[data-testid="menu-panel"]');

      await page.getByTestId('menu-analysis-link').click();
      await page.waitForURL(/\/scrape-menu/);
      await page.getByTestId('analysis-list').waitFor();
      await shot(page, width, 'scrape-menu', false);

      await page.goto('/search-results');
      await page.getByTestId('card-menu-ready').first().waitFor();
      await shot(page, width, 'results-menu-ready', false);

      await page.goto('/scrape-menu?restaurant=Nowhere&menuData=%5B%5D');
      await page.getByTestId('analysis-empty').waitFor();
      await shot(page, width, 'scrape-menu-empty', false);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  if (problems.length) {
    console.error(`axe:\n${problems.join('\n')}`);
    process.exit(1);
  }
  console.log(`screenshots in ${outDir}; axe clean`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
