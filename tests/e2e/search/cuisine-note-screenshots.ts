/**
 * Screenshots of /search-results for Thai places with Peanuts + Shellfish: every card's cuisine note
 * ("Thai kitchens often use peanuts, shrimp paste, oyster sauce: ask about Peanuts, Shellfish") in
 * English, Japanese and German at phone and desktop widths, on OpenStreetMap data (Philadelphia).
 * Run against a running app: `E2E_BASE_URL=http://localhost:5203 npx tsx tests/e2e/search/cuisine-note-screenshots.ts`.
 */
import { newShotUser, runShots, saveShot, SCREENSHOT_WIDTHS, screenshotDir, searchFormInLanguage, settle, SHOT_LANGUAGES } from '../support/screenshots';

runShots(async (browser) => {
  const dir = await screenshotDir('cuisine-note');
  const user = await newShotUser('Cuisine');
  for (const lang of SHOT_LANGUAGES) {
    for (const width of SCREENSHOT_WIDTHS) {
      const { context, page } = await searchFormInLanguage(browser, user, lang, width);
      await page.getByTestId('search-cuisine').selectOption('thai');
      const toggle = page.getByTestId('dietary-toggle');
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
      for (const id of ['peanuts', 'shellfish']) await page.getByTestId(`preset-allergy-${id}`).click();
      await page.getByTestId('search-submit').click();
      await page.waitForURL(/\/search-results/);
      await page.getByTestId('scan-warnings').first().waitFor();
      await settle(page);
      await saveShot(page, { dir, name: `thai-${lang}`, width });
      await context.close();
    }
  }
});
