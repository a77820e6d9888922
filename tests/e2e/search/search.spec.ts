import { expect, test } from '@playwright/test';
import { PHILADELPHIA, choosePresets, runSearch, s, setManualLocation, signedInOnHome, toasts } from './support';

/**
 * The search journeys of issue 4 on /home and /search-results: manual locations (a city through
 * autocomplete and a US zip), a search with diets and allergies whose cards are flagged, sorting,
 * pagination, the risk filter, restoring from local storage and New Search.
 */
test.describe.configure({ timeout: 90_000 });

test('manual location by city and by zip, then a search with diets and allergies flags the results', async ({ page }) => {
  await signedInOnHome(page, 'Manual');
  // The microphone (available or not) is covered by voice.spec.ts.

  await setManualLocation(page, 'Philadel', 'Philadelphia');
  await expect(toasts(page)).toContainText(s('location.toast.set', { location: 'Philadelphia, Pennsylvania, US' }));
  await page.getByTestId('location-change').click();
  // Manual mode with no text cannot search; a zip resolves through Set Location.
  await page.getByTestId('location-input').fill('');
  await expect(page.getByTestId('search-submit')).toBeDisabled();
  await page.getByTestId('location-input').fill('19103');
  await expect(page.getByTestId('location-suggestion').first()).toContainText('19103');
  await page.getByTestId('location-set').click();
  await expect(page.getByTestId('location-panel')).toBeHidden();
  await expect(page.getByTestId('location-summary')).toContainText('19103');

  await choosePresets(page, { dietary: ['vegetarian'], allergy: ['peanuts', 'shellfish'] });
  await expect(page.getByTestId('search-radius-value')).toHaveText('5 miles');
  await runSearch(page);

  await expect(page.getByTestId('results-title')).toHaveText(/^Found \d+ restaurants$/);
  await expect(page.getByTestId('results-summary')).toContainText('Vegetarian');
  const risks = await page.evaluate(() => (JSON.parse(localStorage.getItem('searchResults') ?? '[]') as { allergyInfo: { riskLevel: string } }[]).map((r) => r.allergyInfo.riskLevel));
  // OpenStreetMap says too little about any of these places to call one a Safe Option for an allergy.
  expect(new Set(risks)).toEqual(new Set(['danger', 'caution']));

  // Safest first puts Check Menu on top, and High Risk last: the last page shows some, which say
  // what they contain. Every check below needs its cards on screen (no pass on an empty page).
  await page.getByTestId('results-sort').selectOption('safety');
  await expect(page.getByTestId('restaurant-card').first()).toHaveAttribute('data-risk', 'caution');
  const caution = page.locator('[data-testid="restaurant-card"][data-risk="caution"]');
  await expect(caution.first().getByTestId('scan-warnings')).toContainText(/May conflict with Vegetarian|Not enough information to check|kitchens often use/);
  const lastPage = page.getByTestId(/^pagination-page-\d+$/).last();
  await lastPage.click();
  const highRisk = page.locator('[data-testid="restaurant-card"][data-risk="danger"]');
  await expect(highRisk.first()).toContainText('High Risk');
  await expect(highRisk.first().getByTestId('scan-warnings')).toContainText(/Contains (Peanuts|Shellfish)/);
  // Hiding High Risk leaves none, down to the last page.
  await page.getByTestId('results-filter').selectOption('hide-danger');
  await lastPage.click();
  await expect(page.getByTestId('restaurant-card').first()).toBeVisible();
  await expect(highRisk).toHaveCount(0);
  await page.getByTestId('results-filter').selectOption('all');
});

test.describe('with the browser sharing its position', () => {
  test.use({ geolocation: PHILADELPHIA, permissions: ['geolocation'] });

  test('sort, paginate, filter, restore after a fresh load, New Search', async ({ page }) => {
    await signedInOnHome(page, 'Pager');
    await expect(page.getByTestId('location-summary')).toContainText('Philadelphia');
    await expect(page.getByTestId('gauge-searches')).toHaveAttribute('data-remaining', '10');
    await page.getByTestId('search-price').selectOption('$$');
    await runSearch(page);
    await expect(page.getByTestId('gauge-searches')).toHaveAttribute('data-remaining', '9');
    await expect(page.getByTestId('results-price-first')).toHaveText(s('results.priceFirst', { price: '$$' }));

    const total = await page.getByTestId('results-title').textContent().then((t) => Number(/\d+/.exec(t ?? '')![0]));
    expect(total).toBeGreaterThan(9);
    await expect(page.getByTestId('restaurant-card')).toHaveCount(9);
    // Page 1: no Previous. Next walks on; the last page has no Next.
    await expect(page.getByTestId('pagination-previous')).toHaveCount(0);
    await page.getByTestId('pagination-next').click();
    await expect(page.getByTestId('pagination-page-2')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('pagination-previous')).toBeVisible();
    const last = Math.ceil(total / 9);
    await page.getByTestId(`pagination-page-${last}`).click();
    await expect(page.getByTestId('pagination-next')).toHaveCount(0);
    await expect(page.getByTestId('restaurant-card')).toHaveCount(total - (last - 1) * 9);

    // A sort goes back to page 1. (The chosen price first within any sort is results-order.test.ts's:
    // the OpenStreetMap places here have no price level, so no card could show that order.)
    await page.getByTestId('results-sort').selectOption('distance-asc');
    await expect(page.getByTestId('pagination-page-1')).toHaveAttribute('aria-current', 'page');

    // Safe Options only: every card shown is safe; filtering everything away offers Clear Filters.
    await page.getByTestId('results-filter').selectOption('safe-only');
    await expect(page.getByTestId('restaurant-card').first()).toBeVisible(); // no search restriction: all are safe
    for (const risk of await page.getByTestId('restaurant-card').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-risk')))) {
      expect(risk).toBe('safe');
    }

    // A fresh page load restores the results from local storage.
    await page.goto('/search-results');
    await expect(page.getByTestId('results-title')).toHaveText(`Found ${total} restaurants`);
    await expect(page.getByTestId('restaurant-card')).toHaveCount(9);
    await expect(page.getByTestId('results-attribution')).toBeVisible();

    // The card records the view in the restaurant history, then opens the restaurant page.
    const id = await page.getByTestId('restaurant-card').first().getAttribute('data-id');
    const recorded = page.waitForResponse((r) => r.url().endsWith('/api/me/history/restaurants') && r.request().method() === 'POST');
    await page.getByTestId('card-link').first().click();
    await expect(page).toHaveURL(new RegExp(`/restaurant/${id}$`));
    const view = await recorded;
    expect(view.status()).toBe(200);
    expect(await view.json()).toMatchObject({ restaurant_id: id, action_type: 'viewed', saved: false });
    await page.goBack();

    await page.getByTestId('results-new-search').click();
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/search-results');
    await expect(page.getByTestId('results-empty')).toContainText(s('results.emptyTitle'));
    await page.getByTestId('results-start-new').click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('reset returns to the defaults and the current location', async ({ page }) => {
    await signedInOnHome(page, 'Resetter');
    await expect(page.getByTestId('location-summary')).toContainText('Philadelphia');
    await page.getByTestId('search-query').fill('tacos');
    await page.getByTestId('search-cuisine').selectOption('mexican');
    await setManualLocation(page, 'Edinb', 'Edinburgh');
    await page.getByTestId('search-reset').click();
    await expect(toasts(page)).toContainText(s('toast.reset'));
    await expect(page.getByTestId('search-query')).toHaveValue('');
    await expect(page.getByTestId('search-cuisine')).toHaveValue('any');
    await expect(page.getByTestId('location-chooser')).toHaveAttribute('data-mode', 'current');
    await expect(page.getByTestId('location-summary')).toContainText('Philadelphia');
    // Switching to manual clears the typed location.
    await page.getByTestId('location-change').click();
    await page.getByTestId('location-mode-manual').click();
    await expect(page.getByTestId('location-input')).toHaveValue('');
  });
});

test.describe('when the browser refuses its position', () => {
  test.use({ permissions: [] });

  test('says so, keeps submit disabled, and manual entry still works', async ({ page, context }) => {
    await context.clearPermissions();
    await signedInOnHome(page, 'Denied');
    await expect(toasts(page)).toContainText(s('location.toast.denied'));
    await expect(page.getByTestId('location-summary')).toHaveText(s('location.denied'));
    await expect(page.getByTestId('search-submit')).toBeDisabled();
    await setManualLocation(page, 'Edinb', 'Edinburgh');
    await expect(page.getByTestId('search-submit')).toBeEnabled();
  });
});

test('Search Again state from history pre-fills the form', async ({ page }) => {
  await signedInOnHome(page, 'Again');
  // What /history's Search Again hands over, delivered the way the router does (history state).
  await page.evaluate(() => {
    const usr = {
      searchQuery: 'ramen',
      cuisineType: 'japanese',
      priceRange: '$',
      dietaryRestrictions: ['Vegan'],
      location: 'Edinburgh, Scotland, GB',
      coordinates: { lat: 55.9533, lng: -3.1883 },
    };
    window.history.pushState({ usr, key: 'again', idx: (window.history.state?.idx ?? 0) + 1 }, '', '/profile');
    window.history.pushState({ usr, key: 'again2', idx: (window.history.state?.idx ?? 0) + 1 }, '', '/home');
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  });
  await expect(page.getByTestId('search-query')).toHaveValue('ramen');
  await expect(page.getByTestId('search-cuisine')).toHaveValue('japanese');
  await expect(page.getByTestId('search-price')).toHaveValue('$');
  await expect(page.getByTestId('location-chooser')).toHaveAttribute('data-mode', 'manual');
  await expect(page.getByTestId('location-summary')).toHaveText('Edinburgh, Scotland, GB');
  await expect(page.getByTestId('dietary-summary')).toContainText('Diets: 1');
  await expect(page.getByTestId('search-submit')).toBeEnabled();
});
