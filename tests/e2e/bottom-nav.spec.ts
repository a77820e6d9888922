import { expect, test } from '@playwright/test';
import { LANGUAGES } from '../../shared/i18n/languages';
import { text } from './locale';
import { signedInOnHome } from './search/support';

const c = (key: string) => text('en', 'common', key);

test.describe('bottom navigation', () => {
  test('a visitor at 390 px sees the visitor destinations, not the signed-in ones', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/welcome');
    const nav = page.getByTestId('bottom-nav');
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('link')).toHaveText([c('header.howItWorks'), c('header.pricing'), c('header.signIn')]);
    await expect(nav.getByRole('button')).toHaveCount(0); // nothing to log out of
    await nav.getByRole('link', { name: c('header.pricing') }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await nav.getByRole('link', { name: c('header.signIn') }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('a signed-in user at 390 px sees the five destinations and Logout', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signedInOnHome(page, 'BottomNav');
    const nav = page.getByTestId('bottom-nav');
    await expect(nav.getByRole('link')).toHaveText(['home', 'savedList', 'history', 'currentPlan', 'profile'].map((key) => c(`bottomNav.${key}`)));
    await expect(nav.getByRole('button', { name: c('bottomNav.logout') })).toBeVisible();
    await nav.getByRole('link', { name: c('bottomNav.savedList') }).click();
    await expect(page).toHaveURL(/\/saved-list$/);
  });

  // Each destination is named as the page names itself (product-rules §3.3: "Current Plan"), which takes
  // two lines in some languages at 360 px ("Aktueller Tarif", "Offre actuelle", 現在の/プラン): a label may
  // take two lines, broken between words (a space or the label's own line break), and the icons stay level.
  test('at 360 px every label of the signed-in bar fits two lines, breaks only between words, and the icons stay level, in every language', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 360, height: 780 });
    await signedInOnHome(page, 'BottomNavLines');
    const nav = page.getByTestId('bottom-nav');
    const faults: string[] = [];
    for (const lang of LANGUAGES) {
      await page.evaluate((language) => localStorage.setItem('forksure.language', language), lang);
      await page.reload();
      await expect(nav.getByRole('link').first()).toHaveText(text(lang, 'common', 'bottomNav.home'));
      // A label's line count is its box's height over one line of its own line height.
      const items = await nav.locator('a, button').evaluateAll((elements) =>
        elements.map((element) => {
          const span = element.querySelector('span')!;
          return {
            label: span.textContent ?? '',
            lines: Math.round(span.getBoundingClientRect().height / parseFloat(getComputedStyle(span).lineHeight)),
            iconTop: Math.round(element.querySelector('svg')!.getBoundingClientRect().top),
          };
        }),
      );
      for (const { label, lines } of items) {
        if (lines > 2) faults.push(`${lang}: ${JSON.stringify(label)} takes ${lines} lines`);
        else if (lines === 2 && !/\s/.test(label.trim())) faults.push(`${lang}: ${JSON.stringify(label)} is broken inside a word`);
      }
      const tops = new Set(items.map((item) => item.iconTop));
      if (tops.size > 1) faults.push(`${lang}: icons at ${[...tops].join(', ')} px`);
    }
    expect(faults).toEqual([]);
  });

  test('is hidden at 1280 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/welcome');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('bottom-nav')).toBeHidden();
  });

  test('switches at the 1024 px breakpoint', async ({ page }) => {
    await page.setViewportSize({ width: 1023, height: 800 });
    await page.goto('/welcome');
    await expect(page.getByTestId('bottom-nav')).toBeVisible();
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect(page.getByTestId('bottom-nav')).toBeHidden();
  });
});
