import { expect, test } from '@playwright/test';

const todayLong = () => new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date());

test.describe('legal pages', () => {
  test('privacy policy has the 11 sections, last updated today, a back button and the logo', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await expect(page.getByTestId('last-updated')).toHaveText(`Last updated: ${todayLong()}`);
    const sections = page.getByTestId('legal-section');
    await expect(sections).toHaveCount(11);
    const titles = [
      'Information we collect',
      'How we use your information',
      'How we share information',
      'Data security',
      'Your rights',
      'Location information',
      'Cookies and local storage',
      "Children's privacy",
      'Data retention',
      'Changes to this policy',
      'Contact us',
    ];
    for (const [i, title] of titles.entries()) {
      await expect(sections.nth(i).getByRole('heading')).toContainText(title);
    }
    await expect(sections.nth(7)).toContainText('under 13');
    await expect(sections.nth(10)).toContainText('feedback form');
    await expect(page.getByTestId('privacy-page').getByRole('link', { name: 'Forksure home' })).toBeVisible();
  });

  test('back button returns to the previous page', async ({ page }) => {
    await page.goto('/pricing');
    await page.locator('footer').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await page.getByTestId('legal-back').click();
    await expect(page).toHaveURL(/\/pricing$/);
  });

  test('terms of service say allergen information is an estimate', async ({ page }) => {
    await page.goto('/terms-of-service');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
    await expect(page.getByTestId('last-updated')).toHaveText(`Last updated: ${todayLong()}`);
    await expect(page.getByRole('heading', { name: 'Allergen information is an estimate' })).toBeVisible();
    await expect(page.getByTestId('terms-page')).toContainText('Always confirm ingredients and preparation with the restaurant');
  });
});
