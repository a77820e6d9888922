import { expect, test } from '@playwright/test';

const guarded = ['/home', '/search-results', '/restaurant/abc123', '/comparison', '/profile', '/saved-list', '/history', '/scrape-menu', '/current-plan', '/email-verification'];
const publicPlaceholders: [string, string][] = [
  ['/reset-password', 'Reset password'],
  ['/forgot-password-otp', 'Enter your code'],
  ['/new-password', 'New password'],
  ['/otp-verification', 'Security check'],
  ['/signup-verification', 'Confirm your email'],
  ['/change-password', 'Change password'],
];

test.describe('routes and guards', () => {
  for (const path of guarded) {
    test(`${path} sends a visitor to /auth`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/auth$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
    });
  }

  for (const [path, title] of publicPlaceholders) {
    test(`${path} is public and says what is coming`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByTestId('coming-soon')).toContainText('Coming soon');
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
