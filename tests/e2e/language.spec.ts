import { expect, test, type Page } from '@playwright/test';
import { text } from './locale';

const STORAGE_KEY = 'forksure.language';

async function chooseLanguage(page: Page, lang: string) {
  await page.getByTestId('footer-language-switcher').click();
  await page.getByTestId(`language-option-${lang}`).click();
}

test.describe('language', () => {
  test('switching to es and ja changes the text, updates <html lang> and survives a reload', async ({ page }) => {
    await page.goto('/welcome');
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveText(text('en', 'landing', 'hero.title'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await chooseLanguage(page, 'es');
    const esTitle = text('es', 'landing', 'hero.title');
    expect(esTitle).not.toBe(text('en', 'landing', 'hero.title'));
    await expect(h1).toHaveText(esTitle);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByTestId('header-sign-in')).toHaveText(text('es', 'common', 'header.signIn'));
    expect(await page.evaluate((k) => localStorage.getItem(k), STORAGE_KEY)).toBe('es');

    await page.reload();
    await expect(h1).toHaveText(esTitle);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');

    await chooseLanguage(page, 'ja');
    await expect(h1).toHaveText(text('ja', 'landing', 'hero.title'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('ja', 'pricing', 'title'));
    await expect(page.getByTestId('most-popular')).toHaveText(text('ja', 'pricing', 'mostPopular'));
  });

  test('a suspicious stored value is ignored and removed', async ({ page }) => {
    await page.addInitScript((k) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem(k, '<script>alert(1)</script>');
        sessionStorage.setItem('seeded', '1');
      }
    }, STORAGE_KEY);
    await page.goto('/welcome');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'landing', 'hero.title'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate((k) => localStorage.getItem(k), STORAGE_KEY)).toBeNull();
  });

  test.describe('browser language', () => {
    test.use({ locale: 'fr-FR' });
    test('is used when nothing is stored', async ({ page }) => {
      await page.goto('/welcome');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('fr', 'landing', 'hero.title'));
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    });
  });

  test.describe('stored choice', () => {
    test.use({ locale: 'fr-FR' });
    test('wins over the browser language', async ({ page }) => {
      await page.addInitScript((k) => localStorage.setItem(k, 'de'), STORAGE_KEY);
      await page.goto('/welcome');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('de', 'landing', 'hero.title'));
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    });
  });
});
