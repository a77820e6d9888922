/**
 * Screenshots of /home and /search-results at phone and desktop widths for a fresh account that
 * searches with diets and allergies, so danger, caution and safe cards show.
 * Run against a running app: `E2E_BASE_URL=http://localhost:5203 npx tsx tests/e2e/search/screenshots.ts`
 * (SCREENSHOT_DIR picks the folder, default test-results/screenshots/search; SCREENSHOT_AT=lat,lng the
 * browser's position, default Manhattan, where demo data answers; 39.9526,-75.1652 gives OpenStreetMap data).
 */
import type { Page } from '@playwright/test';
import { newShotContext, newShotUser, runShots, saveShot, SCREENSHOT_WIDTHS, screenshotDir, settle, signInForShots } from '../support/screenshots';

const [latitude, longitude] = (process.env.SCREENSHOT_AT ?? '40.7306,-73.9866').split(',').map(Number) as [number, number];

/** The whole page in one shot: the viewport is made as tall as the page. */
async function wholePage(page: Page, dir: string, name: string, width: number): Promise<void> {
  await settle(page);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width, height });
  await saveShot(page, { dir, name, width }, { fullPage: false });
}

runShots(async (browser) => {
  const dir = await screenshotDir('search');
  const user = await newShotUser('Shots');
  for (const width of SCREENSHOT_WIDTHS) {
    const height = width < 1024 ? 844 : 900;
    const context = await newShotContext(browser, width, { at: { latitude, longitude }, height });
    const page = await context.newPage();
    await signInForShots(page, user);
    await page.getByTestId('location-summary').filter({ hasNotText: /Detecting|Finding/ }).waitFor();
    await page.getByTestId('dietary-toggle').click();
    await page.getByTestId('preset-dietary-vegetarian').click();
    await page.getByTestId('preset-allergy-peanuts').click();
    await page.getByTestId('preset-allergy-shellfish').click();
    await page.getByTestId('dietary-toggle').click();
    await page.getByTestId('search-price').selectOption('$$');
    await wholePage(page, dir, 'search-home', width);
    await page.setViewportSize({ width, height });
    await page.getByTestId('search-submit').click();
    await page.waitForURL(/\/search-results/);
    await page.getByTestId('results-grid').waitFor();
    await wholePage(page, dir, 'search-results', width);
    if (width < 1024) {
      // The first cards at phone size, readable without zooming into the whole-page shot.
      await page.setViewportSize({ width, height: 1400 });
      await settle(page);
      await page.screenshot({ path: `${dir}/search-results-${width}-top.png` });
      console.log(`saved ${dir}/search-results-${width}-top.png`);
    }
    await context.close();
  }
});
