/**
 * Screenshots of /search-results with the cards' Open now / Closed badges and the Open now filter, in
 * English, Japanese and German at phone and desktop widths, on OpenStreetMap data (Philadelphia).
 * Run against a running app: `E2E_BASE_URL=http://localhost:5203 npx tsx tests/e2e/search/open-now-screenshots.ts`.
 */
import { newShotUser, runShots, saveShot, SCREENSHOT_WIDTHS, screenshotDir, searchFormInLanguage, settle, SHOT_LANGUAGES } from '../support/screenshots';

runShots(async (browser) => {
  const dir = await screenshotDir('open-now');
  const user = await newShotUser('OpenNow');
  for (const lang of SHOT_LANGUAGES) {
    for (const width of SCREENSHOT_WIDTHS) {
      const { context, page } = await searchFormInLanguage(browser, user, lang, width);
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
