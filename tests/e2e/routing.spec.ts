import { expect, test } from '@playwright/test';
import { text } from './locale';

const guarded = ['/home', '/search-results', '/restaurant/abc123', '/comparison', '/profile', '/saved-list', '/history', '/scrape-menu', '/current-plan', '/email-verification'];
// Public account pages, with the parameters they need (without them they send the visitor back).
const publicAccountPages: [string, string][] = [
  ['/reset-password', 'resetPassword.title'],
  ['/forgot-password-otp?email=ana%40example.com', 'forgotPasswordOtp.title'],
  ['/new-password?email=ana%40example.com&token=t', 'newPassword.title'],
  ['/otp-verification?email=ana%40example.com', 'otpVerification.title'],
  ['/signup-verification?email=ana%40example.com&username=ana', 'signupVerification.title'],
  ['/change-password?email=ana%40example.com&token=t', 'changePassword.title'],
];

test.describe('routes and guards', () => {
  for (const path of guarded) {
    test(`${path} sends a visitor to /auth`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/auth$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
    });
  }

  for (const [path, titleKey] of publicAccountPages) {
    test(`${path.split('?')[0]} is open to visitors`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'auth', titleKey));
    });
  }

  test('unknown paths show the not-found page with a link to /', async ({ page }) => {
    await page.goto('/this-page/does-not-exist');
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    const link = page.getByTestId('not-found-home-link');
    await expect(link).toHaveAttribute('href', '/');
    await link.click();
    await expect(page).toHaveURL(/\/welcome$/);
  });

  test('logo goes to /home, which sends a visitor to /auth', async ({ page }) => {
    await page.goto('/pricing');
    await page.locator('header').getByRole('link', { name: 'Forksure home' }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });
});
