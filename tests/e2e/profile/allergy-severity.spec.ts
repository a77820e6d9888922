import { expect, test } from '@playwright/test';
import { text } from '../locale';
import { newAccount, signedInOnProfile } from './support';

/** Severity per allergy on the profile page (product-rules §11.4): a labelled select per chosen allergy, kept on save. */
test.describe('allergy severity', () => {
  test.describe.configure({ timeout: 90_000 });

  test('choosing a severity for an allergy with the keyboard, saving it and finding it again', async ({ page }) => {
    await signedInOnProfile(page, newAccount('sev'));
    await page.getByTestId('preset-allergy-peanuts').click();
    const select = page.getByLabel(text('en', 'profile', 'severity.label', { allergy: 'Peanuts' }));
    await expect(select).toHaveValue('allergy');
    await select.focus();
    await select.selectOption('severe');
    await expect(select).toHaveValue('severe');
    await page.getByTestId('profile-save').click();
    await page.waitForURL('**/home');
    await page.goto('/profile');
    await expect(page.getByLabel(text('en', 'profile', 'severity.label', { allergy: 'Peanuts' }))).toHaveValue('severe');
  });
});
