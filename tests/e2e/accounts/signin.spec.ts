import { expect, test } from '@playwright/test';
import { createAccount, en, newUser, signIn, toasts } from './support';

// Real emails and Cognito round trips: more room than the page tests need.
test.describe.configure({ timeout: 60_000 });

test.describe('sign-in', () => {
  test('by username: an account under a minute old goes to the profile set-up', async ({ page, request }) => {
    const user = newUser('ByName');
    await createAccount(request, user);
    // Usernames are case-insensitive.
    await signIn(page, user.username.toUpperCase(), user.password);
    await expect(page).toHaveURL(/\/profile\?newUser=true$/);
  });

  test('by email, whatever its case and surrounding spaces', async ({ page, request }) => {
    const user = newUser('ByMail');
    await createAccount(request, user);
    await signIn(page, `  ${user.email.toUpperCase()} `, user.password);
    await expect(page).toHaveURL(/\/profile\?newUser=true$/);
  });

  test('an unknown username and a wrong password get the same answer', async ({ page, request }) => {
    const user = newUser('Known');
    await createAccount(request, user);
    const message = en('login.errors.usernameNotFound');

    await signIn(page, `nobody_${user.username}`.slice(0, 30), user.password);
    await expect(toasts(page)).toContainText(message);
    await expect(page).toHaveURL(/\/auth$/);

    await signIn(page, user.username, `${user.password}-wrong`);
    await expect(toasts(page)).toContainText(message);
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('an unknown email and a wrong password for an email get the same answer', async ({ page, request }) => {
    const user = newUser('KnownMail');
    await createAccount(request, user);
    const message = en('login.errors.incorrect');

    await signIn(page, `nobody.${user.email}`, user.password);
    await expect(toasts(page)).toContainText(message);
    await signIn(page, user.email, `${user.password}-wrong`);
    await expect(toasts(page)).toContainText(message);
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('empty fields are caught before any request', async ({ page }) => {
    await page.goto('/auth');
    await page.getByTestId('login-submit').click();
    const form = page.getByTestId('login-form');
    await expect(form).toContainText(en('login.errors.identifierRequired'));
    await expect(form).toContainText(en('login.errors.passwordRequired'));
    await expect(page.getByTestId('login-identifier')).toBeFocused();
  });

  test('tabs switch between Login and Sign up, by click and keyboard, and the links are there', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('login.title'));
    await expect(page.getByTestId('forgot-password-link')).toHaveAttribute('href', '/reset-password');
    await page.getByTestId('auth-tab-signup').click();
    await expect(page).toHaveURL(/\/auth\?tab=signup$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('signup.title'));
    await expect(page.getByRole('tab', { name: en('tabs.signup') })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: en('tabs.signup') }).press('ArrowLeft');
    await expect(page.getByRole('tab', { name: en('tabs.login') })).toBeFocused();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByTestId('login-form')).toBeVisible();
  });
});
