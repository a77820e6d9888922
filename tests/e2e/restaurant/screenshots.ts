/**
 * Screenshots (and an axe-core pass) of /restaurant/{id} at 390 and 1280 px: an OpenStreetMap place
 * (Philadelphia) and a demo place (New York) for a Premium account (upgraded through the billing
 * simulator, so the review analysis shows), and the upgrade teaser for a Free account. Run against a
 * running app: `E2E_BASE_URL=http://localhost:3821 npx tsx tests/e2e/restaurant/screenshots.ts`
 * (SCREENSHOT_DIR picks the folder, default test-results/screenshots/restaurant).
 */
import { mkdir } from 'node:fs/promises';
import { request as apiRequest, type Browser, type Page } from '@playwright/test';
import { createAccount, newUser, type TestUser } from '../accounts/support';
import { openCheckout, payCheckout } from '../billing/support';
import { runShots, saveShot } from '../support/screenshots';
import { NEW_YORK, PHILADELPHIA, cardWith, setProfileLists } from './support';

const baseURL = process.env.E2E_BASE_URL ?? 'http://localhost:3100';
const outDir = process.env.SCREENSHOT_DIR ?? 'test-results/screenshots/restaurant';

/** Whole page, after an axe pass (toasts hidden by the shared helper). */
const shot = (page: Page, width: number, name: string) => saveShot(page, { dir: outDir, name, width }, { axe: true });

async function signedIn(browser: Browser, user: TestUser, width: number, where: { latitude: number; longitude: number }): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width, height: width < 1024 ? 844 : 900 }, locale: 'en-US', deviceScaleFactor: 1, geolocation: where, permissions: ['geolocation'] });
  const page = await context.newPage();
  await page.clock.install({ time: Date.now() + 2 * 60_000 });
  await page.goto('/auth');
  await page.getByTestId('login-identifier').fill(user.username);
  await page.getByTestId('login-password').fill(user.password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL(/\/home/);
  return page;
}

async function search(page: Page): Promise<void> {
  await page.goto('/home');
  await page.getByTestId('location-summary').filter({ hasNotText: /Detecting|Finding/ }).waitFor();
  await page.getByTestId('search-submit').click();
  await page.waitForURL(/\/search-results/);
  await page.getByTestId('results-grid').waitFor();
}

async function openDetail(page: Page, fields: Parameters<typeof cardWith>[1]): Promise<void> {
  const detail = await cardWith(page, fields);
  if (!detail) throw new Error(`no card with ${fields.join(', ')}`);
  await page.locator(`[data-testid="restaurant-card"][data-id="${detail.id}"]`).getByTestId('card-link').click();
  await page.getByTestId('restaurant-page').waitFor();
}

async function main(browser: Browser): Promise<void> {
  await mkdir(outDir, { recursive: true });
  const premium = newUser('DetailShots');
  const free = newUser('DetailFree');
  const api = await apiRequest.newContext({ baseURL });
  await createAccount(api, premium);
  await createAccount(api, free);
  await api.dispose();

    for (const width of [390, 1280]) {
      const page = await signedIn(browser, premium, width, PHILADELPHIA);
      await setProfileLists(page, { allergies: ['Milk', 'Peanuts'], dietary_preferences: ['Vegetarian'] });
      if (width === 390) {
        await page.goto('/pricing');
        await openCheckout(page, 'premium');
        await payCheckout(page);
      }
      await search(page);
      await openDetail(page, ['hours', 'phone', 'website']);
      await shot(page, width, 'osm-premium');
      await page.context().close();

      const demo = await signedIn(browser, premium, width, NEW_YORK);
      await search(demo);
      await openDetail(demo, ['reviews']);
      const toggle = demo.getByTestId('restaurant-reviews-toggle');
      if (await toggle.isVisible()) await toggle.click();
      await shot(demo, width, 'demo-premium');
      await demo.context().close();

      const teaser = await signedIn(browser, free, width, NEW_YORK);
      await search(teaser);
      await openDetail(teaser, ['reviews']);
      await shot(teaser, width, 'demo-free-teaser');
      await teaser.goto('/restaurant/demo-does-not-exist');
      await teaser.getByTestId('restaurant-not-found').waitFor();
      await shot(teaser, width, 'not-found');
      await teaser.context().close();
    }
}

runShots(main, { failOnAxe: true });
