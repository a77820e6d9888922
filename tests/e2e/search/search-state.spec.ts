import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../accounts/support';
import { freshConnection } from '../support/api-headers';
import { PHILADELPHIA, accessToken, choosePresets, runSearch, signedInOnHome } from './support';

/**
 * The search form keeps the diets and allergies chosen for the last search for the tab's session
 * (issue 9, item 9): back on /home, after a reload, until Reset, a profile change, or sign-out.
 */
test.describe.configure({ timeout: 90_000 });
test.use({ geolocation: PHILADELPHIA, permissions: ['geolocation'] });

/** Opens the dietary panel and reads which presets are on (polled: the profile arrives after the page). */
async function chosenPresets(page: Page): Promise<string[]> {
  const toggle = page.getByTestId('dietary-toggle');
  await expect(page.getByTestId('dietary-summary')).toBeVisible(); // the profile has loaded
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  const pressed = page.locator('[data-testid^="preset-"][aria-pressed="true"]');
  return (await pressed.evaluateAll((chips) => chips.map((c) => c.getAttribute('data-testid')!.replace('preset-', '')))).sort();
}

test("the last search's diets and allergies come back on /home until Reset", async ({ page }) => {
  await signedInOnHome(page, 'Keeper');
  await choosePresets(page, { dietary: ['vegan'], allergy: ['peanuts'] });
  await runSearch(page);

  // Back through the header logo (same page load), then after a full reload.
  await page.getByRole('banner').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/home$/);
  await expect.poll(() => chosenPresets(page)).toEqual(['allergy-peanuts', 'dietary-vegan']);
  await page.reload();
  await expect.poll(() => chosenPresets(page)).toEqual(['allergy-peanuts', 'dietary-vegan']);

  // Reset goes back to the profile's lists (empty here) and forgets the search's.
  await page.getByTestId('search-reset').click();
  await expect.poll(() => chosenPresets(page)).toEqual([]);
  await page.reload();
  await expect.poll(() => chosenPresets(page)).toEqual([]);
});

test("a profile change after the search wins, and signing out forgets the search's choices", async ({ page }) => {
  const user = await signedInOnHome(page, 'Changer');
  await choosePresets(page, { dietary: ['vegan'] });
  await runSearch(page);

  // The profile saved elsewhere after the search (as /profile would): its lists win.
  const saved = await page.request.put('/api/me/profile', {
    headers: freshConnection({ Authorization: `Bearer ${await accessToken(page)}` }),
    data: { dietary_preferences: ['Kosher'], allergies: ['Soy'] },
  });
  expect(saved.ok()).toBe(true);
  await page.goto('/home');
  await expect.poll(() => chosenPresets(page)).toEqual(['allergy-soy', 'dietary-kosher']);

  // A new search with other choices, then sign-out and back in: the profile's lists again.
  await page.getByTestId('preset-dietary-halal').click();
  await runSearch(page);
  await page.goto('/home');
  await expect.poll(() => chosenPresets(page)).toEqual(['allergy-soy', 'dietary-halal', 'dietary-kosher']);
  await page.getByTestId('user-menu').click();
  await page.getByTestId('user-menu-logout').click();
  await expect(page).toHaveURL(/\/auth$/);
  expect(await page.evaluate(() => sessionStorage.getItem('forksure.searchChoices'))).toBeNull();
  await signIn(page, user.username, user.password);
  await expect(page).toHaveURL(/\/home$/);
  await expect.poll(() => chosenPresets(page)).toEqual(['allergy-soy', 'dietary-kosher']);
});
