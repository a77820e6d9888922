/**
 * Screenshots (and an axe-core pass) of the comparison bar, /comparison, each /history tab (the menu
 * tab with a generated menu) and the Send App Feedback dialog at 390 and 1280 px, for a Premium
 * account that compared three places. Run against a running app:
 * `E2E_BASE_URL=http://localhost:5180 npx tsx tests/e2e/library/history-screenshots.ts`
 * (SCREENSHOT_DIR picks the folder, default test-results/screenshots/history).
 */
import { accessToken } from '../search/support';
import { newShotContext, newShotUser, runShots, saveShot, SCREENSHOT_WIDTHS, screenshotDir, signInForShots } from '../support/screenshots';

runShots(async (browser) => {
  const dir = await screenshotDir('history');
  const user = await newShotUser('HistShots');
  for (const width of SCREENSHOT_WIDTHS) {
    const shot = (page: Parameters<typeof saveShot>[0], name: string, fullPage = true) => saveShot(page, { dir, name, width }, { fullPage, axe: true });
    const context = await newShotContext(browser, width, { at: { latitude: 40.7306, longitude: -73.9866 } });
    const page = await context.newPage();
    await signInForShots(page, user);
    // The plan is Premium from the subscription check (the simulator's checkout needs the built app's
    // origin); the server still sees Free, so comparisons are not recorded in this run.
    await page.route('**/api/billing/subscription', (route) =>
      route.fulfill({ json: { subscribed: true, subscription_tier: 'premium', subscription_end: new Date(Date.now() + 30 * 86_400_000).toISOString() } }),
    );
    await page.goto('/home');
    await page.getByTestId('location-summary').filter({ hasNotText: /Detecting|Finding/ }).waitFor();
    await page.getByTestId('search-submit').click();
    await page.waitForURL(/\/search-results/);
    await page.getByTestId('results-grid').waitFor();
    const restaurantId = await page.getByTestId('restaurant-card').first().getAttribute('data-id');
    const token = await accessToken(page);
    const generated = await page.request.post('/api/menus/generate', { headers: { Authorization: `Bearer ${token}` }, data: { restaurantId } });
    console.log(`menu generated for the Menu History tab: ${generated.status()}`);
    const compare = page.getByTestId('card-compare');
    for (const n of [0, 1, 2]) await compare.nth(n).click();
    await page.getByTestId('comparison-bar').waitFor();
    await shot(page, 'comparison-bar', false);
    await shot(page, 'results-with-comparison-bar');
    await page.getByTestId('comparison-compare-now').click();
    await page.waitForURL(/\/comparison$/);
    await page.getByTestId('comparison-table').waitFor();
    await page.waitForTimeout(1500);
    await shot(page, 'comparison');

    for (const tab of ['restaurants', 'searches', 'comparisons', 'menus']) {
      await page.goto(tab === 'restaurants' ? '/history' : `/history?tab=${tab}`);
      await page.getByTestId('history-page').waitFor();
      await page.waitForTimeout(1200);
      await shot(page, `history-${tab}`);
    }

    await page.getByTestId('header-feedback').click();
    await page.getByTestId('feedback-dialog').waitFor();
    await page.getByTestId('feedback-type').selectOption('general');
    await shot(page, 'feedback-dialog', false);
    await context.close();

    const visitor = await newShotContext(browser, width);
    const vpage = await visitor.newPage();
    await vpage.goto('/welcome');
    await vpage.getByTestId('header-feedback').click();
    await vpage.getByTestId('feedback-dialog').waitFor();
    await shot(vpage, 'feedback-dialog-visitor', false);
    await visitor.close();
  }
});
