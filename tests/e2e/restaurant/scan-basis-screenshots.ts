/**
 * Screenshots (and an axe-core pass) of the detail page's allergy check opened from a search with
 * allergies picked on the form and an empty profile (issue 18 item 4: it shows the card's badge and
 * says it checked this search's choices), and of the same page opened directly (the profile), in
 * English, Japanese and German at 390 and 1280 px. Run against a running app:
 * `E2E_BASE_URL=http://localhost:3214 npx tsx tests/e2e/restaurant/scan-basis-screenshots.ts`
 * (SCREENSHOT_DIR picks the folder, default test-results/screenshots/scan-basis).
 */
import type { Page } from '@playwright/test';
import { SCREENSHOT_WIDTHS, newShotContext, newShotUser, runShots, saveShot, screenshotDir, signInForShots } from '../support/screenshots';
import { PHILADELPHIA } from './support';

const LANGUAGES = ['en', 'ja', 'de'] as const;

/** The scan card in view, whole page saved. */
async function shotOfScan(page: Page, dir: string, name: string, width: number): Promise<void> {
  await page.getByTestId('restaurant-scan-basis').scrollIntoViewIfNeeded();
  await saveShot(page, { dir, name, width }, { axe: true, fullPage: false });
}

runShots(async (browser) => {
  const dir = await screenshotDir('scan-basis');
  const user = await newShotUser('ScanBasis');
  for (const lang of LANGUAGES) {
    for (const width of SCREENSHOT_WIDTHS) {
      const context = await newShotContext(browser, width, { at: PHILADELPHIA });
      const page = await context.newPage();
      await signInForShots(page, user);
      // The account's language wins over the browser's once signed in: set it, and load the app again.
      const token = await page.evaluate(() => {
        const key = Object.keys(localStorage).find((k) => k.startsWith('CognitoIdentityServiceProvider.') && k.endsWith('.accessToken'));
        return key ? localStorage.getItem(key) : null;
      });
      await page.request.put('/api/me/profile', { headers: { Authorization: `Bearer ${token}` }, data: { language: lang } });
      await page.evaluate((language) => localStorage.setItem('forksure.language', language), lang);
      await page.goto('/home');
      await page.locator(`html[lang="${lang}"]`).waitFor();
      await page.locator('[data-testid="search-submit"]:not([disabled])').waitFor({ timeout: 60_000 });
      await page.getByTestId('search-query').fill('Oyster House');
      const toggle = page.getByTestId('dietary-toggle');
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
      for (const id of ['peanuts', 'shellfish', 'milk']) await page.getByTestId(`preset-allergy-${id}`).click();
      await page.getByTestId('search-submit').click();
      await page.waitForURL(/\/search-results/, { timeout: 60_000 });
      const card = page.getByTestId('restaurant-card').filter({ hasText: 'Oyster House' }).first();
      await card.getByTestId('card-link').click();
      await page.getByTestId('restaurant-scan-basis').waitFor();
      await shotOfScan(page, dir, `${lang}-from-search`, width);
      // The same page without the search in its navigation state: as opened directly.
      await page.evaluate(() => history.replaceState(null, ''));
      await page.reload();
      await page.locator('[data-testid="restaurant-scan-basis"][data-basis="profile"]').waitFor();
      await shotOfScan(page, dir, `${lang}-direct`, width);
      await context.close();
    }
  }
});
