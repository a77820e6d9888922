import { expect, test, type Locator, type Page } from '@playwright/test';
import { text } from '../locale';
import { expectHeaderTier, openCheckout, payCheckout } from '../billing/support';
import { PHILADELPHIA, signedInOnHome } from '../search/support';
import { advanceServerClock, resetServerClock, SERVER_CLOCK_TAG } from '../support/server-clock';

/**
 * History expiry (product-rules §9.2): unsaved restaurant and search history goes after 14 days, a saved item
 * stays; a comparison goes after 1 day. The server clock is moved (tests/e2e/support/server-clock.ts);
 * the cleanup job does not run in between, so these are the reads hiding expired items.
 */
// 3x the slowest CI run (30 s, a busy 2-core machine).
test.describe.configure({ timeout: 90_000 });
test.use({ geolocation: PHILADELPHIA, permissions: ['geolocation'] });
const h = (key: string, values: Record<string, string | number> = {}) => text('en', 'history', key, values);
const c = (key: string, values: Record<string, string | number> = {}) => text('en', 'common', key, values);

test.describe('history expiry', { tag: SERVER_CLOCK_TAG }, () => {
  test.afterEach(async () => {
    await resetServerClock();
  });

  test('unsaved restaurant and search items go after 14 days; saved ones stay', async ({ page }) => {
    await signedInOnHome(page, 'Forgetful');
    await search(page, 'pizza');
    const kept = await viewResult(page, 0);
    await viewResult(page, 1);
    await search(page, 'sushi');

    // Keep one restaurant and one search.
    await openTab(page, 'restaurants');
    const restaurants = page.getByTestId('history-restaurant');
    await expect(restaurants).toHaveCount(2);
    await keep(restaurants.filter({ hasText: kept }));
    await openTab(page, 'searches');
    const searches = page.getByTestId('history-search');
    await expect(searches).toHaveCount(2);
    await keep(searches.filter({ has: page.getByTestId('history-search-query').getByText('sushi', { exact: true }) }));

    // Either side of the 14 days, an hour away: 13 days 23 h on, everything is still there.
    await advanceServerClock({ days: 13, hours: 23 });
    await openTab(page, 'restaurants');
    await expect(restaurants).toHaveCount(2);
    await openTab(page, 'searches');
    await expect(searches).toHaveCount(2);

    // 14 days 1 h on: only the saved ones.
    await advanceServerClock({ hours: 2 });
    await openTab(page, 'restaurants');
    await expect(restaurants).toHaveCount(1);
    await expect(restaurants).toContainText(kept);
    await expect(restaurants.getByTestId('history-save')).toHaveAttribute('aria-pressed', 'true');
    await openTab(page, 'searches');
    await expect(searches).toHaveCount(1);
    await expect(searches.getByTestId('history-search-query')).toHaveText('sushi');
  });

  test('a comparison goes after 1 day', async ({ page }) => {
    await signedInOnHome(page, 'Weigher');
    await page.goto('/pricing');
    await openCheckout(page, 'pro');
    await payCheckout(page);
    await expectHeaderTier(page, 'pro');

    await search(page, 'pizza');
    const compare = page.getByTestId('card-compare');
    await compare.nth(0).click();
    await compare.nth(1).click();
    await expect(page.getByTestId('comparison-count')).toHaveText(c('comparison.bar.title', { count: 2, max: 2 }));
    const recorded = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/me/comparisons');
    await page.getByTestId('comparison-compare-now').click();
    expect((await recorded).ok(), 'the comparison is recorded').toBe(true);
    await expect(page).toHaveURL(/\/comparison$/);
    await expect(page.getByTestId('comparison-detail-link')).toHaveCount(2);

    const comparisons = page.getByTestId('history-comparison');
    await openTab(page, 'comparisons');
    await expect(comparisons).toHaveCount(1);
    await expect(comparisons).toContainText(h('comparisons.title_other', { count: 2 }));

    await advanceServerClock({ hours: 23 });
    await openTab(page, 'comparisons');
    await expect(comparisons).toHaveCount(1);

    await advanceServerClock({ hours: 2 });
    await openTab(page, 'comparisons');
    await expect(page.getByTestId('history-comparisons-empty')).toContainText(h('comparisons.emptyTitle'));
    await expect(comparisons).toHaveCount(0);
  });
});

/** Runs a search for `query` from /home and waits for the results. */
async function search(page: Page, query: string): Promise<void> {
  await page.goto('/home');
  await page.getByTestId('location-summary').filter({ hasNotText: /Detecting|Finding/ }).waitFor();
  await page.getByTestId('search-query').fill(query);
  await page.getByTestId('search-submit').click();
  await expect(page).toHaveURL(/\/search-results$/, { timeout: 20_000 });
  await expect(page.getByTestId('card-link').first()).toBeVisible();
}

/** Opens the n-th result's detail page (recorded in restaurant history); returns its name. */
async function viewResult(page: Page, n: number): Promise<string> {
  await page.goto('/search-results');
  const link = page.getByTestId('card-link').nth(n);
  const name = (await link.innerText()).trim();
  const recorded = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/me/history/restaurants');
  await link.click();
  expect((await recorded).ok(), 'the view is recorded').toBe(true);
  await expect(page).toHaveURL(/\/restaurant\//);
  return name;
}

/** A fresh load of /history on one tab, so the lists are read again from the server. */
async function openTab(page: Page, tab: 'restaurants' | 'searches' | 'comparisons'): Promise<void> {
  await page.goto(`/history?tab=${tab}`);
  await expect(page.getByRole('tab', { name: h(`tabs.${tab}`) })).toHaveAttribute('aria-selected', 'true', { timeout: 30_000 });
  await expect(page.getByTestId('history-skeletons')).toHaveCount(0);
}

/** Presses the item's save toggle and waits for it to be kept. */
async function keep(item: Locator): Promise<void> {
  await expect(item).toHaveCount(1);
  await item.getByTestId('history-save').click();
  await expect(item.getByTestId('history-save')).toHaveAttribute('aria-pressed', 'true');
}
