import { expect, test } from '@playwright/test';

test('a missing config.json shows a full-page error, not a blank page', async ({ page }) => {
  await page.route('**/config.json', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
  // /reset-password is rendered by the app, which needs config.json (the prerendered pages need none: below).
  await page.goto('/reset-password');
  await expect(page.getByTestId('config-error')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Forksure can't start right now");
});

test('without config.json the prerendered landing page is still readable', async ({ page }) => {
  await page.route('**/config.json', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
  await page.goto('/welcome');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Eat out with confidence, whatever your diet.');
  await expect(page.getByTestId('config-error')).toHaveCount(0);
});

test('on the prerendered /auth, the sign-in form is readable, and reaching for it brings the app’s error', async ({ page }) => {
  await page.route('**/config.json', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
  await page.getByTestId('login-identifier').focus();
  await expect(page.getByTestId('config-error')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Forksure can't start right now");
});
