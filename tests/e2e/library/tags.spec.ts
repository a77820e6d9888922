import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { PHILADELPHIA, signedInOnHome } from '../search/support';
import { l, searchFromHome, toasts, upgradeToPremium } from './support-G';

/**
 * Tags (issue 11, premium): a Premium user creates tags, tags places from the dialog, sees the
 * chips (3 plus "+N"), filters results by tag and manages tags on /saved-list.
 */
// Limit (docs/decisions.md, "e2e tests that hold on a busy machine"): the larger of 3x the slowest CI run of the longer test (56 s) and 1.5x the
// slowest run here under a load average of 20-30 (162 s).
test.describe.configure({ timeout: 250_000 });
test.use({ geolocation: PHILADELPHIA, permissions: ['geolocation'] });

test('Free users see no Tag button and no tag filter', async ({ page }) => {
  await signedInOnHome(page, 'NoTags');
  await searchFromHome(page);
  await expect(page.getByTestId('restaurant-card').first()).toBeVisible();
  await expect(page.getByTestId('card-tag')).toHaveCount(0);
  await expect(page.getByTestId('tag-filter')).toHaveCount(0);
});

test('a Premium user creates tags, tags places, filters results by tag and manages tags on /saved-list', async ({ page }) => {
  await signedInOnHome(page, 'Tagger');
  await upgradeToPremium(page);

  // Tag management: the default colour is the palette's first; a blank name and a duplicate are refused.
  await page.goto('/saved-list');
  const manage = page.getByTestId('tag-management');
  await expect(manage.getByTestId('tag-manage-empty')).toBeVisible();
  await expect(manage.getByTestId('tag-manage-color').first()).toBeChecked();
  await expect(manage.getByTestId('tag-manage-color')).toHaveCount(16);
  await expect(manage.getByTestId('tag-quick-start').getByRole('button')).toHaveCount(10);
  await manage.getByTestId('tag-manage-create').click();
  await expect(manage.getByTestId('tag-manage-error')).toHaveText(l('tags.nameRequired'));
  await manage.getByTestId('tag-manage-name').fill('Brunch Spots');
  await manage.getByTestId('tag-manage-create').click();
  await expect(toasts(page)).toContainText(l('tags.created'));
  await expect(manage.getByTestId('tag-manage-item')).toHaveCount(1);
  // The next default is the second colour (the first is used).
  await expect(manage.getByTestId('tag-manage-color').nth(1)).toBeChecked();
  await manage.getByTestId('tag-manage-name').fill('BRUNCH spots');
  await manage.getByTestId('tag-manage-create').click();
  await expect(manage.getByTestId('tag-manage-error')).toHaveText(l('tags.duplicate'));
  await manage.getByTestId('tag-quick-start').getByRole('button', { name: 'Date Night' }).click();
  await expect(manage.getByTestId('tag-manage-item')).toHaveCount(2);
  await expect(manage.getByTestId('tag-quick-start').getByRole('button')).toHaveCount(9);

  // Tag places from the dialog: tick an existing tag; create two more there (applied at once).
  await searchFromHome(page);
  const cards = page.getByTestId('restaurant-card');
  const first = cards.nth(0);
  const firstName = (await first.getByTestId('card-link').innerText()).trim();
  await first.getByTestId('card-tag').click();
  const dialog = page.getByTestId('tag-dialog');
  await expect(dialog).toBeVisible();
  await dialog.locator('[data-tag="Brunch Spots"]').click();
  await expect(dialog.locator('[data-tag="Brunch Spots"]')).toBeChecked();
  await expect(toasts(page)).toContainText(l('tags.added'));
  await dialog.locator('[data-tag="Date Night"]').click();
  await expect(dialog.locator('[data-tag="Date Night"]')).toBeChecked();
  for (const name of ['Quiet', 'Patio']) {
    await dialog.getByTestId('tag-dialog-name').fill(name);
    await dialog.getByTestId('tag-dialog-create').click();
    await expect(dialog.locator(`[data-tag="${name}"]`)).toBeChecked();
  }
  await dialog.getByTestId('tag-dialog-close').click();
  await expect(dialog).toBeHidden();
  // 4 tags: 3 chips and "+1".
  await expect(first.getByTestId('tag-chip')).toHaveCount(3);
  await expect(first.getByTestId('card-tags-more')).toHaveText('+1');

  // Untick one: 3 chips, no "+N".
  await first.getByTestId('card-tag').click();
  await dialog.locator('[data-tag="Patio"]').click();
  await expect(dialog.locator('[data-tag="Patio"]')).not.toBeChecked();
  await expect(toasts(page)).toContainText(l('tags.removed'));
  await dialog.getByTestId('tag-dialog-close').click();
  await expect(first.getByTestId('tag-chip')).toHaveCount(3);
  await expect(first.getByTestId('card-tags-more')).toHaveCount(0);

  // A second place with "Brunch Spots" only.
  const second = cards.nth(1);
  const secondName = (await second.getByTestId('card-link').innerText()).trim();
  await second.getByTestId('card-tag').click();
  await dialog.locator('[data-tag="Brunch Spots"]').click();
  await expect(dialog.locator('[data-tag="Brunch Spots"]')).toBeChecked();
  await expect(second.getByTestId('tag-chip')).toHaveCount(1);
  await dialog.getByTestId('tag-dialog-close').click();

  // Filter results by tag.
  const filter = page.getByTestId('tag-filter');
  await expect(filter).toBeVisible();
  await filter.locator('[data-tag="Date Night"]').click();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(firstName);
  // The chosen tags stay with the results: Back from the restaurant shows the same filtered list.
  await cards.first().getByTestId('card-link').click();
  await expect(page.getByTestId('restaurant-page')).toBeVisible();
  await page.getByTestId('restaurant-back').click();
  await expect(filter.locator('[data-tag="Date Night"]')).toHaveAttribute('aria-pressed', 'true');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(firstName);
  await filter.locator('[data-tag="Brunch Spots"]').click();
  await expect(cards).toHaveCount(2);
  await filter.getByTestId('tag-filter-clear').click();
  expect(await cards.count()).toBeGreaterThan(2);

  // /saved-list: the tagged list (newest first), then deleting a tag removes its uses.
  await page.goto('/saved-list');
  const tagged = page.getByTestId('tagged-grid').getByTestId('restaurant-card');
  await expect(tagged).toHaveCount(2);
  await expect(tagged.nth(0)).toContainText(secondName);
  await expect(tagged.nth(1)).toContainText(firstName);
  // Deleting asks first, naming the tag and how many places lose it; Cancel keeps it.
  const deleteBrunch = page.getByTestId('tag-management').locator('[data-tag="Brunch Spots"]').getByTestId('tag-manage-delete');
  await deleteBrunch.click();
  const confirm = page.getByTestId('tag-delete-dialog');
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText('Brunch Spots');
  await expect(confirm.getByTestId('tag-delete-uses')).toContainText('2 places');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const confirmResults = await new AxeBuilder({ page }).include('[data-testid="tag-delete-dialog"]').analyze();
    expect(confirmResults.violations.map((v) => v.id)).toEqual([]);
  }
  await confirm.getByTestId('tag-delete-cancel').click();
  await expect(confirm).toBeHidden();
  await expect(tagged).toHaveCount(2);
  await deleteBrunch.click();
  await page.getByTestId('tag-delete-confirm').click();
  await expect(toasts(page)).toContainText(l('tags.deleted'));
  await expect(tagged).toHaveCount(1);
  await expect(tagged.first()).toContainText(firstName);

  // Axe on /saved-list with tag management and on the dialog, at 390 and 1280 px.
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/saved-list');
    await expect(page.getByTestId('tag-manage-item').first()).toBeVisible();
    await expect(page.getByTestId('tagged-grid')).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await page.getByTestId('tagged-grid').getByTestId('card-tag').first().click();
    await expect(page.getByTestId('tag-dialog')).toBeVisible();
    const dialogResults = await new AxeBuilder({ page }).include('[data-testid="tag-dialog"]').analyze();
    expect(dialogResults.violations.map((v) => v.id)).toEqual([]);
    await page.keyboard.press('Escape');
  }
});
