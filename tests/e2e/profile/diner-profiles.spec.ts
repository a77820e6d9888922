import { expect, test, type Page } from '@playwright/test';
import { text } from '../locale';
import { actAsEstablishedAccount, createAccount, newAccount, signedInOnProfile, signInThroughAuthPage } from './support';

/**
 * "People I eat with" on the profile page (product-rules §14.3): add a person with allergies (each with a
 * severity) and diets, edit and delete them; the Free plan keeps one, then the page says so with the plan's
 * name and an upgrade link. With SCREENSHOT_DIR set, the section is photographed in en, ja and de at 390
 * and 1280 px.
 */
test.describe.configure({ timeout: 120_000 });

async function addPerson(page: Page, lang: string, name: string): Promise<void> {
  await page.getByTestId('diner-add').click();
  const form = page.getByTestId('diner-form');
  await form.getByTestId('diner-name').fill(name);
  await form.getByTestId('preset-allergy-peanuts').click();
  await form.getByTestId('severity-Peanuts').selectOption('severe');
  await form.getByTestId('preset-dietary-vegan').click();
  await form.getByTestId('diner-save').click();
  await expect(page.getByTestId('diner-row-name')).toHaveText(name);
  await expect(page.getByTestId('diner-row')).toContainText(text(lang, 'profile', 'severity.options.severe'));
}

test('add, edit and delete a person; the Free plan keeps one and says how to get more', async ({ page }) => {
  await signedInOnProfile(page, newAccount('diner'));
  const section = page.getByTestId('profile-section-diners');
  await expect(section).toContainText(text('en', 'profile', 'diners.title'));
  await expect(page.getByTestId('diners-empty')).toBeVisible();

  await page.getByTestId('diner-add').click();
  await page.getByTestId('diner-save').click();
  await expect(page.getByTestId('diner-name-error')).toHaveText(text('en', 'profile', 'diners.errors.nameRequired'));
  await page.getByTestId('diner-cancel').click();

  await addPerson(page, 'en', 'Ana María');
  await expect(page.getByTestId('diner-row')).toContainText('AM');
  await expect(page.getByTestId('diner-row')).toContainText('Peanuts');
  await expect(page.getByTestId('diners-limit')).toHaveText('Your Free plan keeps 1 person.');
  await expect(page.getByTestId('diners-upgrade')).toHaveAttribute('href', '/pricing');
  await expect(page.getByTestId('diner-add')).toHaveCount(0);

  await page.reload();
  await expect(page.getByTestId('diner-row-name')).toHaveText('Ana María', { timeout: 20_000 });
  await page.getByTestId('diner-edit').click();
  await page.getByTestId('diner-form').getByTestId('diner-name').fill('Ana');
  await page.getByTestId('diner-save').click();
  await expect(page.getByTestId('diner-row-name')).toHaveText('Ana');
  await expect(page.getByTestId('diner-row')).toContainText(text('en', 'profile', 'severity.options.severe'), { message: 'the severity is kept' });

  await page.getByTestId('diner-delete').click();
  await expect(page.getByTestId('diners-empty')).toBeVisible();
  await expect(page.getByTestId('diner-add')).toBeVisible();
});

test('the section in English, Japanese and German at 390 and 1280 px', async ({ page }) => {
  const dir = process.env.SCREENSHOT_DIR;
  for (const lang of ['en', 'ja', 'de']) {
    const account = newAccount(`dn${lang}`);
    await createAccount(page.request, account, lang);
    await actAsEstablishedAccount(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInThroughAuthPage(page, account.username, account.password);
    await page.waitForURL(/\/home$/);
    // Signing in switches the interface to the account's language; the page load below keeps what was stored then.
    await expect(page.locator('html')).toHaveAttribute('lang', lang, { timeout: 20_000 });
    await page.goto('/profile');
    const section = page.getByTestId('profile-section-diners');
    // The profile loads first, then the people; a busy machine takes its time.
    await expect(section).toContainText(text(lang, 'profile', 'diners.title'), { timeout: 30_000 });
    await addPerson(page, lang, 'Kim Lee');
    await expect(page.getByTestId('diners-limit')).toContainText(text(lang, 'common', 'tiers.free'));
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      if (dir) await section.screenshot({ path: `${dir}/diners-${lang}-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByTestId('user-menu').click();
    await page.getByTestId('user-menu-logout').click();
    await expect(page).toHaveURL(/\/auth$/);
  }
});
