/**
 * What every screenshot script shares (run with tsx against a running app, not by Playwright test):
 * the app's URL (E2E_BASE_URL, default http://localhost:3100) and the output folder (SCREENSHOT_DIR),
 * Debian's Chromium, an account made through the API, a browser context per width signed in as an
 * established account (the login guard keeps accounts under a minute old on the profile set-up),
 * toasts out of the way, an optional axe-core pass, and the script's exit code.
 */
import { mkdir } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { chromium, request as apiRequest, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../../../playwright.config';
import { createAccount, newUser, signIn, type TestUser } from '../accounts/support';

export const SCREENSHOT_WIDTHS = [390, 1280] as const;
export const baseURL = process.env.E2E_BASE_URL ?? 'http://localhost:3100';

/** The output folder (SCREENSHOT_DIR, else `test-results/screenshots/<name>`), created. */
export async function screenshotDir(name: string): Promise<string> {
  const dir = process.env.SCREENSHOT_DIR ?? `test-results/screenshots/${name}`;
  await mkdir(dir, { recursive: true });
  return dir;
}

/** A new account, created through the API as sign-up would. */
export async function newShotUser(prefix: string): Promise<TestUser> {
  const user = newUser(prefix);
  const api = await apiRequest.newContext({ baseURL });
  try {
    await createAccount(api, user);
  } finally {
    await api.dispose();
  }
  return user;
}

/** A phone-sized or desktop-sized English context at `width`, optionally with a granted position. */
export function newShotContext(browser: Browser, width: number, options: { at?: { latitude: number; longitude: number }; height?: number } = {}): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    viewport: { width, height: options.height ?? (width < 1024 ? 844 : 900) },
    locale: 'en-US',
    deviceScaleFactor: 1,
    ...(options.at ? { geolocation: options.at, permissions: ['geolocation'] } : {}),
  });
}

/** Signs `user` in on `page` as an established account; ends on /home. */
export async function signInForShots(page: Page, user: TestUser): Promise<void> {
  await page.clock.install({ time: Date.now() + 2 * 60_000 });
  await signIn(page, user.username, user.password);
  await page.waitForURL(/\/home/);
}

/** The languages issue 18's screenshots are looked at in. */
export const SHOT_LANGUAGES = ['en', 'ja', 'de'] as const;
/** Central Philadelphia: OpenStreetMap data is imported there. */
export const PHILADELPHIA = { latitude: 39.9526, longitude: -75.1652 } as const;

/**
 * `user` signed in on /home in `lang` at `width`, positioned in Philadelphia, the location found:
 * the search form ready to fill. A tall page, so a screenshot shows several result cards.
 */
export async function searchFormInLanguage(browser: Browser, user: TestUser, lang: string, width: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newShotContext(browser, width, { at: PHILADELPHIA, height: width < 1024 ? 1400 : 1000 });
  const page = await context.newPage();
  await signInForShots(page, user);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), ['forksure.language', lang] as const);
  await page.reload();
  await page.getByTestId('location-summary').filter({ hasNotText: /Detecting|Finding|…/ }).waitFor();
  return { context, page };
}

/** Fonts loaded, focus rings gone, a moment for transitions. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.waitForTimeout(400);
}

/**
 * Runs `take` with the toasts hidden (they would float over the page). Hidden by a style tag of our
 * own, never by removing their nodes: React owns those, and removing them crashes the app on the
 * toast's own removal (a blank page).
 */
export async function withoutToasts<T>(page: Page, take: () => Promise<T>): Promise<T> {
  const style = await page.addStyleTag({ content: '[data-sonner-toaster] { display: none !important; }' });
  try {
    return await take();
  } finally {
    await style.evaluate((element) => element.remove());
  }
}

let axeProblems = 0;

/** Logs every WCAG 2.1 A/AA violation on the page (toasts aside); counted for the exit code. */
export async function axeReport(page: Page, what: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  for (const v of violations) {
    axeProblems += 1;
    console.log(`AXE ${what}: ${v.id} (${v.impact}) ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}`).join('\n')}`);
  }
}

/** Settles, optionally runs axe, and saves `<dir>/<name>-<width>.png` (the whole page unless `fullPage` is false). */
export async function saveShot(page: Page, file: { dir: string; name: string; width: number }, options: { fullPage?: boolean; axe?: boolean } = {}): Promise<void> {
  await settle(page);
  if (options.axe) await axeReport(page, `${file.name} at ${file.width}`);
  const path = `${file.dir}/${file.name}-${file.width}.png`;
  await withoutToasts(page, () => page.screenshot({ path, fullPage: options.fullPage ?? true }));
  console.log(`saved ${path}`);
}

/** Runs a script with one Chromium, closes it, and exits 1 on an error (or, with `failOnAxe`, on axe violations). */
export function runShots(script: (browser: Browser) => Promise<void>, options: { failOnAxe?: boolean } = {}): void {
  void (async () => {
    const browser = await chromium.launch(chromiumLaunchOptions);
    try {
      await script(browser);
      console.log(`axe violations: ${axeProblems}`);
      if (options.failOnAxe && axeProblems > 0) process.exitCode = 1;
    } finally {
      await browser.close();
    }
  })().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
