import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test, type BrowserContext, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../../playwright.config';
import { text } from './locale';
import { actAsEstablishedAccount, createAccount, newAccount, signInThroughAuthPage } from './profile/support';
import { searchFromHome } from './library/support-G';
import { PHILADELPHIA, signedInOnHome, toasts } from './search/support';

/**
 * Installable and offline (issue 20 item 7, product-rules §3.6): the service worker registers late and controls
 * the page after a reload; /saved-list and /profile open offline from what this device kept, under the offline
 * banner; a search offline says it needs a connection; sign-out leaves none of the account's data on the
 * device; Chromium finds the app installable. Every other spec runs with service workers blocked
 * (playwright.config.ts), so a worker installed here never answers for them.
 */
// Limit (docs/decisions.md, "e2e tests that hold on a busy machine"): sign-up, a search and a save (the saved
// spec's 80 s), plus the reloads and page visits online and offline; measured 60 s here under load.
test.describe.configure({ timeout: 180_000 });
test.use({ serviceWorkers: 'allow', geolocation: PHILADELPHIA, permissions: ['geolocation'] });

const KEPT_PREFIX = 'forksure.offline.';
const keptKeys = (page: Page) => page.evaluate((prefix) => Object.keys(localStorage).filter((key) => key.startsWith(prefix)), KEPT_PREFIX);

/** Waits for the worker (registered after load, when idle) to be active, then reloads so it controls the page. */
async function reloadUnderWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/\/sw\.js$/);
}

/** The offline banner's sentence with its time left out, as a pattern (the time is the browser's). */
function bannerPattern(lang: string): RegExp {
  const [before, after] = text(lang, 'common', 'offline.showingSaved', { time: '\u0000' }).split('\u0000');
  const escape = (part = '') => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`${escape(before)}.*\\d.*${escape(after)}`);
}

/** A signed-in user with one saved restaurant, every page of the journey visited once under the worker. */
async function userWithSavedPlace(page: Page): Promise<string> {
  await signedInOnHome(page, 'Offline');
  await searchFromHome(page);
  const name = (await page.getByTestId('card-link').first().innerText()).trim();
  await page.getByTestId('card-save').first().click();
  await expect(page.getByTestId('card-save').first()).toHaveAttribute('data-saved', 'true');
  await page.goto('/saved-list');
  await expect(page.getByTestId('saved-grid')).toContainText(name);
  await reloadUnderWorker(page);
  await expect(page.getByTestId('saved-grid')).toContainText(name);
  for (const path of ['/profile', '/home', '/saved-list']) {
    await page.goto(path);
    await expect(page.locator('main')).not.toBeEmpty();
  }
  await expect(page.getByTestId('saved-grid')).toContainText(name);
  return name;
}

async function goOffline(context: BrowserContext, page: Page, path: string): Promise<void> {
  await context.setOffline(true);
  await page.goto(path);
}

test('the worker controls the page after a reload; offline the saved list and the profile open from this device, a search needs a connection, and sign-out clears what was kept', async ({ page, context }) => {
  const name = await userWithSavedPlace(page);
  expect(await keptKeys(page), 'the profile and the saved list kept for offline use').toHaveLength(3);

  await goOffline(context, page, '/saved-list');
  await expect(page.getByTestId('offline-banner')).toHaveText(bannerPattern('en'));
  await expect(page.getByTestId('saved-grid')).toContainText(name);
  await expect(page.getByTestId('service-unreachable')).toBeHidden();

  await page.goto('/profile');
  await expect(page.getByTestId('offline-banner')).toHaveText(bannerPattern('en'));
  await expect(page.getByTestId('profile-form')).toBeVisible();

  await page.goto('/home');
  await expect(page.getByTestId('location-summary')).not.toContainText(/Detecting|Finding/);
  await page.getByTestId('search-submit').click();
  await expect(toasts(page)).toContainText(text('en', 'common', 'offline.needsConnection'));
  await expect(page).toHaveURL(/\/home$/);

  // Back online: the banner goes; sign-out leaves no health data on the device.
  await context.setOffline(false);
  await page.goto('/saved-list');
  await expect(page.getByTestId('saved-grid')).toContainText(name);
  await expect(page.getByTestId('offline-banner')).toBeHidden();
  await page.getByTestId('user-menu').click();
  await page.getByTestId('user-menu-logout').click();
  await expect(page).toHaveURL(/\/auth$/);
  expect(await keptKeys(page)).toEqual([]);

  // Offline again, signed out: nothing of the account shows.
  await goOffline(context, page, '/saved-list');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByTestId('saved-grid')).toHaveCount(0);
});

test('deleting the account leaves none of its kept data on the device', async ({ page }) => {
  const account = newAccount('offdel');
  await createAccount(page.request, account, 'en');
  await actAsEstablishedAccount(page);
  await signInThroughAuthPage(page, account.username, account.password);
  await page.goto('/profile');
  await expect(page.getByTestId('profile-form')).toBeVisible();
  await expect.poll(() => keptKeys(page), { message: 'the profile is kept for offline use' }).toHaveLength(1);
  await page.getByTestId('delete-account-open').click();
  await page.getByTestId('delete-account-dialog').getByTestId('delete-account-confirm').click();
  await expect(page).toHaveURL(/\/welcome$/, { timeout: 20_000 });
  expect(await keptKeys(page)).toEqual([]);
});

test('Chromium finds the app installable: manifest, icons and worker as it needs them', async ({ baseURL }) => {
  // A profile on disk: Playwright's usual contexts are incognito, where Chromium never offers to install.
  const profile = mkdtempSync(join(tmpdir(), 'forksure-install-'));
  const context = await chromium.launchPersistentContext(profile, { ...chromiumLaunchOptions, baseURL, serviceWorkers: 'allow' });
  try {
    const page = await context.newPage();
    await page.goto('/welcome');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const cdp = await context.newCDPSession(page);
    const { url, errors } = (await cdp.send('Page.getAppManifest')) as { url: string; errors: { message: string }[] };
    expect(url).toMatch(/\/manifest\.webmanifest$/);
    expect(errors.map((e) => e.message)).toEqual([]);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    expect(installabilityErrors.map((e) => e.errorId)).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

// The offline saved list and profile at 390 and 1280 px in English, Japanese and German, each in its language;
// with SCREENSHOT_DIR set, a picture of each.
test('offline, in English, Japanese and German at phone and desktop widths: the banner and the search refusal speak the language', async ({ page, context }) => {
  const shot = async (file: string) => {
    if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/${file}` });
  };
  test.setTimeout(300_000); // 2x its run here under load (150 s): three languages, two widths, two pages
  await userWithSavedPlace(page);
  for (const lang of ['en', 'ja', 'de']) {
    await context.setOffline(false);
    await page.evaluate((language) => localStorage.setItem('forksure.language', language), lang);
    for (const path of ['/saved-list', '/profile']) await page.goto(path); // the language's files, while online
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      for (const [path, name] of [['/saved-list', 'saved'], ['/profile', 'profile']] as const) {
        await page.goto(path);
        await expect(page.getByTestId('offline-banner')).toHaveText(bannerPattern(lang));
        await shot(`offline-${name}-${lang}-${width}.png`);
      }
    }
    await page.goto('/home');
    await expect(page.getByTestId('location-summary')).not.toContainText(/Detecting|Finding/);
    await page.getByTestId('search-submit').click();
    await expect(toasts(page)).toContainText(text(lang, 'common', 'offline.needsConnection'));
    await shot(`offline-search-${lang}-1280.png`);
  }
});
