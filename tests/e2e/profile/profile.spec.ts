import { expect, test, type Page } from '@playwright/test';
import { text } from '../locale';
import { createAccount, newAccount, signedInOnProfile, signInThroughAuthPage } from './support';

const t = (key: string, values?: Record<string, string | number>) => text('en', 'profile', key, values);

async function addCustom(page: Page, kind: 'dietary' | 'allergy', value: string) {
  await page.getByTestId(`custom-input-${kind}`).fill(value);
  await page.getByTestId(`custom-add-${kind}`).click();
}

test.describe('profile', () => {
  // Each test creates its account through the API (two emailed-code round trips) before it starts.
  test.describe.configure({ timeout: 60_000 });

  test('edits every field with presets and custom entries, saves, goes to /home and keeps the values', async ({ page }) => {
    const account = newAccount('prof');
    await signedInOnProfile(page, account);

    // Defaults of a fresh profile; nothing to save yet.
    await expect(page.getByTestId('profile-username')).toHaveValue(account.username);
    await expect(page.getByTestId('profile-unit-miles')).toBeChecked();
    await expect(page.getByTestId('profile-language')).toHaveValue('en');
    await expect(page.getByTestId('profile-save')).toBeDisabled();
    await expect(page.getByTestId('profile-save-state')).toContainText(t('save.upToDate'));

    const renamed = `${account.username}_x`;
    await page.getByTestId('profile-username').fill(renamed);
    await page.getByText(t('fields.distanceUnit.km'), { exact: true }).click();
    await expect(page.getByTestId('profile-save-state')).toContainText(t('save.unsaved'));
    await expect(page.getByTestId('profile-save')).toBeEnabled();

    // Presets toggle.
    await page.getByTestId('preset-dietary-vegan').click();
    await page.getByTestId('preset-dietary-glutenFree').click();
    await page.getByTestId('preset-allergy-peanuts').click();
    await page.getByTestId('preset-allergy-sesame').click();
    await expect(page.getByTestId('preset-allergy-sesame')).toHaveAttribute('aria-pressed', 'true');

    // Custom entries: trimmed; duplicates (any case) and blanks refused with the spec's messages.
    await addCustom(page, 'dietary', '  Pescatarian  ');
    await expect(page.getByTestId('custom-entry-dietary')).toHaveText(['Pescatarian']);
    await addCustom(page, 'dietary', 'VEGAN');
    await expect(page.getByTestId('custom-error-dietary')).toHaveText(t('lists.dietary.errors.DUPLICATE'));
    expect(t('lists.dietary.errors.DUPLICATE')).toBe('This dietary preference already exists');
    await addCustom(page, 'dietary', 'pescatarian');
    await expect(page.getByTestId('custom-error-dietary')).toHaveText('This dietary preference already exists');
    await addCustom(page, 'dietary', '   ');
    await expect(page.getByTestId('custom-error-dietary')).toHaveText(t('lists.dietary.errors.BLANK'));

    await addCustom(page, 'allergy', ' Mustard ');
    await addCustom(page, 'allergy', 'mustard');
    await expect(page.getByTestId('custom-error-allergy')).toHaveText('This allergy already exists');
    await addCustom(page, 'allergy', 'peanuts');
    await expect(page.getByTestId('custom-error-allergy')).toHaveText('This allergy already exists');
    await addCustom(page, 'allergy', '');
    await expect(page.getByTestId('custom-error-allergy')).toHaveText(t('lists.allergy.errors.BLANK'));
    // Typing a preset's name selects the preset rather than adding a look-alike.
    await addCustom(page, 'allergy', 'soy');
    await expect(page.getByTestId('preset-allergy-soy')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('custom-entry-allergy')).toHaveText(['Mustard']);

    await page.getByTestId('profile-save').click();
    await expect(page.getByText(t('toast.saved'))).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);

    // Everything came back from the server.
    await page.goto('/profile');
    await expect(page.getByTestId('profile-username')).toHaveValue(renamed);
    await expect(page.getByTestId('profile-unit-km')).toBeChecked();
    for (const id of ['preset-dietary-vegan', 'preset-dietary-glutenFree', 'preset-allergy-peanuts', 'preset-allergy-sesame', 'preset-allergy-soy']) {
      await expect(page.getByTestId(id)).toHaveAttribute('aria-pressed', 'true');
    }
    await expect(page.getByTestId('preset-dietary-vegetarian')).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByTestId('custom-entry-dietary')).toHaveText(['Pescatarian']);
    await expect(page.getByTestId('custom-entry-allergy')).toHaveText(['Mustard']);
    await expect(page.getByTestId('profile-save')).toBeDisabled();

    // The new username is the one to sign in with.
    await page.getByTestId('user-menu').click();
    await page.getByTestId('user-menu-logout').click();
    await expect(page).toHaveURL(/\/auth$/);
    await signInThroughAuthPage(page, renamed, account.password);
    await expect(page).toHaveURL(/\/home$/);
  });

  test('unsaved changes: leaving for another page asks first, and Discard restores the saved values', async ({ page }) => {
    await signedInOnProfile(page, newAccount('unsav'));
    await page.getByTestId('preset-allergy-milk').click();
    await page.getByTestId('user-menu').click();
    await page.getByTestId('user-menu-history').click();
    const dialog = page.getByTestId('unsaved-changes-dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: t('unsaved.stay') }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByTestId('preset-allergy-milk')).toHaveAttribute('aria-pressed', 'true');

    await page.getByTestId('profile-discard').click();
    await expect(page.getByTestId('preset-allergy-milk')).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByTestId('profile-save')).toBeDisabled();
    await page.getByTestId('user-menu').click();
    await page.getByTestId('user-menu-history').click();
    await expect(page).toHaveURL(/\/history$/);
  });

  test('choosing a language switches the interface at once and is saved to the profile', async ({ page }) => {
    await signedInOnProfile(page, newAccount('lang'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('title'));
    await page.getByTestId('profile-language').selectOption('ja');
    // Before saving: the page, the header and <html lang> are already Japanese.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('ja', 'profile', 'title'));
    await expect(page.getByTestId('tier-label')).toHaveText(text('ja', 'common', 'tiers.free'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await page.getByTestId('profile-save').click();
    await expect(page.getByText(text('ja', 'profile', 'toast.saved'))).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/profile');
    await expect(page.getByTestId('profile-language')).toHaveValue('ja');
  });

  test('a username that belongs to someone else is refused at the username field', async ({ page }) => {
    const other = newAccount('taken');
    await createAccount(page.request, other);
    await signedInOnProfile(page, newAccount('rename'));
    await page.getByTestId('profile-username').fill(other.username.toUpperCase());
    await page.getByTestId('profile-save').click();
    await expect(page.getByTestId('username-error')).toHaveText('This username is already taken.');
    await expect(page.getByTestId('profile-username')).toBeFocused();
    await expect(page).toHaveURL(/\/profile$/);

    // Invalid names never reach the server.
    await page.getByTestId('profile-username').fill('  ');
    await page.getByTestId('profile-save').click();
    await expect(page.getByTestId('username-error')).toHaveText(t('errors.usernameRequired'));
    await page.getByTestId('profile-username').fill('a b');
    await page.getByTestId('profile-save').click();
    await expect(page.getByTestId('username-error')).toHaveText(t('errors.usernameCharacters'));
  });

  test('a save without a valid session says so and goes to /auth', async ({ page }) => {
    await signedInOnProfile(page, newAccount('nosess'));
    await page.getByTestId('preset-dietary-halal').click();
    // The session ends behind the page's back (tokens gone, as after a sign-out in another tab).
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage)) if (key.startsWith('CognitoIdentityServiceProvider.')) localStorage.removeItem(key);
    });
    await page.getByTestId('profile-save').click();
    await expect(page.getByText('You must be logged in to update your profile')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('the header shows the Free tier and the user menu; pricing marks Free as your plan', async ({ page }) => {
    const account = newAccount('tier');
    await signedInOnProfile(page, account);
    const label = page.getByTestId('tier-label');
    await expect(label).toHaveText(text('en', 'common', 'tiers.free'));
    await expect(label).toHaveAttribute('data-tier', 'free');
    // The status is cached per email for 5 minutes.
    const cached = await page.evaluate((key) => localStorage.getItem(key), `forksure.subscription.${account.email}`);
    expect(JSON.parse(cached ?? 'null')).toMatchObject({ status: { subscribed: false, subscription_tier: 'free' } });

    await page.getByTestId('user-menu').click();
    for (const key of ['profile', 'savedList', 'history', 'currentPlan', 'logout']) {
      await expect(page.getByTestId(`user-menu-${key}`)).toHaveText(text('en', 'common', `header.userMenu.${key}`));
    }
    await page.getByTestId('user-menu-currentPlan').click();
    await expect(page).toHaveURL(/\/current-plan$/);
    await page.goto('/pricing');
    await expect(page.getByTestId('plan-card-free')).toContainText(text('en', 'pricing', 'yourPlan'));
    await expect(page.getByTestId('plan-card-pro')).not.toContainText(text('en', 'pricing', 'yourPlan'));

    await page.getByTestId('user-menu').click();
    await page.getByTestId('user-menu-logout').click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByTestId('header-sign-in')).toBeVisible();
  });

  test('a new account lands on the set-up with the welcome banner, and saving goes to /home', async ({ page }) => {
    const account = newAccount('fresh');
    await createAccount(page.request, account);
    await signInThroughAuthPage(page, account.username, account.password);
    await expect(page).toHaveURL(/\/profile\?newUser=true$/);
    await expect(page.getByTestId('welcome-banner')).toContainText(account.username);
    // Keeping the defaults is a valid first set-up, so Save is available straight away.
    await expect(page.getByTestId('profile-save')).toBeEnabled();
    await page.getByTestId('preset-allergy-eggs').click();
    await page.getByTestId('profile-save').click();
    await expect(page).toHaveURL(/\/home$/);
    // It stays there: the finished set-up does not send the account back to /profile. The login guard
    // decides before /home renders, so once the search form shows, the URL is final; a reload (still in
    // the account's first minute) asks the guard again.
    await expect(page.getByTestId('search-form'), '/home renders: the guard let the account stay').toBeVisible();
    expect(page.url()).toMatch(/\/home$/);
    await page.reload();
    await expect(page.getByTestId('search-form'), '/home renders again after a reload').toBeVisible();
    expect(page.url()).toMatch(/\/home$/);
    await expect(page.getByTestId('profile-form')).toHaveCount(0);
  });
});
