/**
 * Screenshots of severities on the search form and on the result cards (product-rules §11.4): Peanuts
 * severe, Milk an intolerance, in English, Japanese and German at phone and desktop widths (Philadelphia).
 * Run against a running app: `E2E_BASE_URL=http://localhost:3207 SCREENSHOT_DIR=/tmp/shots npx tsx tests/e2e/search/severity-cards-screenshots.ts`.
 */
import { choosePresets } from './support';
import { newShotUser, runShots, saveShot, SCREENSHOT_WIDTHS, screenshotDir, searchFormInLanguage, SHOT_LANGUAGES } from '../support/screenshots';

runShots(async (browser) => {
  const dir = await screenshotDir('severity-cards');
  const user = await newShotUser('SevShots');
  for (const lang of SHOT_LANGUAGES) {
    for (const width of SCREENSHOT_WIDTHS) {
      const { context, page } = await searchFormInLanguage(browser, user, lang, width);
      await choosePresets(page, { allergy: ['peanuts', 'milk'] });
      await page.getByTestId('severity-Peanuts').selectOption('severe');
      await page.getByTestId('severity-Milk').selectOption('intolerance');
      await saveShot(page, { dir, name: `form-${lang}`, width }, { axe: true });
      await page.getByTestId('search-submit').click();
      await page.waitForURL(/\/search-results/);
      await page.getByTestId('restaurant-card').first().waitFor();
      await saveShot(page, { dir, name: `cards-${lang}`, width }, { axe: true });
      await page.goto('/home');
      await page.getByTestId('dietary-panel').waitFor();
      await saveShot(page, { dir, name: `chips-${lang}`, width, }, { fullPage: false });
      await context.close();
    }
  }
});
