/**
 * Screenshots of "Report a wrong verdict" (product-rules §16) in en, ja and de at 390 and 1280 px: the
 * dialog from a card (filled), its thanks, the dialog of a menu-analysis dish, and the daily limit's
 * message, with axe checks. Run against a running app (a new user per language):
 * `E2E_BASE_URL=http://localhost:3201 SCREENSHOT_DIR=/tmp/shots npx tsx tests/e2e/restaurant/verdict-report-screenshots.ts`
 */
import type { Page } from '@playwright/test';
import { freshConnection } from '../support/api-headers';
import { accessToken } from '../search/support';
import { setProfileLists } from '../menus/support';
import { axeReport, newShotUser, runShots, SCREENSHOT_WIDTHS, screenshotDir, searchFormInLanguage, settle, SHOT_LANGUAGES, withoutToasts } from '../support/screenshots';

const dialog = (page: Page) => page.locator('dialog[open][data-testid="verdict-report-dialog"]');

async function shot(page: Page, dir: string, name: string): Promise<void> {
  await settle(page);
  await axeReport(page, name);
  await withoutToasts(page, () => page.screenshot({ path: `${dir}/${name}.png` }));
  console.log(`saved ${dir}/${name}.png`);
}

runShots(async (browser) => {
  const dir = await screenshotDir('verdict-reports');
  for (const lang of SHOT_LANGUAGES) {
    const user = await newShotUser(`Flags${lang}`);
    for (const width of SCREENSHOT_WIDTHS) {
      const { context, page } = await searchFormInLanguage(browser, user, lang, width);
      await setProfileLists(page, { allergies: ['Peanuts'] });
      await page.reload();
      await page.getByTestId('search-submit').click();
      await page.getByTestId('results-grid').waitFor();
      const card = page.getByTestId('restaurant-card').first();
      await card.getByTestId('report-verdict').click();
      await dialog(page).getByTestId('verdict-report-kind-containsUnflagged').check();
      await dialog(page).getByTestId('verdict-report-concern').selectOption('peanuts');
      await dialog(page).getByTestId('verdict-report-text').fill('The satay sauce is made with peanuts.');
      await dialog(page).getByTestId('verdict-report-submit').focus();
      await shot(page, dir, `${lang}-card-dialog-${width}`);
      await dialog(page).getByTestId('verdict-report-submit').click();
      await dialog(page).getByTestId('verdict-report-success').waitFor();
      await shot(page, dir, `${lang}-card-success-${width}`);
      await dialog(page).getByTestId('verdict-report-cancel').click();

      await card.getByTestId('card-menu').click();
      await page.waitForURL(/\/restaurant\//, { timeout: 60_000 });
      await page.getByTestId('menu-panel').and(page.locator('[data-state="items"]')).waitFor({ timeout: 60_000 });
      await page.getByTestId('restaurant-scan').scrollIntoViewIfNeeded();
      await shot(page, dir, `${lang}-detail-${width}`);
      await page.getByTestId('menu-analysis-link').click();
      await page.getByTestId('analysis-dish').first().waitFor();
      await shot(page, dir, `${lang}-analysis-${width}`);
      const dish = page.getByTestId('analysis-dish').and(page.locator('[data-conflict="true"]')).first();
      const target = (await dish.count()) > 0 ? dish : page.getByTestId('analysis-dish').first();
      await target.getByTestId('report-verdict').click();
      await dialog(page).getByTestId('verdict-report-kind-flaggedButFree').check();
      const concern = dialog(page).getByTestId('verdict-report-concern');
      if ((await concern.inputValue()) === '') await concern.selectOption('peanuts');
      if (width === SCREENSHOT_WIDTHS.at(-1)) {
        // Today's allowance used up through the API; the next one from the page gets the limit message.
        const headers = freshConnection({ Authorization: `Bearer ${await accessToken(page)}` });
        for (let i = 0; i < 3; i += 1) await page.request.post('/api/verdict-reports', { headers, data: { placeId: 'demo-place-1', placeName: 'Shots', kind: 'closedOrWrongPlace' } });
        await dialog(page).getByTestId('verdict-report-submit').click();
        await dialog(page).getByTestId('verdict-report-error').waitFor();
        await shot(page, dir, `${lang}-dish-limit-${width}`);
      } else {
        await shot(page, dir, `${lang}-dish-dialog-${width}`);
      }
      await context.close();
    }
  }
});
