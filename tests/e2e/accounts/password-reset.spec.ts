import { expect, test, type Page } from '@playwright/test';
import { createAccount, en, newUser, readCode, signIn, toasts, type TestUser } from './support';

test.describe.configure({ timeout: 60_000 });

/** /reset-password with the email, by the main button (reset flow) or the security-code option. */
async function requestCode(page: Page, email: string, flow: 'reset' | 'security') {
  await page.goto('/reset-password');
  await page.getByTestId('reset-email').fill(`  ${email.toUpperCase()}  `);
  await page.getByTestId(flow === 'reset' ? 'reset-submit' : 'security-code-submit').click();
  await expect(toasts(page)).toContainText(en('resetPassword.sent'));
}

async function enterCode(page: Page, code: string) {
  const verify = page.getByTestId('verify-submit');
  await page.getByTestId('code-input').fill(code.slice(0, 5));
  await expect(verify).toBeDisabled(); // Spec: disabled until all 6 digits are there.
  // Pasting the whole code, with the spaces an email client may add, works.
  await page.getByTestId('code-input').fill(`${code.slice(0, 3)} ${code.slice(3)}`);
  await expect(page.getByTestId('code-input')).toHaveValue(code);
  await verify.click();
}

async function resetToNewPasswordPage(page: Page, request: Parameters<typeof readCode>[0], user: TestUser) {
  await requestCode(page, user.email, 'reset');
  await expect(page).toHaveURL(new RegExp(`/forgot-password-otp\\?email=${encodeURIComponent(user.email)}$`));
  await enterCode(page, await readCode(request, user.email, 6));
  await expect(toasts(page)).toContainText(en('forgotPasswordOtp.success'));
  await expect(page).toHaveURL(/\/new-password\?email=[^&]+&token=.+/);
}

test.describe('password reset', () => {
  test('reset by email code: new password checks in order, then signed in at /', async ({ page, request }) => {
    const user = newUser('Reset');
    await createAccount(request, user);
    await page.goto('/auth');
    await page.getByTestId('forgot-password-link').click();
    await expect(page).toHaveURL(/\/reset-password$/);
    await resetToNewPasswordPage(page, request, user);

    const newPassword = `${user.password}-new`;
    const submit = page.getByTestId('password-submit');
    await submit.click();
    await expect(page.getByText(en('validation.newPasswordRequired'))).toBeVisible();
    await page.getByTestId('new-password').fill('abc');
    await page.getByTestId('confirm-password').fill('abd');
    await submit.click();
    await expect(page.getByText(en('validation.passwordsMismatch'))).toBeVisible();
    await page.getByTestId('confirm-password').fill('abc');
    await submit.click();
    await expect(page.getByText(en('validation.passwordTooShort', { passwordMin: 6 }))).toBeVisible();
    expect(page.url()).not.toContain(newPassword);

    await page.getByTestId('new-password').fill(newPassword);
    await page.getByTestId('confirm-password').fill(newPassword);
    await submit.click();
    await expect(toasts(page)).toContainText(en('newPassword.successSignedIn'));
    await expect(page).toHaveURL(/\/welcome$/); // `/` redirects to /welcome
    await expect(page.getByTestId('header-sign-in')).toHaveCount(0);
    await expect(page.getByTestId('tier-label')).toBeVisible();
  });

  test('security code flow: change the password, then sign in with it at /auth', async ({ page, request }) => {
    const user = newUser('Secure');
    await createAccount(request, user);
    await requestCode(page, user.email, 'security');
    await expect(page).toHaveURL(new RegExp(`/otp-verification\\?email=${encodeURIComponent(user.email)}$`));
    await enterCode(page, await readCode(request, user.email, 6));
    await expect(toasts(page)).toContainText(en('otpVerification.success'));
    await expect(page).toHaveURL(/\/change-password\?email=[^&]+&token=.+/);

    await page.getByTestId('new-password').fill('short');
    await page.getByTestId('confirm-password').fill('short');
    await page.getByTestId('password-submit').click();
    await expect(page.getByText(en('validation.passwordTooShortLong', { passwordMin: 6 }))).toBeVisible();

    const newPassword = `${user.password}-sec`;
    await page.getByTestId('new-password').fill(newPassword);
    await page.getByTestId('confirm-password').fill(newPassword);
    await page.getByTestId('password-submit').click();
    await expect(toasts(page)).toContainText(en('changePassword.success'));
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByTestId('login-identifier')).toHaveValue(user.email);

    await signIn(page, user.username, user.password);
    await expect(toasts(page)).toContainText(en('login.errors.usernameNotFound'));
    await signIn(page, user.username, newPassword);
    await expect(page).toHaveURL(/\/profile\?newUser=true$/);
  });

  test('a tampered reset token sends back to /reset-password with the invalid-link message', async ({ page, request }) => {
    const user = newUser('Tamper');
    await createAccount(request, user);
    await resetToNewPasswordPage(page, request, user);
    const url = new URL(page.url());
    url.searchParams.set('token', `${url.searchParams.get('token')}x`);
    await page.goto(url.pathname + url.search);
    await page.getByTestId('new-password').fill(`${user.password}-new`);
    await page.getByTestId('confirm-password').fill(`${user.password}-new`);
    await page.getByTestId('password-submit').click();
    await expect(page).toHaveURL(/\/reset-password\?error=invalid-token$/);
    await expect(page.getByTestId('invalid-token-message')).toHaveText(en('resetPassword.invalidToken'));
  });

  test('a wrong reset code and a weak new password are refused', async ({ page, request }) => {
    const user = newUser('WrongReset');
    await createAccount(request, user);
    await requestCode(page, user.email, 'reset');
    const code = await readCode(request, user.email, 6);
    await page.getByTestId('code-input').fill(code.replace(/^./, (d) => String((Number(d) + 1) % 10)));
    await page.getByTestId('verify-submit').click();
    await expect(toasts(page)).toContainText(en('errors.invalidOtp'));
    await expect(page).toHaveURL(/\/forgot-password-otp\?/);

    await page.getByTestId('code-input').fill(code);
    await page.getByTestId('verify-submit').click();
    await expect(page).toHaveURL(/\/new-password\?/);
    await page.getByTestId('new-password').fill('qwerty123');
    await page.getByTestId('confirm-password').fill('qwerty123');
    await page.getByTestId('password-submit').click();
    await expect(page.getByText(en('validation.passwordTooCommon'))).toBeVisible();
    await expect(page).toHaveURL(/\/new-password\?/);
  });

  test('an address without an account gets the same answer', async ({ page }) => {
    const stranger = newUser('Stranger');
    await requestCode(page, stranger.email, 'reset');
    await expect(page).toHaveURL(new RegExp(`/forgot-password-otp\\?email=${encodeURIComponent(stranger.email)}$`));
  });

  test('pages without their parameters go back to the start of their flow', async ({ page }) => {
    for (const path of ['/forgot-password-otp', '/otp-verification', '/new-password?email=a%40example.com', '/change-password?token=abc']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/reset-password$/);
    }
    await page.goto('/reset-password');
    await page.getByTestId('reset-submit').click();
    await expect(page.getByText(en('validation.emailRequired'))).toBeVisible();
    await page.getByTestId('back-to-sign-in').click();
    await expect(page).toHaveURL(/\/auth$/);
  });
});
