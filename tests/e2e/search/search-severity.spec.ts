import { expect, test, type Page } from '@playwright/test';
import { text } from '../locale';
import { openCheckout, payCheckout } from '../billing/support';
import { choosePresets, PHILADELPHIA, runSearch, signedInOnHome } from './support';

/**
 * Severity on the search form (issue 20 item 2, product-rules §11.4): an allergy chosen only for this search
 * carries a severity too; the server applies it (a severe allergy turns "check the menu" places into High
 * Risk), the form keeps it for the next search, and /comparison shows the verdict the card showed.
 */
test.describe.configure({ timeout: 180_000 });
test.use({ geolocation: PHILADELPHIA, permissions: ['geolocation'] });

const severityOfPeanuts = (page: Page) => page.getByTestId('search-form').getByLabel(text('en', 'profile', 'severity.label', { allergy: 'Peanuts' }));
const cardsWithRisk = (page: Page, risk: string) =>
  page.locator(`[data-testid="restaurant-card"][data-risk="${risk}"]`).evaluateAll((cards) => cards.map((card) => card.getAttribute('data-id')!));

/** Runs the search from the form and returns the body the browser sent. */
async function searchSending(page: Page): Promise<{ allergies: string[]; allergySeverities?: Record<string, string> }> {
  const request = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/places/search'));
  await runSearch(page);
  return (await request).postDataJSON() as { allergies: string[]; allergySeverities?: Record<string, string> };
}

test('a severe allergy chosen on the search form is sent, applied by the server, kept by the form, and shown on /comparison', async ({ page }) => {
  await signedInOnHome(page, 'SevSearch');
  await page.goto('/pricing');
  await openCheckout(page, 'pro');
  await payCheckout(page);

  // The profile has no allergies: Peanuts is chosen for this search only, first as a plain allergy.
  await page.goto('/home');
  await choosePresets(page, { allergy: ['peanuts'] });
  await expect(severityOfPeanuts(page)).toHaveValue('allergy');
  expect((await searchSending(page)).allergySeverities).toEqual({ Peanuts: 'allergy' });
  const checkMenu = await cardsWithRisk(page, 'caution');
  expect(checkMenu.length, 'places to check for a plain peanut allergy').toBeGreaterThanOrEqual(2);

  // The same search with the allergy marked severe: those places are High Risk.
  await page.goto('/home');
  await choosePresets(page, {});
  await severityOfPeanuts(page).selectOption('severe');
  expect((await searchSending(page)).allergySeverities).toEqual({ Peanuts: 'severe' });
  const highRisk = await cardsWithRisk(page, 'danger');
  const raised = checkMenu.filter((id) => highRisk.includes(id));
  expect(raised.length, 'Check Menu places now High Risk').toBeGreaterThanOrEqual(2);

  // Two of them compared: /comparison shows each as High Risk, as their cards did.
  for (const id of raised.slice(0, 2)) await page.locator(`[data-testid="restaurant-card"][data-id="${id}"]`).getByTestId('card-compare').click();
  await page.getByTestId('comparison-compare-now').click();
  await expect(page).toHaveURL(/\/comparison$/);
  await expect(page.getByTestId('comparison-row-scan').getByText(text('en', 'common', 'risk.high'), { exact: true })).toHaveCount(2);

  // The form keeps the severity for the next search.
  await page.goto('/home');
  await choosePresets(page, {});
  await expect(severityOfPeanuts(page)).toHaveValue('severe');
});
