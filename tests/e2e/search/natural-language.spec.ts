import { expect, test } from '@playwright/test';
import { PHILADELPHIA, runSearch, s, signedInOnHome } from './support';

/**
 * Issue 9: search text ranks instead of filtering. Natural sentences (translated or not) find the
 * places for their cuisine and diets, what they say to avoid is listed, and words that match no
 * restaurant are said to, with the nearby places shown instead of nothing.
 */
test.describe.configure({ timeout: 90_000 });
test.use({ geolocation: PHILADELPHIA, permissions: ['geolocation'] });

test('natural sentences find restaurants; what they avoid is listed; unmatched words are said so', async ({ page }) => {
  await signedInOnHome(page, 'Natural');
  await expect(page.getByTestId('location-summary')).toContainText('Philadelphia');

  // The Spanish sentence: every word used to be required, and nothing was found.
  await page.getByTestId('search-query').fill('quiero comida mexicana sin lácteos');
  await runSearch(page);
  await expect(page.getByTestId('restaurant-card').first()).toBeVisible();
  await expect(page.getByTestId('card-cuisine').first()).toHaveText('Mexican');
  // The diet the words asked for is this search's own chip (issue 18), not one of the form's.
  await expect(page.getByTestId('results-text-chip')).toContainText(['Dairy-Free']);
  await expect(page.getByTestId('results-text-unmatched')).toHaveCount(0);

  await page.getByTestId('results-new-search').click();
  await expect(page.getByTestId('search-form')).toBeVisible();
  await page.getByTestId('search-query').fill('vegan pizza without cheese');
  await runSearch(page);
  await expect(page.getByTestId('results-summary')).toContainText(s('results.avoiding', { items: 'cheese' }));
  await expect(page.getByTestId('results-text-unmatched')).toHaveCount(0);

  await page.getByTestId('results-new-search').click();
  await expect(page.getByTestId('search-form')).toBeVisible();
  await page.getByTestId('search-query').fill('mexican food at zzqxville');
  await runSearch(page);
  await expect(page.getByTestId('results-text-unmatched')).toHaveText(s('results.textUnmatched', { words: 'zzqxville' }));
  await expect(page.getByTestId('card-cuisine').first()).toHaveText('Mexican');
});
