/**
 * Screenshots of the main pages in every language for the finishing pass of issue 18: /welcome, /auth
 * (sign-in and sign-up), /home, results, a detail page, /profile and /pricing, at 390 and 1280 px.
 * Run against a running app with generated places (DEMO_PLACES=1):
 * `npx tsx tests/e2e/i18n/screenshots.ts` (E2E_BASE_URL, SCREENSHOT_DIR, SCREENSHOT_LANGS=es,fr,
 * SCREENSHOT_PAGES=profile,pricing,signin to take only some).
 */
import type { Browser, Page } from '@playwright/test';
import { LANGUAGES } from '../../../shared/i18n/languages';
import { createAccount, newUser } from '../accounts/support';
import { runSearch } from '../search/support';
import { newShotContext, PHILADELPHIA, runShots, saveShot, screenshotDir, signInForShots } from '../support/screenshots';

const langs = (process.env.SCREENSHOT_LANGS ?? LANGUAGES.join(',')).split(',').map((l) => l.trim()).filter(Boolean);
const wanted = new Set((process.env.SCREENSHOT_PAGES ?? 'welcome,signin,signup,home,results,detail,profile,pricing').split(','));
const WIDTHS = [390, 1280] as const;

/** A context in `lang` (the stored interface language, as the language menu sets it). */
async function contextIn(browser: Browser, lang: string, width: number) {
  const context = await newShotContext(browser, width, { at: PHILADELPHIA });
  await context.addInitScript((value) => localStorage.setItem('forksure.language', value), lang);
  return context;
}

async function visitorPages(page: Page, dir: string, lang: string, width: number) {
  const shot = (name: string) => saveShot(page, { dir, name: `${name}-${lang}`, width });
  if (wanted.has('welcome')) {
    await page.goto('/welcome');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await shot('welcome');
  }
  if (wanted.has('pricing')) {
    await page.goto('/pricing');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await shot('pricing');
  }
  if (wanted.has('signin')) {
    await page.goto('/auth');
    await page.getByTestId('login-identifier').waitFor();
    await shot('signin');
  }
  if (wanted.has('signup')) {
    await page.goto('/auth');
    await page.getByTestId('auth-tab-signup').click();
    await shot('signup');
  }
}

async function signedInPages(page: Page, dir: string, lang: string, width: number) {
  const shot = (name: string) => saveShot(page, { dir, name: `${name}-${lang}`, width });
  // An account made in `lang`: its profile's language is the interface language once signed in.
  const user = newUser(`Words${lang}`);
  await createAccount(page.request, user, lang);
  await signInForShots(page, user);
  await page.getByTestId('location-summary').filter({ hasNotText: /Detecting|Finding|…/ }).waitFor();
  if (wanted.has('home')) await shot('home');
  if (wanted.has('results') || wanted.has('detail')) {
    const toggle = page.getByTestId('dietary-toggle');
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    for (const id of ['peanuts', 'shellfish', 'milk']) await page.getByTestId(`preset-allergy-${id}`).click();
    await runSearch(page);
    await page.getByTestId('card-link').first().waitFor();
    if (wanted.has('results')) await shot('results');
    if (wanted.has('detail')) {
      await page.getByTestId('card-link').first().click();
      await page.getByTestId('restaurant-page').waitFor();
      await shot('detail');
    }
  }
  if (wanted.has('profile')) {
    await page.goto('/profile');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await shot('profile');
  }
}

runShots(async (browser) => {
  const dir = await screenshotDir('i18n');
  for (const lang of langs) {
    for (const width of WIDTHS) {
      const visitor = await contextIn(browser, lang, width);
      await visitorPages(await visitor.newPage(), dir, lang, width);
      await visitor.close();
      if (['home', 'results', 'detail', 'profile'].some((p) => wanted.has(p))) {
        const member = await contextIn(browser, lang, width);
        await signedInPages(await member.newPage(), dir, lang, width);
        await member.close();
      }
    }
  }
});
