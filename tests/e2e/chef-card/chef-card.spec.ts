import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { text } from '../locale';
import { generateByApi } from '../menus/support';
import { accessToken, PHILADELPHIA, runSearch, signedInOnHome } from '../search/support';
import { freshConnection } from '../support/api-headers';

/**
 * The chef card (issue 20 item 4, product-rules §17): the profile's allergies with their severity and its diets,
 * in the restaurant's language and the user's, with a request to the kitchen worded by severity; from a place
 * with a generated menu, the dishes flagged for the user, labelled an AI estimate. Printing shows the card
 * alone; "Save as image" gives a PNG; it opens offline once opened; no URL carries health data.
 */
// Limit (docs/decisions.md, "e2e tests that hold on a busy machine"): sign-up, a search, a menu and page
// visits, online and offline (the offline spec's 180 s).
test.describe.configure({ timeout: 180_000 });
test.use({ geolocation: PHILADELPHIA, permissions: ['geolocation'] });

const HEALTH_WORDS = /peanut|milk|wheat|egg|vegan|vegetarian|sever|intoleran|allerg/i;
const c = (key: string, lang = 'en') => text(lang, 'chefCard', key);

/** The signed-in user's allergies (with severities) and diets, as the profile page saves them. */
async function setProfile(page: Page, profile: { allergies: string[]; allergy_severities: Record<string, string>; dietary_preferences: string[] }): Promise<void> {
  const token = await accessToken(page);
  const response = await page.request.put('/api/me/profile', { headers: freshConnection({ Authorization: `Bearer ${token}` }), data: profile });
  expect(response.status(), await response.text()).toBe(200);
}

/** Every address the page went to and every API request it made (checked for health data at the end; the app's own files are named by their code). */
function watchUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('framenavigated', (frame) => urls.push(frame.url()));
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) urls.push(request.url());
  });
  return urls;
}

test('from the profile: each allergy with its severity and the diets in two languages, the request worded by severity; print shows the card alone; the image is a PNG', async ({ page }) => {
  const urls = watchUrls(page);
  await signedInOnHome(page, 'Chef');
  await setProfile(page, { allergies: ['Peanuts', 'Milk'], allergy_severities: { Peanuts: 'severe', Milk: 'intolerance' }, dietary_preferences: ['Vegetarian'] });
  await page.goto('/profile');
  await page.getByTestId('chef-card-link').click();
  await expect(page).toHaveURL(/\/chef-card$/);

  const card = page.getByTestId('chef-card');
  await expect(card).toBeVisible();
  await expect(page.getByTestId('chef-card-mine')).toHaveCount(0); // the kitchen's language is the user's until chosen
  await page.getByTestId('chef-card-language').selectOption('ja');
  const kitchen = page.getByTestId('chef-card-kitchen');
  await expect(kitchen).toHaveAttribute('data-language', 'ja');
  await expect(kitchen.getByTestId('chef-card-allergy')).toHaveText(['ピーナッツ重度のアレルギー（アナフィラキシー）', '乳不耐症']);
  await expect(kitchen.getByTestId('chef-card-request').first()).toHaveText('ピーナッツが含まれている料理があれば教えてください。微量でも私には危険です。');
  await expect(kitchen.getByTestId('chef-card-diets')).toHaveText('ベジタリアン');
  const mine = page.getByTestId('chef-card-mine');
  await expect(mine).toHaveAttribute('data-language', 'en');
  await expect(mine.getByTestId('chef-card-request')).toHaveText([
    'Please tell me if any dish contains Peanuts. Even traces are dangerous for me.',
    'Please let me know which dishes contain Milk; I have an intolerance.',
    'My diet: Vegetarian. Please tell me which dishes suit it.',
  ]);

  // Print: the card alone, in large type, both languages.
  await page.emulateMedia({ media: 'print' });
  await expect(card).toBeVisible();
  await expect(kitchen).toBeVisible();
  await expect(mine).toBeVisible();
  await expect(page.getByTestId('chef-card-language')).toBeHidden();
  await expect(page.getByTestId('chef-card-print')).toBeHidden();
  await expect(page.locator('header').first()).toBeHidden();
  const fontSize = await mine.getByTestId('chef-card-request').first().evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
  expect(fontSize, 'large type when printed').toBeGreaterThanOrEqual(22);
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByTestId('chef-card-language')).toBeVisible();

  // Save as image: a PNG file.
  const download = page.waitForEvent('download');
  await page.getByTestId('chef-card-image').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('chef-card.png');
  const bytes = readFileSync((await file.path())!);
  expect(bytes.subarray(0, 8).toString('hex'), 'the PNG signature').toBe('89504e470d0a1a0a');
  expect(bytes.length).toBeGreaterThan(10_000);

  expect(urls.filter((url) => HEALTH_WORDS.test(decodeURIComponent(url))), 'no health data in any URL').toEqual([]);
});

test.describe('from a restaurant with a generated menu, and offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the flagged dishes labelled an AI estimate; the card opens offline once opened; the URL carries the place id only', async ({ page, context }) => {
    const urls = watchUrls(page);
    await signedInOnHome(page, 'ChefPlace');
    await setProfile(page, {
      allergies: ['Milk', 'Wheat', 'Eggs'],
      allergy_severities: { Milk: 'severe', Wheat: 'allergy', Eggs: 'allergy' },
      dietary_preferences: ['Vegan'],
    });
    await runSearch(page);
    const href = await page.getByTestId('card-link').first().getAttribute('href');
    const placeId = decodeURIComponent(/\/restaurant\/([^/?#]+)/.exec(href ?? '')![1]!);
    expect(await generateByApi(page, placeId)).toBe(200);

    await page.goto(`/restaurant/${encodeURIComponent(placeId)}`);
    await expect(page.getByTestId('restaurant-page')).toBeVisible();
    await page.getByTestId('chef-card-link').click();
    await expect(page).toHaveURL(new RegExp(`/chef-card\\?place=${encodeURIComponent(placeId).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(page.getByTestId('chef-card-place')).toBeVisible();
    const dishes = page.getByTestId('chef-card-dishes');
    await expect(dishes).toBeVisible();
    await expect(dishes.getByTestId('chef-card-dishes-note')).toHaveText(c('dishes.aiNote'));
    expect(await dishes.getByTestId('chef-card-dish').count()).toBeGreaterThan(0);
    await expect(page.getByTestId('chef-card-kitchen').getByTestId('chef-card-request').first()).toHaveText(
      'Please tell me if any dish contains Milk. Even traces are dangerous for me.',
    );
    const shownDishes = await dishes.getByTestId('chef-card-dish').allInnerTexts();

    // Kept on this device under the user's id; under the service worker the page opens offline.
    await expect.poll(() => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('forksure.offline.') && key.includes('chefCardPlace')).length)).toBe(1);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/\/sw\.js$/);
    await expect(page.getByTestId('chef-card-dish')).toHaveText(shownDishes);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await expect(page.getByTestId('chef-card')).toBeVisible();
    await expect(page.getByTestId('chef-card-dish')).toHaveText(shownDishes);
    await expect(page.getByTestId('chef-card-place')).toBeVisible();
    await context.setOffline(false);

    expect(urls.filter((url) => HEALTH_WORDS.test(decodeURIComponent(url))), 'no health data in any URL').toEqual([]);
  });
});
