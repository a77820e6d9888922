/**
 * Phone screenshots for the layout review (issue 18 item 14): /welcome as a visitor and /home and
 * /search-results signed in, at 390 px (and 360 px), in English, Japanese and German.
 * Run against a running app: `npx tsx tests/e2e/layout/screenshots.ts` (E2E_BASE_URL, SCREENSHOT_DIR,
 * SCREENSHOT_LANGS=en,ja,de).
 */
import { expect } from '@playwright/test';
import { createAccount, newUser, signIn } from '../accounts/support';
import { PHILADELPHIA, runSearch } from '../search/support';
import { baseURL, runShots, saveShot, screenshotDir } from '../support/screenshots';

const langs = (process.env.SCREENSHOT_LANGS ?? 'en,ja,de').split(',').map((l) => l.trim()).filter(Boolean);
const widths = [390, 360];

runShots(async (browser) => {
  const dir = await screenshotDir('layout');
  for (const lang of langs) {
    for (const width of widths) {
      const context = await browser.newContext({ baseURL, locale: lang, viewport: { width, height: 844 }, deviceScaleFactor: 1, geolocation: PHILADELPHIA, permissions: ['geolocation'] });
      const page = await context.newPage();
      await page.goto('/welcome');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await saveShot(page, { dir, name: `welcome-visitor-${lang}`, width }, { fullPage: false });

      const user = newUser(`Shot${lang}`);
      await createAccount(page.request, user, lang);
      await page.clock.install({ time: Date.now() + 2 * 60_000 });
      await signIn(page, user.username, user.password);
      await page.waitForURL(/\/home$/);
      await expect(page.getByTestId('location-summary')).toContainText('Philadelphia');
      await saveShot(page, { dir, name: `home-${lang}`, width }, { fullPage: false });
      await runSearch(page);
      await saveShot(page, { dir, name: `results-${lang}`, width }, { fullPage: false });
      await context.close();
    }
  }
});
