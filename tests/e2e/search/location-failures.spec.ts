import { expect, test } from '@playwright/test';
import { createAccount, newUser, signIn } from '../accounts/support';
import { text } from '../locale';
import { PHILADELPHIA, s, signedInOnHome, toasts } from './support';

/**
 * The location toasts and fallbacks of product-rules §4.2 that search.spec.ts does not reach: a
 * browser without geolocation, a place that does not exist, and an address lookup that fails; and
 * what any page that crashes shows.
 */
test.describe.configure({ timeout: 60_000 });

test.describe('a browser without geolocation', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'geolocation', { get: () => undefined, configurable: true }));
  });

  test('says so and switches to manual entry', async ({ page }) => {
    await signedInOnHome(page, 'NoGeo');
    await expect(toasts(page)).toContainText(s('location.toast.unsupported'));
    await expect(page.getByTestId('location-chooser')).toHaveAttribute('data-mode', 'manual');
    await expect(page.getByTestId('search-submit')).toBeDisabled();
  });
});

test('a place that cannot be found says so and keeps the panel open', async ({ page }) => {
  await signedInOnHome(page, 'Nowhere');
  const panel = page.getByTestId('location-panel');
  if (!(await panel.isVisible())) await page.getByTestId('location-change').click();
  await page.getByTestId('location-mode-manual').click();
  await page.getByTestId('location-input').fill('Qzxqzxqzx');
  await page.getByTestId('location-set').click();
  await expect(toasts(page)).toContainText(s('location.toast.notFound'));
  await expect(panel).toBeVisible();
  await expect(page.getByTestId('location-input')).toHaveValue('Qzxqzxqzx');
});

test.describe('when the address lookup fails', () => {
  test.use({ geolocation: PHILADELPHIA, permissions: ['geolocation'] });

  test('the position still counts, shown as "Location: lat, lng"', async ({ page }) => {
    // The server cannot be made to fail on demand, so the browser sees the lookup fail.
    await page.route('**/api/geocode', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Service Unavailable"}' }));
    await signedInOnHome(page, 'NoLookup');
    await expect(page.getByTestId('location-summary')).toContainText('Location: 39.9526, -75.1652');
    await expect(page.getByTestId('search-submit')).toBeEnabled();
  });
});

test.describe('a page that crashes', () => {
  test.beforeEach(async ({ page }) => {
    // A browser whose geolocation throws on access: the home page's location effect fails.
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'geolocation', {
        get: () => {
          throw new Error('geolocation exploded');
        },
        configurable: true,
      }),
    );
  });

  test('shows the friendly error page with a way back, not a developer screen', async ({ page }) => {
    const user = newUser('Crash');
    await createAccount(page.request, user);
    await page.clock.install({ time: Date.now() + 2 * 60_000 });
    await signIn(page, user.username, user.password);
    await expect(page.getByTestId('page-error')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'common', 'pageError.title'));
    await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
    await page.getByTestId('page-error-home').click();
    await expect(page).toHaveURL(/\/(welcome|home)$/);
  });
});
