/**
 * Screenshots of /saved-list (empty, with items, premium tag management), the tag dialog and cards
 * with tag chips, the tag delete confirmation, at 390 and 1280 px, for a Premium account (upgraded
 * through the billing simulator), with an axe-core pass on each.
 * Run against a running app: `E2E_BASE_URL=http://localhost:5190 npx tsx tests/e2e/library/screenshots-G.ts`
 * (SCREENSHOT_DIR picks the folder, default test-results/screenshots/library).
 */
import { openCheckout, payCheckout } from '../billing/support';
import { newShotContext, newShotUser, runShots, saveShot, SCREENSHOT_WIDTHS, screenshotDir, signInForShots } from '../support/screenshots';

runShots(async (browser) => {
  const dir = await screenshotDir('library');
  const user = await newShotUser('LibShots');
  for (const [i, width] of SCREENSHOT_WIDTHS.entries()) {
    const shot = (page: Parameters<typeof saveShot>[0], name: string, fullPage = true) => saveShot(page, { dir, name, width }, { fullPage, axe: true });
    const context = await newShotContext(browser, width, { at: { latitude: 39.9526, longitude: -75.1652 } });
    const page = await context.newPage();
    await signInForShots(page, user);
    if (i === 0) {
      await page.goto('/saved-list');
      await page.getByTestId('saved-empty').waitFor();
      await shot(page, 'saved-list-empty-free');
      await page.goto('/pricing');
      await openCheckout(page, 'premium');
      await payCheckout(page);
      await page.goto('/saved-list');
      await page.getByTestId('tag-management').waitFor();
      await shot(page, 'saved-list-empty-premium');
      for (const q of ['Date Night', 'Quick Lunch', 'Family Friendly', 'Late Night']) {
        await page.getByTestId('tag-quick-start').getByRole('button', { name: q }).click();
        await page.getByTestId('tag-manage-item').filter({ hasText: q }).waitFor();
      }
    }
    await page.goto('/home');
    await page.getByTestId('location-summary').filter({ hasNotText: /Detecting|Finding/ }).waitFor();
    await page.getByTestId('search-submit').click();
    await page.waitForURL(/\/search-results/);
    await page.getByTestId('results-grid').waitFor();
    if (i === 0) {
      for (const n of [0, 1, 2]) {
        await page.getByTestId('card-save').nth(n).click();
        await page.getByTestId('card-save').nth(n).and(page.locator('[data-saved="true"]')).waitFor();
      }
      const dialog = page.getByTestId('tag-dialog');
      for (const [n, tags] of [[0, ['Date Night', 'Quick Lunch', 'Family Friendly', 'Late Night']], [1, ['Quick Lunch']]] as const) {
        await page.getByTestId('card-tag').nth(n).click();
        for (const tag of tags) {
          await dialog.locator(`[data-tag="${tag}"]`).check();
          await page.waitForTimeout(300);
        }
        await dialog.getByTestId('tag-dialog-close').click();
      }
    }
    await page.getByTestId('card-tags').first().waitFor();
    await shot(page, 'results-with-chips-and-filter');
    await page.getByTestId('card-tag').first().click();
    await page.getByTestId('tag-dialog').waitFor();
    await shot(page, 'tag-dialog', false);
    await page.getByTestId('tag-dialog-close').click();
    await page.goto('/saved-list');
    await page.getByTestId('saved-grid').waitFor();
    await page.getByTestId('tagged-grid').waitFor();
    await shot(page, 'saved-list-premium');
    await page.getByTestId('tag-management').locator('[data-tag="Quick Lunch"]').getByTestId('tag-manage-delete').click();
    await page.getByTestId('tag-delete-dialog').waitFor();
    await shot(page, 'tag-delete-confirmation', false);
    await page.getByTestId('tag-delete-cancel').click();
    await context.close();
  }
});
