import { expect, test } from '@playwright/test';
import { PHILADELPHIA, choosePresets, runSearch, signedInOnHome } from './support';

/**
 * Issue 18 item 2: diets and allergies typed into one search apply to that search only, shown as its
 * own chips on the results page; the form keeps what the user chose on it.
 */
test.describe.configure({ timeout: 90_000 });
test.use({ geolocation: PHILADELPHIA, permissions: ['geolocation'] });

test("words of one search do not stick to the next: the form keeps its own diets, each search shows its words' chips", async ({ page }) => {
  await signedInOnHome(page, 'Words');
  await choosePresets(page, { dietary: ['vegetarian'] });
  await expect(page.getByTestId('dietary-summary')).toContainText('Diets: 1');

  await page.getByTestId('search-query').fill('vegan pizza near me');
  await runSearch(page);
  await expect(page.getByTestId('results-text-chip')).toHaveText(['Vegan']);
  await expect(page.getByTestId('results-summary')).toContainText('Vegetarian');

  await page.getByTestId('results-new-search').click();
  await expect(page.getByTestId('search-form')).toBeVisible();
  await expect(page.getByTestId('dietary-summary')).toContainText('Diets: 1');

  await page.getByTestId('search-query').fill('gluten free bakery');
  await runSearch(page);
  await expect(page.getByTestId('results-text-chip')).toHaveText(['Gluten-Free']);
  await expect(page.getByTestId('results-summary')).not.toContainText('Vegan');
  // No card warns about a diet the earlier search's words asked for.
  await expect(page.getByTestId('results-grid')).not.toContainText('Vegan');

  // After a reload the results still show this search's chips; back on /home the form has its own one diet.
  await page.reload();
  await expect(page.getByTestId('results-text-chip')).toHaveText(['Gluten-Free']);
  await page.goto('/home');
  await expect(page.getByTestId('dietary-summary')).toContainText('Diets: 1');
});
