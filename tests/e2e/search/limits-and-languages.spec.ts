import { expect, test } from '@playwright/test';
import { freshConnection } from '../support/api-headers';
import { PHILADELPHIA, accessToken, runSearch, s, signedInOnHome, toasts } from './support';

/** The daily allowance of 10 searches, and searches typed in Spanish and Japanese. */
test.describe.configure({ timeout: 90_000 });
test.use({ geolocation: PHILADELPHIA, permissions: ['geolocation'] });

test('the 11th search of the day shows Daily Max Searches Reached and an empty red gauge', async ({ page }) => {
  await signedInOnHome(page, 'Limit');
  await expect(page.getByTestId('location-summary')).toContainText('Philadelphia');
  const token = await accessToken(page);
  // Ten searches through the API, as the form would send them.
  for (let i = 0; i < 10; i += 1) {
    const response = await page.request.post('/api/places/search', {
      headers: freshConnection({ Authorization: `Bearer ${token}` }),
      data: { searchRadius: 1, distanceUnit: 'miles', coordinates: { lat: PHILADELPHIA.latitude, lng: PHILADELPHIA.longitude } },
    });
    expect(response.status(), await response.text()).toBe(200);
  }
  await expect(page.getByTestId('gauge-searches')).toHaveAttribute('data-remaining', '0');
  await expect(page.getByTestId('gauge-searches')).toHaveAttribute('data-tone', 'red');
  await page.getByTestId('search-submit').click();
  await expect(toasts(page)).toContainText(s('toast.dailyLimit'));
  await expect(page).toHaveURL(/\/home$/);
});

test('a Spanish search is translated, its diets merged, and the results speak Spanish', async ({ page }) => {
  await signedInOnHome(page, 'Spanish');
  await page.getByTestId('header-language-switcher').click();
  await page.getByTestId('language-option-es').click();
  await expect(page.getByTestId('search-query')).toHaveAttribute('placeholder', s('form.placeholder', {}, 'es'));
  await expect(page.getByTestId('location-summary')).toContainText('Philadelphia');
  await page.getByTestId('search-query').fill('comida vegana sin gluten');
  await runSearch(page);
  await expect(toasts(page)).toContainText(s('toast.languageDetected', { language: 'español' }, 'es'));
  await expect(page.getByTestId('results-title')).toHaveText(/^Se encontr(ó|aron) \d+ restaurantes?$/);
  await expect(page.getByTestId('results-summary')).toContainText('comida vegana sin gluten');
  const preferences = await page.evaluate(() => JSON.parse(localStorage.getItem('searchPreferences') ?? '{}') as Record<string, unknown>);
  expect(preferences.detectedLanguage).toBe('es');
  expect(preferences.originalQuery).toBe('comida vegana sin gluten');
  expect(preferences.searchQuery).not.toBe('comida vegana sin gluten');
  expect(preferences.dietaryRestrictions).toEqual(expect.arrayContaining(['Vegan', 'Gluten-Free']));
  // Scan texts are translated too.
  await expect(page.getByTestId('restaurant-card').first()).toContainText(/Riesgo alto|Revisa el menú|Opción segura/);
});

test('a Japanese search finds Japanese food for a vegetarian', async ({ page }) => {
  await signedInOnHome(page, 'Japanese');
  await page.getByTestId('header-language-switcher').click();
  await page.getByTestId('language-option-ja').click();
  await expect(page.getByTestId('search-query')).toHaveAttribute('placeholder', s('form.placeholder', {}, 'ja'));
  await expect(page.getByTestId('location-summary')).toContainText('Philadelphia');
  await page.getByTestId('search-query').fill('寿司 ベジタリアン');
  await runSearch(page);
  await expect(page.getByTestId('results-title')).toHaveText(/^\d+件のレストランが見つかりました$/);
  const preferences = await page.evaluate(() => JSON.parse(localStorage.getItem('searchPreferences') ?? '{}') as Record<string, unknown>);
  expect(preferences.detectedLanguage).toBe('ja');
  expect(preferences.dietaryRestrictions).toEqual(expect.arrayContaining(['Vegetarian']));
  expect(preferences.cuisineType).toBe('japanese');
  await expect(page.getByTestId('results-summary')).toContainText('寿司 ベジタリアン');
  await expect(page.getByTestId('card-cuisine').first()).toHaveText('和食');
});
