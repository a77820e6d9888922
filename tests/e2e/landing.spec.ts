import { expect, test } from '@playwright/test';

test.describe('landing page', () => {
  test('/ redirects to /welcome', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/welcome$/);
  });

  test('explains the product and links to sign-in and pricing', async ({ page }) => {
    await page.goto('/welcome');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Eat out with confidence, whatever your diet.');
    await expect(page).toHaveTitle(/Forksure/);

    // How it works: search, scan, organise, AI menus.
    for (const step of ['Search near you', 'Every result scanned', 'Save, tag and compare', 'AI-estimated menus']) {
      await expect(page.getByRole('heading', { name: step })).toBeVisible();
    }
    // The three risk labels of the restaurant card.
    for (const label of ['High Risk', 'Check Menu', 'Safe Option']) {
      await expect(page.getByText(label, { exact: true }).first()).toBeVisible();
    }
    // Honesty note.
    await expect(page.getByTestId('honesty-note')).toContainText('always confirm with the restaurant');

    await page.getByTestId('welcome-cta-pricing').click();
    await expect(page).toHaveURL(/\/pricing$/);
    await page.goBack();
    await page.getByTestId('welcome-cta-auth').click();
    // "Get started free" opens the sign-up tab of /auth.
    await expect(page).toHaveURL(/\/auth\?tab=signup$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your account');
  });

  test('header shows the logo linking to /home and a Sign in button for visitors', async ({ page }) => {
    await page.goto('/welcome');
    const header = page.locator('header');
    await expect(header.getByRole('link', { name: 'Forksure home' })).toHaveAttribute('href', '/home');
    await expect(header.getByTestId('header-sign-in')).toHaveText('Sign in');
    await expect(page.getByTestId('tier-label')).toHaveCount(0);
  });

  test('footer links to the legal pages', async ({ page }) => {
    await page.goto('/welcome');
    const footer = page.locator('footer');
    await footer.getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page).toHaveURL(/\/terms-of-service$/);
    await page.locator('footer').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
  });
});
