/**
 * Screenshots of the account pages at phone and desktop widths (default into test-results/screenshots/accounts).
 * Run against a running app: `npx tsx tests/e2e/accounts/screenshots.ts`
 * (E2E_BASE_URL overrides http://localhost:3100; SCREENSHOT_LANGS=en,ja picks languages; SCREENSHOT_DIR the folder).
 */
import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../../../playwright.config';

const baseURL = process.env.E2E_BASE_URL ?? 'http://localhost:3100';
const outDir = process.env.SCREENSHOT_DIR ?? 'test-results/screenshots/accounts';
const widths = [390, 1280];
const langs = (process.env.SCREENSHOT_LANGS ?? 'en,ja').split(',').map((l) => l.trim()).filter(Boolean);
/**
 * Reaches /signup-verification the way a user does (the sign-up form sends a real code to a fresh
 * address in the local outbox), so the page shows its normal state, with the password in memory.
 */
async function signUp(page: Page): Promise<void> {
  const name = `shot_${randomBytes(4).toString('hex')}`;
  await page.goto(`${baseURL}/auth?tab=signup`);
  await page.getByTestId('signup-username').fill(name);
  await page.getByTestId('signup-email').fill(`${name}@example.com`);
  await page.getByTestId('signup-password').fill('Crisp-Falafel-77');
  await page.getByTestId('signup-confirm-password').fill('Crisp-Falafel-77');
  await page.getByTestId('signup-accept-terms').check();
  await page.getByTestId('signup-accept-privacy').check();
  await page.getByTestId('signup-submit').click();
  await page.waitForURL(/\/signup-verification\?/);
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 10_000 });
}

const pages: { name: string; path?: string; reach?: (page: Page) => Promise<void> }[] = [
  { name: 'auth-login', path: '/auth' },
  { name: 'auth-signup', path: '/auth?tab=signup' },
  { name: 'signup-verification', reach: signUp },
  ...(process.env.SCREENSHOT_ALL
    ? [
        { name: 'reset-password', path: '/reset-password?error=invalid-token' },
        { name: 'forgot-password-otp', path: '/forgot-password-otp?email=ana%40example.com' },
        { name: 'new-password', path: '/new-password?email=ana%40example.com&token=t' },
        { name: 'otp-verification', path: '/otp-verification?email=ana%40example.com' },
        { name: 'change-password', path: '/change-password?email=ana%40example.com&token=t' },
      ]
    : []),
];

async function main(): Promise<void> {
  await mkdir(outDir, { recursive: true });
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    for (const lang of langs) {
      for (const width of widths) {
        const context = await browser.newContext({ viewport: { width, height: width < 1024 ? 844 : 800 }, locale: lang, deviceScaleFactor: 1 });
        const page = await context.newPage();
        for (const { name, path, reach } of pages) {
          if (reach) await reach(page);
          else await page.goto(`${baseURL}${path}`);
          await page.locator('h1').first().waitFor();
          await page.evaluate(() => document.fonts.ready);
          // Blur autofocused inputs so the screenshot shows the resting state.
          await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
          // A viewport as tall as the page keeps the fixed bottom navigation at the bottom, where a
          // phone shows it (a full-page capture would paint it over the middle of the page).
          const height = await page.evaluate(() => document.documentElement.scrollHeight);
          await page.setViewportSize({ width, height });
          await page.waitForTimeout(100);
          const file = `${outDir}/${name}-${width}-${lang}.png`;
          await page.screenshot({ path: file });
          await page.setViewportSize({ width, height: width < 1024 ? 844 : 800 });
          console.log(`saved ${file}`);
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
