import { expect, test } from '@playwright/test';
import { text } from '../locale';
import { newAccount, signedInOnProfile } from './support';

/**
 * Issue 9, item 2: 5 password-change attempts per 15 minutes, then a clear message in the form, in
 * the page's language (the server's own message is English only).
 */
for (const language of ['en', 'de']) {
  test(`password change (${language}): after 5 wrong current passwords the form says to try again in 15 minutes`, async ({ page }) => {
    test.setTimeout(90_000);
    const t = (key: string, values?: Record<string, number>) => text(language, 'profile', key, values);
    const account = newAccount('lock');
    await signedInOnProfile(page, account);
    if (language !== 'en') {
      await page.evaluate((lang) => localStorage.setItem('forksure.language', lang), language);
      await page.reload();
    }
    const dialog = page.getByTestId('account-details-dialog');
    // After the reload the page re-renders once the profile arrives; a click in between can be lost.
    await expect(async () => {
      await page.getByTestId('account-details-open').click();
      await expect(dialog).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await dialog.getByTestId('account-tab-password').click();

    await dialog.getByTestId('password-change-next').fill('Fresh-basil-42');
    await dialog.getByTestId('password-change-confirm').fill('Fresh-basil-42');
    for (let attempt = 1; attempt <= 5; attempt++) {
      await dialog.getByTestId('password-change-current').fill(`Not-my-password-${attempt}`);
      await dialog.getByTestId('password-change-submit').click();
      await expect(dialog.getByTestId('password-change-current-error')).toHaveText(t('account.password.errors.incorrect'));
    }
    // The 6th is refused even with the right password.
    await dialog.getByTestId('password-change-current').fill(account.password);
    await dialog.getByTestId('password-change-submit').click();
    const message = dialog.getByTestId('password-change-form-error');
    await expect(message).toHaveText(t('account.password.errors.tooManyAttempts_other', { count: 15 }));
    if (language === 'en') await expect(message).toHaveText('Too many attempts. Please try again in 15 minutes.');
  });
}
