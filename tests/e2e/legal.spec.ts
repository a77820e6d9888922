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
    // What the code keeps of verdict reports (product-rules §14.2, §16.3): no expiry, anonymised on deletion.
    await expect(sections.nth(0)).toContainText('When you report a wrong verdict, we store');
    await expect(sections.nth(8)).toContainText('Reports of a wrong verdict are kept for as long as Forksure runs');
    await expect(sections.nth(8)).toContainText('we remove your account id from your reports at once and keep them only without you');
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
