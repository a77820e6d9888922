/**
 * Screenshots of the results map (a card opened from a pin) and the detail page's small map, in English,
 * Japanese and German at phone and desktop widths, on OpenStreetMap data (Philadelphia).
 * Run against a running app: `E2E_BASE_URL=http://localhost:3206 SCREENSHOT_DIR=/tmp/shots npx tsx tests/e2e/search/results-map-screenshots.ts`.
 */
import { choosePresets } from './support';
import { newShotUser, runShots, saveShot, SCREENSHOT_WIDTHS, screenshotDir, searchFormInLanguage, SHOT_LANGUAGES } from '../support/screenshots';

runShots(async (browser) => {
  const dir = await screenshotDir('results-map');
  const user = await newShotUser('MapShots');
  for (const lang of SHOT_LANGUAGES) {
    for (const width of SCREENSHOT_WIDTHS) {
      const { context, page } = await searchFormInLanguage(browser, user, lang, width);
      // Allergies and a diet, so the pins carry every badge; the smallest radius, so the ring frames the places.
      await choosePresets(page, { dietary: ['vegan'], allergy: ['peanuts', 'milk'] });
      await page.getByTestId('search-radius').fill('1');
      await page.getByTestId('search-submit').click();
      await page.waitForURL(/\/search-results/);
      await page.getByTestId('results-layout-map').click();
      await page.getByTestId('map-pin').first().waitFor();
      await page.waitForTimeout(800); // MapLibre's first frames
      await saveShot(page, { dir, name: `map-${lang}`, width }, { axe: true });
      await page.getByTestId('map-pin').first().focus();
      await page.keyboard.press('Enter');
      await page.getByTestId('map-card').waitFor();
      await saveShot(page, { dir, name: `map-card-${lang}`, width });
      await page.getByTestId('map-card').getByTestId('restaurant-card').getByRole('heading').click();
      await page.getByTestId('place-map-slot').scrollIntoViewIfNeeded(); // the detail map loads when it scrolls into view
      await page.getByTestId('place-pin').waitFor();
      await page.waitForTimeout(800);
      await saveShot(page, { dir, name: `detail-${lang}`, width });
      await context.close();
    }
  }
});
