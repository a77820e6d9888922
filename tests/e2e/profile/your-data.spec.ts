import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { text } from '../locale';
import { type Account, actAsEstablishedAccount, createAccount, newAccount, signInThroughAuthPage } from './support';

/**
 * "Your data" on /profile (product-rules §14.2): download everything held about me as JSON, and
 * delete my account after a dialog that says what happens; the user ends signed out on /welcome
 * with a notice, and the account no longer signs in. YOUR_DATA_SHOTS_DIR set: the dialog is also
 * photographed at 390 and 1280 px in English, Japanese and German.
 */
const shotsDir = process.env.YOUR_DATA_SHOTS_DIR;

async function onProfile(page: Page, account: Account, language: string) {
  await createAccount(page.request, account, language);
  await actAsEstablishedAccount(page);
  await signInThroughAuthPage(page, account.username, account.password);
  await page.goto('/profile');
  await expect(page.getByTestId('profile-section-your-data')).toBeVisible();
}

test.describe('your data', () => {
  test.describe.configure({ timeout: 90_000 });

  test('downloads the export, then deletes the account: signed out on /welcome with a notice, and the account is gone', async ({ page }) => {
    const account = newAccount('mydata');
    await onProfile(page, account, 'en');

    const downloading = page.waitForEvent('download');
    await page.getByTestId('download-my-data').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^forksure-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(await readFile((await download.path())!, 'utf8')) as { format: string; account: { email: string; username: string } };
    expect(exported.format).toBe('forksure-account-export/1');
    expect(exported.account).toMatchObject({ email: account.email, username: account.username });

    await page.getByTestId('delete-account-open').click();
    const dialog = page.getByTestId('delete-account-dialog');
    await expect(dialog.getByRole('heading', { name: text('en', 'profile', 'yourData.delete.dialog.title') })).toBeVisible();
    await expect(dialog.getByRole('listitem')).toHaveCount(4);
    await dialog.getByTestId('delete-account-confirm').click();

    await expect(page).toHaveURL(/\/welcome$/, { timeout: 20_000 });
    await expect(page.getByTestId('account-deleted-notice')).toHaveText(text('en', 'landing', 'accountDeleted'));
    await page.reload();
    await expect(page.getByTestId('welcome-page')).toBeVisible();
    await expect(page.getByTestId('account-deleted-notice')).toHaveCount(0);

    await page.goto('/auth');
    await page.getByTestId('login-identifier').fill(account.username);
    await page.getByTestId('login-password').fill(account.password);
    await page.getByTestId('login-submit').click();
    // The username no longer exists: the answer an unknown name gets.
    await expect(page.locator('[data-sonner-toaster]')).toContainText(text('en', 'auth', 'login.errors.usernameNotFound'));
    await expect(page).toHaveURL(/\/auth(\?|$)/);
  });

  for (const language of ['en', 'ja', 'de']) {
    test.describe(language, () => {
      // A person reading the app in their language: the browser says so, and they signed up in it.
      test.use({ locale: language });
      test(`the dialog says what happens, in ${language}; Cancel keeps the account`, async ({ page }) => {
        const account = newAccount(`dlg${language}`);
        await page.setViewportSize({ width: 390, height: 844 });
        await onProfile(page, account, language);
        await page.getByTestId('delete-account-open').click();
        const dialog = page.getByTestId('delete-account-dialog');
        await expect(dialog.getByRole('heading', { name: text(language, 'profile', 'yourData.delete.dialog.title') })).toBeVisible();
        await expect(dialog.getByRole('listitem').first()).toBeVisible();
        for (const width of [390, 1280]) {
          await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
          await expect(dialog).toBeInViewport({ ratio: 0.9 });
          if (shotsDir) await page.screenshot({ path: `${shotsDir}/delete-dialog-${language}-${width}.png` });
        }
        await dialog.getByRole('button', { name: text(language, 'profile', 'yourData.delete.dialog.cancel') }).click();
        await expect(dialog).toBeHidden();
        await expect(page.getByTestId('profile-form')).toBeVisible();
      });
    });
  }
});
