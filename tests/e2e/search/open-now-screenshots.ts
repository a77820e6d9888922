/**
 * Screenshots of /search-results with the cards' Open now / Closed badges and the Open now filter, in
 * English, Japanese and German at phone and desktop widths, on OpenStreetMap data (Philadelphia).
 * Run against a running app: `E2E_BASE_URL=http://localhost:5203 npx tsx tests/e2e/search/open-now-screenshots.ts`.
 */
import { newShotContext, newShotUser, runShots, saveShot, SCREENSHOT_WIDTHS, screenshotDir, settle, signInForShots } from '../support/screenshots';

runShots(async (browser) => {
  const dir = await screenshotDir('open-now');
  const user = await newShotUser('OpenNow');
  for (const lang of ['en', 'ja', 'de']) {
    for (const width of SCREENSHOT_WIDTHS) {
      const context = await newShotContext(browser, width, { at: { latitude: 39.9526, longitude: -75.1652 }, height: width < 1024 ? 1400 : 1000 });
      const page = await context.newPage();
      await signInForShots(page, user);
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), ['forksure.language', lang] as const);
      await page.reload();
      await page.getByTestId('location-summary').filter({ hasNotText: /Detecting|Finding|…/ }).waitFor();
      await page.getByTestId('search-submit').click();
      await page.waitForURL(/\/search-results/);
      await page.getByTestId('card-open-status').first().waitFor();
      await settle(page);
      await saveShot(page, { dir, name: `results-${lang}`, width });
      await page.getByTestId('results-open-now').check();
      await page.getByTestId('results-open-now-unknown').waitFor();
      await settle(page);
      await saveShot(page, { dir, name: `results-open-filter-${lang}`, width });
      await context.close();
    }
  }
});
