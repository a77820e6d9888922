import { expect, test, type Page } from '@playwright/test';
import type { RestaurantDetail } from '../../../shared/api/places';
import { hoursLines, intlHoursWords, openingHoursRules } from '../../../shared/domain/opening-hours/hours-rules';
import { openCheckout, payCheckout, expectHeaderTier } from '../billing/support';
import { text } from '../locale';
import { runSearch, signedInOnHome } from '../search/support';
import { NEW_YORK, PHILADELPHIA, cardIds, cardWith, r, setProfileLists } from './support';

/**
 * /restaurant/{id} (product-rules §10.1, issue 12): every field the provider has, for an OpenStreetMap place
 * (hours, phone, website) and a demo place (photos, reviews); Back by the spec's rules; the
 * not-found view; the review analysis for Premium and the teaser for Pro.
 */
test.describe.configure({ timeout: 180_000 });

async function searchHere(page: Page): Promise<void> {
  await expect(page.getByTestId('location-summary')).not.toContainText(/Detecting|Finding/);
  await runSearch(page);
}

async function openCard(page: Page, detail: RestaurantDetail): Promise<void> {
  await page.locator(`[data-testid="restaurant-card"][data-id="${detail.id}"]`).getByTestId('card-link').click();
  await expect(page).toHaveURL(new RegExp(`/restaurant/${detail.id}$`));
  await expect(page.getByTestId('restaurant-page')).toBeVisible();
}

/** OpenStreetMap's value worded in the page's language (English here) with its clock; else the source's lines. */
function hoursShown(detail: RestaurantDetail): string[] {
  if (!detail.openingHours) return detail.hours;
  const words = { publicHolidays: r('hours.publicHolidays'), schoolHolidays: r('hours.schoolHolidays'), closed: r('hours.closed'), allDay: r('hours.allDay'), always: r('hours.always') };
  return hoursLines(openingHoursRules(detail.openingHours), intlHoursWords('en', words));
}

/** Every field of the detail answer is on the page. */
async function expectEveryField(page: Page, detail: RestaurantDetail): Promise<void> {
  await expect(page.getByTestId('restaurant-name')).toHaveText(detail.name);
  if (detail.rating !== undefined) await expect(page.getByTestId('restaurant-rating')).toContainText(detail.rating.toFixed(1));
  if (detail.priceLevel) await expect(page.getByTestId('restaurant-price')).toContainText(detail.priceLevel);
  await expect(page.getByTestId('restaurant-cuisine')).not.toBeEmpty();
  if (detail.address) await expect(page.getByTestId('restaurant-address')).toContainText(detail.address);
  // A real number is a tel: link; an invented one is plain text marked as an example.
  if (detail.phone && !detail.demo) await expect(page.getByTestId('restaurant-phone').getByRole('link')).toHaveAttribute('href', /^tel:\+?\d+$/);
  if (detail.phone && detail.demo) {
    await expect(page.getByTestId('restaurant-phone').getByRole('link')).toHaveCount(0);
    await expect(page.getByTestId('restaurant-phone').getByTestId('invented-mark')).toHaveText(text('en', 'common', 'demoPlaces.invented'));
  }
  if (detail.phone) await expect(page.getByTestId('restaurant-phone')).toContainText(detail.phone);
  if (detail.website) await expect(page.getByTestId('restaurant-website').getByRole('link')).toHaveAttribute('href', detail.website);
  await expect(page.getByTestId('restaurant-hours-line')).toHaveText(hoursShown(detail));
  if (detail.dietaryOptions.length) await expect(page.getByTestId('restaurant-dietary-option')).toHaveText(detail.dietaryOptions);
  else await expect(page.getByTestId('restaurant-dietary')).toContainText(r('dietary.none'));
  if (detail.distance) await expect(page.getByTestId('restaurant-distance')).toContainText(detail.distance);
  await expect(page.getByTestId('restaurant-coordinates')).toContainText(`${detail.coordinates.lat.toFixed(5)}, ${detail.coordinates.lng.toFixed(5)}`);
  if (detail.mapUrl) await expect(page.getByTestId('restaurant-map-link')).toHaveAttribute('href', detail.mapUrl);
  await expect(page.getByTestId('restaurant-scan').getByTestId('scan-summary')).toHaveAttribute('data-risk', detail.allergyInfo.riskLevel);
  await expect(page.getByTestId('gallery')).toHaveAttribute('data-count', String(Math.min(detail.photos.length, 10)));
  await expect(page.getByTestId('card-save')).toBeVisible();
  await expect(page.getByTestId('card-compare')).toBeVisible();
  await expect(page.getByTestId('menu-panel')).toBeVisible();
}

test.describe('an OpenStreetMap place', () => {
  test.use({ geolocation: PHILADELPHIA, permissions: ['geolocation'] });

  test('shows hours, phone, website, diets, distance and the map link, the scan with its evidence, and the attribution', async ({ page }) => {
    await signedInOnHome(page, 'DetailOsm');
    await setProfileLists(page, { allergies: ['Milk'], dietary_preferences: ['Vegetarian'] });
    // The form takes the profile's lists when the app loads them: the search (and so the detail page
    // opened from it, product-rules §10.1) checks Milk and Vegetarian, as the API's profile scan does.
    await page.reload();
    await searchHere(page);
    const detail = await cardWith(page, ['hours', 'phone', 'website']);
    expect(detail, 'a result on the first page with hours, phone and website').not.toBeNull();
    await openCard(page, detail!);
    expect(detail!.source).toBe('openstreetmap');
    await expectEveryField(page, detail!);
    await expect(page.getByTestId('restaurant-distance')).toContainText(/\d(\.\d)? miles? away/);
    await expect(page.getByTestId('restaurant-map-link')).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\//);
    await expect(page.getByTestId('restaurant-attribution')).toContainText('OpenStreetMap');
    await expect(page.getByTestId('restaurant-no-reviews')).toHaveText(r('reviews.none'));
    await expect(page.getByTestId('scan-warnings')).toBeVisible();
  });
});

test.describe('a demo place', () => {
  test.use({ geolocation: NEW_YORK, permissions: ['geolocation'] });

  test('shows its generated details, labelled demo data; the gallery wraps around; reviews expand', async ({ page }) => {
    await signedInOnHome(page, 'DetailDemo');
    await searchHere(page);
    const detail = await cardWith(page, ['reviews', 'hours', 'phone']);
    expect(detail, 'a demo result with reviews').not.toBeNull();
    await openCard(page, detail!);
    await expectEveryField(page, detail!);
    await expect(page.getByTestId('restaurant-demo-note')).toHaveText(r('source.demoNote'));
    // Invented, said at the top, on the rating and on every review.
    await expect(page.getByTestId('demo-banner')).toContainText(text('en', 'common', 'demoPlaces.title'));
    if (detail!.rating !== undefined) await expect(page.getByTestId('restaurant-rating').getByTestId('invented-mark')).toBeVisible();

    // Gallery: previous from the first photo is the last; next from the last is the first.
    const count = Math.min(detail!.photos.length, 10);
    expect(count).toBeGreaterThan(1);
    const position = page.getByTestId('gallery-position');
    await expect(position).toHaveText(r('gallery.position', { current: 1, total: count }));
    await page.getByTestId('gallery-prev').click();
    await expect(position).toHaveText(r('gallery.position', { current: count, total: count }));
    await page.getByTestId('gallery-next').click();
    await expect(position).toHaveText(r('gallery.position', { current: 1, total: count }));

    // A photo that fails to load shows the placeholder.
    await page.route('**/places/illustration**', (route) => route.abort());
    await page.getByTestId('gallery-next').click();
    await expect(page.getByTestId('gallery-fallback')).toBeVisible();
    await page.unroute('**/places/illustration**');

    // Reviews: 3, then all.
    const reviews = page.getByTestId('restaurant-review');
    if (detail!.reviews.length > 3) {
      await expect(reviews).toHaveCount(3);
      await page.getByTestId('restaurant-reviews-toggle').click();
      await expect(reviews).toHaveCount(detail!.reviews.length);
      await page.getByTestId('restaurant-reviews-toggle').click();
    }
    await expect(reviews).toHaveCount(Math.min(3, detail!.reviews.length));
    await expect(reviews.first()).toContainText(detail!.reviews[0]!.text);
    for (const review of await reviews.all()) await expect(review.getByTestId('invented-mark')).toBeVisible();
  });

  test('Back returns to the results with their results and preferences; from history it goes to /history', async ({ page }) => {
    await signedInOnHome(page, 'DetailBack');
    await searchHere(page);
    const title = await page.getByTestId('results-title').textContent();
    const ids = await cardIds(page);
    await page.getByTestId('card-link').nth(1).click();
    await expect(page.getByTestId('restaurant-page')).toBeVisible();
    await expect(page.getByTestId('restaurant-back')).toHaveText(r('back.results'));
    await page.getByTestId('restaurant-back').click();
    await expect(page).toHaveURL(/\/search-results$/);
    await expect(page.getByTestId('results-title')).toHaveText(title ?? '');
    expect(await cardIds(page)).toEqual(ids);

    // The view is in history; opened from there, Back goes to /history.
    await page.goto('/history');
    await page.getByTestId('history-restaurant').first().getByRole('link').first().click();
    await expect(page.getByTestId('restaurant-page')).toBeVisible();
    await expect(page.getByTestId('restaurant-back')).toHaveText(r('back.history'));
    await page.getByTestId('restaurant-back').click();
    await expect(page).toHaveURL(/\/history$/);

    // Opened by a typed link there is no step back in the app: Back goes home.
    await page.goto(`/restaurant/${ids[0]}`);
    await expect(page.getByTestId('restaurant-back')).toHaveText(r('back.previous'));
    await page.getByTestId('restaurant-back').click();
    await expect(page).toHaveURL(/\/home$/);
  });

  // The detail page hands the results back (restaurant-nav-state.ts); /search-results keeps its sort, filter
  // and page for that search in session storage (search/results-view.ts).
  test('Back returns to the results on their page with their sort and filter', async ({ page }) => {
    await signedInOnHome(page, 'DetailBackPage');
    await searchHere(page);
    await page.getByTestId('results-sort').selectOption('name-asc');
    await page.getByTestId('pagination-next').click();
    const range = await page.getByTestId('results-range').textContent();
    await page.getByTestId('card-link').first().click();
    await page.getByTestId('restaurant-back').click();
    await expect(page.getByTestId('results-sort')).toHaveValue('name-asc');
    await expect(page.getByTestId('results-range')).toHaveText(range ?? '');
  });
});

test('an unknown restaurant shows the not-found view with its button to /home', async ({ page }) => {
  await signedInOnHome(page, 'DetailMissing');
  await page.goto('/restaurant/demo-no-such-place');
  await expect(page.getByTestId('restaurant-not-found')).toContainText(r('notFound.body'));
  expect(r('notFound.body')).toBe("The restaurant you're looking for doesn't exist or has been removed.");
  await page.getByTestId('restaurant-not-found-home').click();
  await expect(page).toHaveURL(/\/home$/);
});

test.describe('AI review analysis', () => {
  test.use({ geolocation: NEW_YORK, permissions: ['geolocation'] });

  test('a Pro user sees the blurred teaser with its upgrade button to /current-plan', async ({ page }) => {
    await signedInOnHome(page, 'DetailPro');
    await page.goto('/pricing');
    await openCheckout(page, 'pro');
    await payCheckout(page);
    await expectHeaderTier(page, 'pro');

    await page.goto('/home');
    await searchHere(page);
    const detail = await cardWith(page, ['reviews']);
    expect(detail).not.toBeNull();
    await openCard(page, detail!);
    await expect(page.getByTestId('analysis-teaser')).toBeVisible();
    await expect(page.getByTestId('analysis-result')).toHaveCount(0);
    await expect(page.getByTestId('analysis-teaser-text')).toHaveText('Upgrade to Premium to unlock this feature');
    await page.getByTestId('analysis-upgrade').click();
    await expect(page).toHaveURL(/\/current-plan$/);
  });

  test('a Premium user sees up to 3 points a side', async ({ page }) => {
    await signedInOnHome(page, 'DetailPremium');
    await page.goto('/pricing');
    await openCheckout(page, 'premium');
    await payCheckout(page);
    await expectHeaderTier(page, 'premium');

    await page.goto('/home');
    await searchHere(page);
    const detail = await cardWith(page, ['reviews']);
    expect(detail).not.toBeNull();
    await openCard(page, detail!);
    await expect(page.getByTestId('analysis-teaser')).toHaveCount(0);
    const result = page.getByTestId('analysis-result');
    await expect(result).toBeVisible({ timeout: 30_000 });
    const love = await page.getByTestId('analysis-love-point').count();
    const improve = await page.getByTestId('analysis-improve-point').count();
    expect(love).toBeLessThanOrEqual(3);
    expect(improve).toBeLessThanOrEqual(3);
    expect(love + improve).toBeGreaterThan(0);
    if ((await result.getAttribute('data-source')) === 'keyword-summary') await expect(page.getByTestId('analysis-keyword-note')).toHaveText(r('analysis.keywordNote'));
  });
});
