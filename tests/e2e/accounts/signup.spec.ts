import { expect, test, type Page } from '@playwright/test';
import { createAccount, en, newUser, outboxIds, readCode, storedAuthKeys, toasts, wrongCode, type TestUser } from './support';

// Real emails and Cognito round trips: more room than the page tests need.
test.describe.configure({ timeout: 60_000 });

async function fillSignup(page: Page, user: TestUser, confirmation = user.password) {
  await page.goto('/auth?tab=signup');
  await page.getByTestId('signup-username').fill(user.username);
  await page.getByTestId('signup-email').fill(user.email);
  await page.getByTestId('signup-password').fill(user.password);
  await page.getByTestId('signup-confirm-password').fill(confirmation);
  await page.getByTestId('signup-accept-terms').check();
  await page.getByTestId('signup-accept-privacy').check();
}

/** Submits the sign-up form and waits for the verification page. */
async function startSignup(page: Page, user: TestUser) {
  await fillSignup(page, user);
  await page.getByTestId('signup-submit').click();
  await expect(page).toHaveURL(/\/signup-verification\?/);
}

test.describe('sign-up', () => {
  test('code from the outbox, verify, automatic sign-in to /profile?newUser=true, then sign-out', async ({ page, request }) => {
    const user = newUser('Signup');
    await page.setViewportSize({ width: 390, height: 844 });
    await startSignup(page, user);
    await expect(toasts(page)).toContainText(en('signup.codeSent'));

    // The password never travels in the URL: email, username and language do.
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({ email: user.email, username: user.username, language: 'en' });
    expect(page.url()).not.toContain(encodeURIComponent(user.password));
    await expect(page.getByText(user.email)).toBeVisible();
    // A code just went out, so resending waits for the countdown.
    await expect(page.getByTestId('resend-countdown')).toBeVisible();

    const code = await readCode(request, user.email, 6);
    await page.getByTestId('code-input').fill(code);
    await page.getByTestId('verify-submit').click();
    await expect(page).toHaveURL(/\/profile\?newUser=true$/);
    await expect(toasts(page)).toContainText(en('signupVerification.created'));
    expect(await storedAuthKeys(page)).not.toEqual([]);

    // Bottom-bar logout: signs out and reloads at /auth with the stored session gone.
    await page.getByTestId('bottom-nav').getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByTestId('login-form')).toBeVisible();
    expect(await storedAuthKeys(page)).toEqual([]);
  });

  test('submit stays disabled until every field is filled and both boxes are ticked', async ({ page }) => {
    const user = newUser('Gate');
    await page.goto('/auth?tab=signup');
    const submit = page.getByTestId('signup-submit');
    await expect(submit).toBeDisabled();
    await page.getByTestId('signup-username').fill(user.username);
    await page.getByTestId('signup-email').fill(user.email);
    await page.getByTestId('signup-password').fill(user.password);
    await page.getByTestId('signup-confirm-password').fill(user.password);
    await expect(submit).toBeDisabled();
    await page.getByTestId('signup-accept-terms').check();
    await expect(submit).toBeDisabled();
    await page.getByTestId('signup-accept-privacy').check();
    await expect(submit).toBeEnabled();
    await page.getByTestId('signup-accept-terms').uncheck();
    await expect(submit).toBeDisabled();
    // The consent boxes link to the legal pages.
    await expect(page.getByRole('link', { name: 'Terms of Service' }).first()).toHaveAttribute('href', '/terms-of-service');
    await expect(page.getByRole('link', { name: 'Privacy Policy' }).first()).toHaveAttribute('href', '/privacy-policy');
  });

  test("the spec's validation messages: blank username, mismatched, short and common passwords", async ({ page }) => {
    const user = newUser('Valid');
    await fillSignup(page, { ...user, username: '   ' }, 'Something-else-1');
    await page.getByTestId('signup-submit').click();
    const form = page.getByTestId('signup-form');
    await expect(form).toContainText(en('validation.usernameRequired'));
    await expect(form).toContainText(en('validation.passwordsMismatch'));
    await expect(page).toHaveURL(/\/auth\?tab=signup$/);

    await page.getByTestId('signup-username').fill(user.username);
    for (const [password, message] of [
      ['abc', en('validation.passwordTooShort', { passwordMin: 6 })],
      ['password123', en('validation.passwordTooCommon')],
    ] as const) {
      await page.getByTestId('signup-password').fill(password);
      await page.getByTestId('signup-confirm-password').fill(password);
      await page.getByTestId('signup-submit').click();
      await expect(form).toContainText(message);
    }
    await expect(page).toHaveURL(/\/auth\?tab=signup$/);
  });

  test('a taken username is refused with a clear message', async ({ page, request }) => {
    const owner = newUser('Taken');
    await createAccount(request, owner);
    await fillSignup(page, { ...newUser('Other'), username: owner.username.toUpperCase() });
    await page.getByTestId('signup-submit').click();
    await expect(page.getByTestId('signup-form')).toContainText(en('errors.usernameTaken'));
    await expect(toasts(page)).toContainText(en('signup.errors.taken'));
    await expect(page).toHaveURL(/\/auth\?tab=signup$/);
  });

  test('wrong code, then five wrong codes kill it: even the right one is refused', async ({ page, request }) => {
    const user = newUser('Wrong');
    await startSignup(page, user);
    const code = await readCode(request, user.email, 6);
    const input = page.getByTestId('code-input');

    // Too short first: the spec's message, no request.
    await input.fill('123');
    await page.getByTestId('verify-submit').click();
    await expect(page.getByText(en('signupVerification.codeInvalid'))).toBeVisible();

    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await input.fill(wrongCode(code));
      await page.getByTestId('verify-submit').click();
      const expected = attempt < 5 ? en('errors.invalidCode') : en('errors.tooManyAttempts');
      await expect(toasts(page).getByText(expected).last()).toBeVisible();
      await expect(page.getByTestId('verify-submit')).toBeEnabled();
    }
    await input.fill(code);
    await page.getByTestId('verify-submit').click();
    await expect(toasts(page).getByText(en('errors.tooManyAttempts')).last()).toBeVisible();
    await expect(page).toHaveURL(/\/signup-verification\?/);
  });

  test('after a reload the password is asked again; resending too soon is refused with a countdown', async ({ page, request }) => {
    const user = newUser('Reload');
    await startSignup(page, user);
    const first = await outboxIds(request, user.email);
    expect(first).toHaveLength(1);

    // The password lived only in memory: a reload forgets it and the page asks for it.
    await page.reload();
    await expect(page.getByTestId('signup-verification-password')).toBeVisible();

    // This tab no longer knows when the code went out; the server does.
    await page.getByTestId('resend-code').click();
    await expect(toasts(page)).toContainText(en('code.resendFailed'));
    await expect(toasts(page)).toContainText(en('errors.resendTooSoon'));
    await expect(page.getByTestId('resend-countdown')).toBeVisible();
    expect(await outboxIds(request, user.email)).toEqual(first);

    const code = await readCode(request, user.email, 6);
    await page.getByTestId('code-input').fill(code);
    await page.getByTestId('verify-submit').click();
    await expect(page.getByText(en('signupVerification.passwordRequired'))).toBeVisible();
    await page.getByTestId('signup-verification-password').fill(user.password);
    await page.getByTestId('verify-submit').click();
    await expect(page).toHaveURL(/\/profile\?newUser=true$/);
  });

  test('sending the form again within a minute goes on to the code already sent', async ({ page, request }) => {
    const user = newUser('Again');
    await startSignup(page, user);
    await page.getByTestId('back-to-signup').click();
    await expect(page).toHaveURL(/\/auth\?tab=signup$/);
    // Back keeps username and email; the password is typed again.
    await expect(page.getByTestId('signup-email')).toHaveValue(user.email);
    await expect(page.getByTestId('signup-username')).toHaveValue(user.username);
    await page.getByTestId('signup-password').fill(user.password);
    await page.getByTestId('signup-confirm-password').fill(user.password);
    await page.getByTestId('signup-accept-terms').check();
    await page.getByTestId('signup-accept-privacy').check();
    await page.getByTestId('signup-submit').click();
    await expect(page).toHaveURL(/\/signup-verification\?/);
    await expect(toasts(page)).toContainText(en('signup.codeAlreadySent'));
    expect(await outboxIds(request, user.email)).toHaveLength(1);

    await page.getByTestId('code-input').fill(await readCode(request, user.email, 6));
    await page.getByTestId('verify-submit').click();
    await expect(page).toHaveURL(/\/profile\?newUser=true$/);
  });

  test('/signup-verification without an email goes to /auth', async ({ page }) => {
    await page.goto('/signup-verification?username=someone');
    await expect(page).toHaveURL(/\/auth$/);
  });
});
