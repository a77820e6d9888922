import { expect, test, type Page } from '@playwright/test';
import { text } from './locale';
import { createAccount, newUser } from './accounts/support';
import { signInForShots } from './support/screenshots';

/**
 * Issue 19: /pricing and /auth are prerendered like /welcome (shared/config/prerendered-pages.ts): their heading
 * and form show before the app's JavaScript arrives, and when the app takes over (web/src/prerender/takeover.ts)
 * nothing the visitor did is lost: typed text stays, the focus stays, and a submit made before the app was there
 * is passed on to the app, never sent natively (no password in a URL or a request body).
 */
test.use({ serviceWorkers: 'block' });

/** Holds the app's entry chunk until `release` is called. */
async function holdApp(page: Page): Promise<{ release: () => void; requested: () => boolean }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route(/\/assets\/main-[^/]*\.js$/, async (route) => {
    requested = true;
    await released;
    await route.continue();
  });
  return { release, requested: () => requested };
}

const tookOver = (page: Page) => expect(page.locator('[data-prerendered]')).toHaveCount(0);

test('/pricing shows its heading and plans before the app, and the same page after it takes over', async ({ page }) => {
  const app = await holdApp(page);
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'pricing', 'title'));
  await expect(page.getByTestId('plan-action-pro')).toBeVisible();
  await expect(page.locator('[data-prerendered]')).toHaveCount(1);
  await expect(page).toHaveTitle(new RegExp(text('en', 'pricing', 'pageTitle')));
  // A visitor reaching for a plan brings the app, which passes the click on (sign in first).
  await page.getByTestId('plan-action-pro').click();
  expect(app.requested(), 'the app is asked for').toBe(true);
  app.release();
  await tookOver(page);
  await expect(page).toHaveURL(/\/auth/);
});

test.describe('in the browser’s language', () => {
  test.use({ locale: 'ja-JP' });
  test('a Japanese visitor gets the Japanese /auth and /pricing before the app', async ({ page }) => {
    await holdApp(page);
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('ja', 'auth', 'login.title'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page).toHaveTitle(new RegExp(text('ja', 'auth', 'login.pageTitle')));
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('ja', 'pricing', 'title'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  });
});

test('text typed into /auth before the app takes over survives, and the focus stays in its field', async ({ page }) => {
  const app = await holdApp(page);
  await page.goto('/auth');
  await expect(page.getByTestId('login-form')).toBeVisible();
  await page.getByTestId('login-identifier').fill('early_bird');
  await page.getByTestId('login-password').click();
  await page.keyboard.type('Half-typed');
  await expect(page.locator('[data-prerendered]')).toHaveCount(1);
  app.release();
  await tookOver(page);
  await expect(page.getByTestId('login-identifier')).toHaveValue('early_bird');
  await expect(page.getByTestId('login-password')).toHaveValue('Half-typed');
  await expect(page.getByTestId('login-password')).toBeFocused();
  // The app owns the fields now: typing goes on where it stopped.
  await page.keyboard.type('-secret');
  await expect(page.getByTestId('login-password')).toHaveValue('Half-typed-secret');
});

test('a sign-in submitted before the app is there is never sent natively, and the app signs in once it takes over', async ({ page, request }) => {
  const user = newUser('prerender');
  await createAccount(request, user);
  const leaks: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes(encodeURIComponent(user.password)) || r.url().includes(user.password)) leaks.push(r.url());
  });
  const app = await holdApp(page);
  await page.goto('/auth');
  await page.getByTestId('login-identifier').fill(user.username);
  await page.getByTestId('login-password').fill(user.password);
  await page.getByTestId('login-password').press('Enter');
  await page.getByTestId('login-submit').click();
  await expect(page.locator('[data-prerendered]')).toHaveCount(1);
  expect(new URL(page.url()).search, 'no native GET of the form').toBe('');
  const requestsBefore = leaks.length;
  app.release();
  await expect(page).toHaveURL(/\/(home|profile)/);
  expect(requestsBefore, 'no request carried the password before the app').toBe(0);
  expect(leaks, 'no URL ever carries the password').toEqual([]);
});

test('/auth?tab=signup waits for the app and opens the sign-up tab', async ({ page }) => {
  await page.goto('/auth?tab=signup');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'auth', 'signup.title'));
  await expect(page.getByTestId('login-form')).toHaveCount(0);
});

test.describe('signed in', () => {
  test('/pricing never shows a visitor’s plan actions as the user’s, and /auth still sends them to /home', async ({ page, request }) => {
    const user = newUser('prerender');
    await createAccount(request, user);
    // An established account (the guard keeps accounts under a minute old on the profile set-up), on /home.
    await signInForShots(page, user);

    const app = await holdApp(page);
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'pricing', 'title'));
    await expect(page.locator('[data-prerendered]')).toHaveCount(1);
    await expect(page.getByTestId('plan-action-pro')).toBeHidden();
    app.release();
    await tookOver(page);
    await expect(page.getByTestId('your-plan')).toHaveCount(1);
    await expect(page.getByTestId('plan-card-free').getByTestId('your-plan')).toBeVisible();
    await expect(page.getByTestId('plan-action-free')).toHaveText(text('en', 'pricing', 'actions.currentPlan'));

    const held = await holdApp(page);
    await page.goto('/auth');
    await expect(page.getByTestId('login-form')).toBeHidden();
    held.release();
    await expect(page).toHaveURL(/\/home/);
  });
});
