import { expect, test } from '@playwright/test';
import { PHILADELPHIA, choosePresets, runSearch, s, signedInOnHome } from './support';

/**
 * Honest badges (issue 9 item 7): a place known by little more than its name is never a Safe
 * Option for a diner with allergies. A Philadelphia steak house that OpenStreetMap knows by name
 * alone, searched with Peanuts + Milk + Vegan, shows Check Menu with the plain reason, and the
 * "Safe Options only" filter leaves it out.
 */
test.describe.configure({ timeout: 90_000 });
test.use({ geolocation: PHILADELPHIA, permissions: ['geolocation'] });

test('a steak house with only a name is Check Menu with "Not enough information to check", and safe-only hides it', async ({ page }) => {
  await signedInOnHome(page, 'Honest');
  await expect(page.getByTestId('location-summary')).toContainText('Philadelphia');
  await page.getByTestId('search-query').fill('Capital Grille');
  await choosePresets(page, { dietary: ['vegan'], allergy: ['peanuts', 'milk'] });
  await runSearch(page);

  const card = page.getByTestId('restaurant-card').filter({ hasText: 'The Capital Grille' });
  await expect(card).toHaveCount(1);
  await expect(card).toHaveAttribute('data-risk', 'caution');
  await expect(card.getByTestId('scan-summary')).toContainText('Check Menu');
  await expect(card.getByTestId('scan-summary')).not.toContainText('Safe Option');
  await expect(card.getByTestId('scan-warnings')).toContainText(s('scan.notEnoughInformation'));

  await page.getByTestId('results-filter').selectOption('safe-only');
  await expect(card).toHaveCount(0);
  await page.getByTestId('results-filter').selectOption('all');
  await expect(card).toHaveCount(1);
});
