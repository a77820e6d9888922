import { expect, test } from '@playwright/test';
import { text } from '../locale';
import { newUser } from './support';

const ja = (key: string) => text('ja', 'auth', key);

test.describe('in Japanese', () => {
  test.use({ locale: 'ja-JP' });

  test('the account pages speak the interface language, and sign-up carries it along', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ja('login.title'));
    await page.getByTestId('auth-tab-signup').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ja('signup.title'));
    await expect(page.getByTestId('signup-language')).toContainText('日本語');

    const user = newUser('Nihongo');
    await page.getByTestId('signup-username').fill(user.username);
    await page.getByTestId('signup-email').fill(user.email);
    await page.getByTestId('signup-password').fill(user.password);
    await page.getByTestId('signup-confirm-password').fill(user.password);
    await page.getByTestId('signup-accept-terms').check();
    await page.getByTestId('signup-accept-privacy').check();
    await page.getByTestId('signup-submit').click();
    await expect(page).toHaveURL(/\/signup-verification\?/);
    expect(new URL(page.url()).searchParams.get('language')).toBe('ja');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ja('signupVerification.title'));
    await expect(page.getByTestId('verify-submit')).toHaveText(ja('signupVerification.submit'));
  });
});
