import { expect, test, type Page } from '@playwright/test';
import { text } from '../locale';
import { codeFromOutbox, newAccount, signedInOnProfile, signInThroughAuthPage } from './support';

const t = (key: string, values?: Record<string, string | number>) => text('en', 'profile', key, values);

async function openAccountDetails(page: Page) {
  await page.getByTestId('account-details-open').click();
  const dialog = page.getByTestId('account-details-dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('account details', () => {
  test.describe.configure({ timeout: 90_000 });

  test('password change: the spec messages, then the new password signs in', async ({ page }) => {
    const account = newAccount('pwd');
    await signedInOnProfile(page, account);
    const dialog = await openAccountDetails(page);
    await expect(dialog.getByTestId('account-email')).toHaveText(account.email);
    await dialog.getByTestId('account-tab-password').click();

    const current = dialog.getByTestId('password-change-current');
    const next = dialog.getByTestId('password-change-next');
    const confirm = dialog.getByTestId('password-change-confirm');
    const submit = dialog.getByTestId('password-change-submit');

    await submit.click();
    await expect(dialog.getByTestId('password-change-current-error')).toHaveText('Please enter your current password');

    await current.fill(account.password);
    await next.fill('Fresh-basil-42');
    await confirm.fill('Fresh-basil-43');
    await submit.click();
    await expect(dialog.getByTestId('password-change-confirm-error')).toHaveText('New passwords do not match');

    await next.fill('abc');
    await confirm.fill('abc');
    await submit.click();
    await expect(dialog.getByTestId('password-change-next-error')).toHaveText('Password must be at least 6 characters long');

    // The shared common-password rule, checked in the browser too.
    await next.fill('password123');
    await confirm.fill('password123');
    await submit.click();
    await expect(dialog.getByTestId('password-change-next-error')).toHaveText(t('account.password.errors.tooCommon'));

    const newPassword = `${account.password}-2`;
    await current.fill('Not-my-password-1');
    await next.fill(newPassword);
    await confirm.fill(newPassword);
    await submit.click();
    await expect(dialog.getByTestId('password-change-current-error')).toHaveText('Current password is incorrect');

    await current.fill(account.password);
    await submit.click();
    await expect(page.getByText('Password updated successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByTestId('user-menu').click();
    await page.getByTestId('user-menu-logout').click();
    await expect(page).toHaveURL(/\/auth$/);
    await signInThroughAuthPage(page, account.username, newPassword);
    await expect(page).toHaveURL(/\/home$/);
  });

  test('email change: code to the new address, sign-out to /auth, sign-in with the new address', async ({ page }) => {
    // A whole journey (sign-up, three refusals, two emailed codes, sign-out, sign-in): 20 s on a quiet
    // machine, just over the default 30 s on a loaded CI one.
    test.setTimeout(90_000);
    const account = newAccount('mail');
    await signedInOnProfile(page, account);
    const dialog = await openAccountDetails(page);
    const send = dialog.getByTestId('email-change-send');

    await send.click();
    await expect(dialog.getByTestId('email-change-error')).toHaveText('Please enter a new email address');
    await dialog.getByTestId('email-change-new').fill(account.email.toUpperCase());
    await send.click();
    await expect(dialog.getByTestId('email-change-error')).toHaveText('New email must be different from current email');
    await dialog.getByTestId('email-change-new').fill('not-an-address');
    await send.click();
    await expect(dialog.getByTestId('email-change-error')).toHaveText(t('account.email.errors.invalid'));

    const newEmail = newAccount('moved').email;
    const since = Date.now();
    await dialog.getByTestId('email-change-new').fill(newEmail);
    await send.click();
    await expect(dialog.getByTestId('email-change-code')).toBeVisible();
    await expect(dialog.getByTestId('email-change-resend')).toBeDisabled();
    const code = await codeFromOutbox(newEmail, since);

    await dialog.getByTestId('email-change-code').fill('12345');
    await dialog.getByTestId('email-change-verify').click();
    await expect(dialog.getByTestId('email-change-code-error')).toHaveText('Please enter a valid 6-digit OTP');
    const wrong = code === '000000' ? '111111' : '000000';
    await dialog.getByTestId('email-change-code').fill(wrong);
    await dialog.getByTestId('email-change-verify').click();
    await expect(dialog.getByTestId('email-change-code-error')).toHaveText(t('account.email.errors.invalidCode'));

    await dialog.getByTestId('email-change-code').fill(code);
    await dialog.getByTestId('email-change-verify').click();
    await expect(page.getByText(t('account.email.success'))).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/, { timeout: 15_000 });

    await signInThroughAuthPage(page, newEmail, account.password);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/profile');
    await expect((await openAccountDetails(page)).getByTestId('account-email')).toHaveText(newEmail);
  });

  test('opened while the profile loads, the dialog stays open when the profile arrives', async ({ page }) => {
    const account = newAccount('early');
    await signedInOnProfile(page, account);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/me\/profile$/, async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      await held;
      await route.continue();
    });
    // Without the offline copy (a first visit on this device) the page waits for the profile.
    await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('forksure.offline.')).forEach((key) => localStorage.removeItem(key)));
    await page.reload();
    await expect(page.getByTestId('profile-skeleton')).toBeVisible();
    const dialog = await openAccountDetails(page);
    release();
    await expect(page.getByTestId('profile-form')).toBeAttached();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('account-email')).toHaveText(account.email);
  });

  test('the dialog links to email verification', async ({ page }) => {
    await signedInOnProfile(page, newAccount('verify'));
    const dialog = await openAccountDetails(page);
    await dialog.getByTestId('account-verify-email').click();
    await expect(page).toHaveURL(/\/email-verification$/);
  });
});
