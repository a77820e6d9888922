/**
 * Screenshots of /profile and its Account Details dialog at phone and desktop widths, for a fresh
 * account created through the API (default into test-results/screenshots/profile).
 * Run against a running app: `E2E_OUTBOX_DIR=.data/outbox npx tsx tests/e2e/profile/screenshots.ts`
 * (E2E_BASE_URL overrides http://localhost:3100; SCREENSHOT_LANGS=en,ja picks languages; SCREENSHOT_DIR the folder).
 */
import { mkdir } from 'node:fs/promises';
import { chromium, request as apiRequest, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../../../playwright.config';
import { createAccount, newAccount } from './support';

const baseURL = process.env.E2E_BASE_URL ?? 'http://localhost:3100';
const outDir = process.env.SCREENSHOT_DIR ?? 'test-results/screenshots/profile';
const widths = [390, 1280];
const langs = (process.env.SCREENSHOT_LANGS ?? 'en,ja').split(',').map((l) => l.trim()).filter(Boolean);

async function settle(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.waitForTimeout(300); // let the dialog's entrance and skeleton pulse settle
}

/**
 * The whole page in one viewport as tall as the document, so sticky and fixed parts (header,
 * save bar, bottom navigation) sit where a reader expects them instead of mid-page.
 */
async function wholePage(page: Page, width: number, file: string): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width, height });
  await settle(page);
  await page.screenshot({ path: file });
}

async function main(): Promise<void> {
  await mkdir(outDir, { recursive: true });
  const api = await apiRequest.newContext({ baseURL });
  // One account per language, signed up in that language as a person using it would be.
  const accounts = new Map(langs.map((lang) => [lang, newAccount(`shots${lang}`)]));
  for (const [lang, account] of accounts) await createAccount(api, account, lang);
  await api.dispose();

  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    for (const lang of langs) {
      const account = accounts.get(lang)!;
      for (const width of widths) {
        const height = width < 1024 ? 844 : 900;
        const context = await browser.newContext({
          baseURL,
          viewport: { width, height },
          locale: lang,
          deviceScaleFactor: 1,
        });
        const page = await context.newPage();
        await page.goto('/auth');
        await page.getByTestId('login-identifier').fill(account.username);
        await page.getByTestId('login-password').fill(account.password);
        await page.getByTestId('login-submit').click();
        await page.waitForURL(/\/profile/);

        const shot = async (name: string, full = true) => {
          const file = `${outDir}/${name}-${width}-${lang}.png`;
          if (full) {
            await wholePage(page, width, file);
            await page.setViewportSize({ width, height });
          } else {
            await settle(page);
            await page.screenshot({ path: file });
          }
          console.log(`saved ${file}`);
        };

        // The loading state: hold the profile request until the skeleton is captured.
        let release: () => void = () => {};
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route('**/api/me/profile', async (route) => {
          await held;
          await route.continue();
        });
        await page.goto('/profile?newUser=true');
        await page.getByTestId('profile-skeleton').waitFor();
        await shot('profile-loading', false);
        release();
        await page.getByTestId('profile-form').waitFor();
        await page.unroute('**/api/me/profile');
        await page.getByTestId('preset-dietary-vegan').click();
        await page.getByTestId('preset-allergy-peanuts').click();
        await page.getByTestId('preset-allergy-sesame').click();
        await page.getByTestId('custom-input-allergy').fill('Mustard');
        await page.getByTestId('custom-add-allergy').click();
        await page.getByTestId('custom-input-allergy').fill('mustard');
        await page.getByTestId('custom-add-allergy').click();
        await shot('profile');

        await page.getByTestId('user-menu').click();
        await page.getByTestId('user-menu-logout').waitFor();
        await shot('user-menu', false);
        await page.keyboard.press('Escape');

        await page.getByTestId('account-details-open').click();
        await page.getByTestId('account-details-dialog').waitFor();
        await shot('account-email', false);
        await page.getByTestId('email-change-new').fill(`new${width}.${account.email}`);
        await page.getByTestId('email-change-send').click();
        await page.getByTestId('email-change-code').fill('12');
        await page.getByTestId('email-change-verify').click();
        await page.getByTestId('email-change-code-error').waitFor();
        await shot('account-email-code', false);
        await page.getByTestId('account-tab-password').click();
        await page.getByTestId('password-change-current').fill('wrong');
        await page.getByTestId('password-change-next').fill('abc');
        await page.getByTestId('password-change-confirm').fill('abd');
        await page.getByTestId('password-change-submit').click();
        await shot('account-password', false);
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
