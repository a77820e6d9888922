/**
 * Issue 18 items 11 and 15: the header's labelled gauges and the results heading under a risk filter
 * ("Showing 2 of 60 restaurants"), at phone and desktop widths, in English, German and Japanese.
 * Run against a running app: `E2E_BASE_URL=http://localhost:3214 npx tsx tests/e2e/search/filtered-results-screenshots.ts`
 * (SCREENSHOT_DIR picks the folder, default test-results/screenshots/filtered-results).
 */
import { newShotContext, newShotUser, runShots, saveShot, SCREENSHOT_WIDTHS, screenshotDir, settle, signInForShots } from '../support/screenshots';

const LANGUAGES = ['en', 'de', 'ja'] as const;
// Philadelphia: OpenStreetMap data, enough places for the filter to hide some.
const at = { latitude: 39.9526, longitude: -75.1652 };

runShots(async (browser) => {
  const dir = await screenshotDir('filtered-results');
  const user = await newShotUser('Words');
  for (const width of SCREENSHOT_WIDTHS) {
    const height = width < 1024 ? 844 : 900;
    const context = await newShotContext(browser, width, { at, height });
    const page = await context.newPage();
    await signInForShots(page, user);
    await page.getByTestId('location-summary').filter({ hasNotText: /Detecting|Finding/ }).waitFor();
    await page.getByTestId('dietary-toggle').click();
    await page.getByTestId('preset-allergy-peanuts').click();
    await page.getByTestId('preset-allergy-shellfish').click();
    await page.getByTestId('dietary-toggle').click();
    await page.getByTestId('search-submit').click();
    await page.waitForURL(/\/search-results/);
    await page.getByTestId('results-grid').waitFor();
    await page.getByTestId('results-filter').selectOption('hide-danger');
    for (const language of LANGUAGES) {
      await page.evaluate((lng) => localStorage.setItem('forksure.language', lng), language);
      await page.reload();
      await page.getByTestId('usage-gauges').waitFor();
      await page.getByTestId('results-title').waitFor();
      await settle(page);
      await saveShot(page, { dir, name: `results-filtered-${language}`, width }, { fullPage: false });
    }
    await page.evaluate(() => localStorage.setItem('forksure.language', 'en'));
    await context.close();
  }
});
