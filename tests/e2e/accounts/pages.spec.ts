import { expect, test } from '@playwright/test';
import { text } from '../locale';
import { newUser } from './support';

const ja = (key: string) => text('ja', 'auth', key);

// The production CSP forbids inline scripts and foreign hosts; the account pages must stay clean.
for (const path of ['/auth', '/auth?tab=signup', '/reset-password?error=invalid-token', '/signup-verification?email=a%40example.com&username=ana']) {
  test(`${path} loads without console errors or foreign requests`, async ({ page, baseURL }) => {
    const problems: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') problems.push(msg.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const origin = new URL(baseURL ?? 'http://localhost').origin;
    const foreign: string[] = [];
    page.on('request', (req) => {
      const url = req.url();
      if (!url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== origin) foreign.push(url);
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    expect(foreign).toEqual([]);
  });
}

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
