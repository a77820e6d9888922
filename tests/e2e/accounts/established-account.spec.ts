import { expect, test } from '@playwright/test';
import { createAccount, en, newUser, outboxIds, readCode, signIn, toasts, wrongCode } from './support';

/**
 * Journeys of an account older than a minute: before that, the login guard sends every page to the
 * profile set-up (new-user rule). The guard reads the browser's clock, so instead of waiting for the
 * account to age, each page's clock runs two minutes ahead of the real time (Playwright's clock; the
 * server's token times stay real). One account is created once, so the tests run in order in one worker.
 */
test.describe.configure({ mode: 'serial', timeout: 60_000 });

/** Comfortably past the minute during which an account counts as new. */
const AGED_BY_MS = 2 * 60_000;

const user = newUser('Settled');

test.beforeAll(async ({ request }) => {
  await createAccount(request, user);
});

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: Date.now() + AGED_BY_MS });
});

test('sign-in by email goes to /home once the account is no longer new', async ({ page }) => {
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/home$/);
  // Signed in, /auth itself sends the user on.
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/home$/);
});

test('email verification: 5-digit code, the spec toasts, then /', async ({ page, request }) => {
  await signIn(page, user.username, user.password);
  await expect(page).toHaveURL(/\/home$/);
  const before = await outboxIds(request, user.email);
  await page.goto('/email-verification');
  await expect(page.getByTestId('email-verification-page')).toContainText(user.email);
  // Opening the page sends the first code.
  const code = await readCode(request, user.email, 5, before);
  await expect(page.getByTestId('resend-code')).toBeDisabled();

  const input = page.getByTestId('code-input');
  await input.fill('12');
  await page.getByTestId('verify-submit').click();
  await expect(toasts(page)).toContainText(en('emailVerification.invalidTitle'));
  await expect(toasts(page)).toContainText(en('emailVerification.invalidBody'));

  await input.fill(wrongCode(code));
  await page.getByTestId('verify-submit').click();
  await expect(toasts(page)).toContainText(en('emailVerification.failedTitle'));
  await expect(toasts(page)).toContainText(en('emailVerification.invalidCode'));

  await input.fill(code);
  await page.getByTestId('verify-submit').click();
  await expect(toasts(page)).toContainText(en('emailVerification.verifiedTitle'));
  await expect(page).toHaveURL(/\/welcome$/); // `/` redirects to /welcome
});

test('/email-verification sends a visitor to /auth', async ({ page }) => {
  await page.goto('/email-verification');
  await expect(page).toHaveURL(/\/auth$/);
});
