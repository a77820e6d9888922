import { expect, test } from '@playwright/test';

test.describe('bottom navigation', () => {
  test('is visible at 390 px with the five destinations', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/welcome');
    const nav = page.getByTestId('bottom-nav');
    await expect(nav).toBeVisible();
    for (const label of ['Home', 'Saved List', 'History', 'Current Plan', 'Profile']) {
      await expect(nav.getByRole('link', { name: label })).toBeVisible();
    }
    // Visitors have nothing to log out of.
    await expect(nav.getByRole('button', { name: 'Logout' })).toHaveCount(0);
    await nav.getByRole('link', { name: 'Saved List' }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('is hidden at 1280 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/welcome');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('bottom-nav')).toBeHidden();
  });

  test('switches at the 1024 px breakpoint', async ({ page }) => {
    await page.setViewportSize({ width: 1023, height: 800 });
    await page.goto('/welcome');
    await expect(page.getByTestId('bottom-nav')).toBeVisible();
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect(page.getByTestId('bottom-nav')).toBeHidden();
  });
});
