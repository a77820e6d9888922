import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { createAccount, newUser, signIn } from '../accounts/support';
import { text } from '../locale';
import { generateByApi } from '../menus/support';
import { accessToken, PHILADELPHIA, runSearch, signedInOnHome } from '../search/support';
import { freshConnection } from '../support/api-headers';
import { KITCHEN_SENTENCES } from '../../../shared/domain/chef-card/kitchen-sentences';

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
    // The kitchen reads English here (a US place, an English user): the AI-estimate label in its words.
    await expect(dishes.getByTestId('chef-card-dishes-kitchen-note')).toHaveText(KITCHEN_SENTENCES.en.dishesNote);
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

/** Expected wording of the table's card (product-rules §17.2), by the interface language the test runs in. */
const TABLE = {
  en: {
    me: 'Me',
    meRequest: 'Please tell me if any dish contains Peanuts. Even traces are dangerous for me.',
    kimRequests: ['Please let us know which dishes contain Milk; Kim Lee has an intolerance.', "Kim Lee's diet: Vegan. Please tell us which dishes suit it."],
    kimAllergy: 'MilkIntolerance',
  },
  de: {
    me: 'Ich',
    meRequest: 'Bitte sagen Sie mir, ob ein Gericht Erdnüsse enthält. Schon Spuren sind für mich gefährlich.',
    kimRequests: ['Bitte sagen Sie uns, welche Gerichte Milch enthalten; Kim Lee hat eine Unverträglichkeit.', 'Ernährung von Kim Lee: Vegan. Bitte sagen Sie uns, welche Gerichte passen.'],
    kimAllergy: 'MilchUnverträglichkeit',
  },
} as const;

test.describe('for the table: Me and a diner profile (product-rules §17.1)', () => {
  test.use({ serviceWorkers: 'allow' });

  for (const lang of ['en', 'de'] as const) {
    test(`${lang}: a person added on the profile page is ticked onto the card, named, with their severities and diets; kept on reload and offline, printed, never in a URL`, async ({ page, context }) => {
      const expected = TABLE[lang];
      const urls = watchUrls(page);
      const user = newUser(`Table${lang}`);
      await createAccount(page.request, user, lang);
      await page.addInitScript((language) => localStorage.setItem('forksure.language', language), lang);
      await page.clock.install({ time: Date.now() + 2 * 60_000 });
      await signIn(page, user.username, user.password);
      await expect(page).toHaveURL(/\/home$/);
      await setProfile(page, { allergies: ['Peanuts'], allergy_severities: { Peanuts: 'severe' }, dietary_preferences: [] });

      // The diner profile, made as a user makes it.
      await page.goto('/profile');
      await page.getByTestId('diner-add').click();
      const form = page.getByTestId('diner-form');
      await form.getByTestId('diner-name').fill('Kim Lee');
      await form.getByTestId('preset-allergy-milk').click();
      await form.getByTestId('severity-Milk').selectOption('intolerance');
      await form.getByTestId('preset-dietary-vegan').click();
      await form.getByTestId('diner-save').click();
      await expect(page.getByTestId('diner-row-name')).toHaveText('Kim Lee');

      await page.getByTestId('chef-card-link').click();
      await expect(page).toHaveURL(/\/chef-card$/);
      const people = page.getByTestId('chef-card-people');
      await expect(page.getByRole('group', { name: c('people.legend', lang) })).toBeVisible();
      const meBox = people.getByRole('checkbox', { name: c('people.me', lang) });
      const kimBox = people.getByRole('checkbox', { name: 'Kim Lee' });
      await expect(meBox).toBeChecked();
      await expect(kimBox).not.toBeChecked();
      const kitchen = page.getByTestId('chef-card-kitchen');
      await expect(kitchen.getByTestId('chef-card-request')).toHaveText([expected.meRequest]);
      await expect(kitchen.getByTestId('chef-card-person-name')).toHaveCount(0); // one person: no heading

      // Ticked with the keyboard.
      await kimBox.focus();
      await page.keyboard.press('Space');
      await expect(kimBox).toBeChecked();
      await expect(kitchen.getByTestId('chef-card-person-name')).toHaveText([expected.me, 'Kim Lee']);
      await expect(kitchen.getByTestId('chef-card-request')).toHaveText([expected.meRequest, ...expected.kimRequests]);
      await expect(kitchen.getByTestId('chef-card-person-block').nth(1).getByTestId('chef-card-allergy')).toHaveText(expected.kimAllergy);
      await expect(kitchen.getByTestId('chef-card-person-block').nth(1).getByTestId('chef-card-allergy')).toHaveAttribute('data-severity', 'intolerance');

      // The kitchen reads Japanese: both people in both halves.
      await page.getByTestId('chef-card-language').selectOption('ja');
      await expect(kitchen.getByTestId('chef-card-person-name')).toHaveText([KITCHEN_SENTENCES.ja.meHeading, 'Kim Lee']);
      await expect(kitchen.getByTestId('chef-card-request').nth(1)).toHaveText('Kim Leeは乳の不耐症があります。含まれている料理を教えていただけると助かります。');
      await expect(page.getByTestId('chef-card-mine').getByTestId('chef-card-person-name')).toHaveText([expected.me, 'Kim Lee']);

      // Printed: the card with both people.
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByTestId('chef-card-people')).toBeHidden();
      await expect(page.getByTestId('chef-card-mine').getByTestId('chef-card-person-name')).toHaveText([expected.me, 'Kim Lee']);
      await expect(page.getByTestId('chef-card-mine').getByTestId('chef-card-person-name').nth(1)).toBeVisible();
      await page.emulateMedia({ media: 'screen' });

      // The choice stays for the tab (session storage, ids only), not in the address.
      await page.reload();
      await expect(kimBox).toBeChecked();
      await expect(page.getByTestId('chef-card-kitchen').getByTestId('chef-card-person-name')).toHaveText([expected.me, 'Kim Lee']);
      expect(new URL(page.url()).search, 'nothing about the people in the address').toBe('');

      // Offline once opened: the diner profile comes from this device's copy.
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await page.reload();
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/\/sw\.js$/);
      await expect(kimBox).toBeChecked();
      await context.setOffline(true);
      await page.reload();
      await expect(page.getByTestId('offline-banner')).toBeVisible();
      await expect(page.getByTestId('chef-card-kitchen').getByTestId('chef-card-request')).toHaveText([expected.meRequest, ...expected.kimRequests]);
      await context.setOffline(false);

      // Me cleared: Kim Lee alone, still named.
      await meBox.click();
      await expect(page.getByTestId('chef-card-kitchen').getByTestId('chef-card-person-name')).toHaveText(['Kim Lee']);
      await kimBox.click();
      await expect(page.getByTestId('chef-card-empty')).toContainText(c('people.noneChosen', lang));

      expect(urls.filter((url) => /kim|lee/i.test(decodeURIComponent(url)) || HEALTH_WORDS.test(decodeURIComponent(url))), 'no names or health data in any URL').toEqual([]);
    });
  }
});

// @screenshots: run only with SCREENSHOT_DIR set (playwright.config.ts leaves them out otherwise).
test.describe('screenshots of the card for two people @screenshots', () => {
  for (const lang of ['en', 'ja', 'de'] as const) {
    test(`${lang}: the card and its print view at 390 and 1280 px`, async ({ page }) => {
      const dir = process.env.SCREENSHOT_DIR!;
      const user = newUser(`Shot${lang}`);
      await createAccount(page.request, user, lang);
      await page.addInitScript((language) => localStorage.setItem('forksure.language', language), lang);
      await page.clock.install({ time: Date.now() + 2 * 60_000 });
      await signIn(page, user.username, user.password);
      await expect(page).toHaveURL(/\/home$/);
      await setProfile(page, { allergies: ['Peanuts', 'Milk'], allergy_severities: { Peanuts: 'severe', Milk: 'intolerance' }, dietary_preferences: ['Vegetarian'] });
      const diner = await page.request.post('/api/diner-profiles', {
        headers: freshConnection({ Authorization: `Bearer ${await accessToken(page)}` }),
        data: { name: 'Kim Lee', allergies: ['Eggs', 'Sesame'], allergy_severities: { Eggs: 'allergy', Sesame: 'severe' }, dietary_preferences: ['Vegan'] },
      });
      expect(diner.status(), await diner.text()).toBe(201);
      await runSearch(page);
      const href = await page.getByTestId('card-link').first().getAttribute('href');
      const placeId = decodeURIComponent(/\/restaurant\/([^/?#]+)/.exec(href ?? '')![1]!);
      expect(await generateByApi(page, placeId)).toBe(200);
      await page.goto(`/chef-card?place=${encodeURIComponent(placeId)}`);
      await page.getByTestId('chef-card-person').nth(1).check();
      // A kitchen in another language than the user's: both halves on the picture.
      await page.getByTestId('chef-card-language').selectOption({ en: 'de', ja: 'en', de: 'ja' }[lang]);
      await expect(page.getByTestId('chef-card-kitchen').getByTestId('chef-card-person-name')).toHaveCount(2);
      await expect(page.getByTestId('chef-card-dishes')).toBeVisible();
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: `${dir}/chef-card-table-${lang}-${width}.png`, fullPage: true });
        await page.emulateMedia({ media: 'print' });
        await page.screenshot({ path: `${dir}/chef-card-table-print-${lang}-${width}.png`, fullPage: true });
        await page.emulateMedia({ media: 'screen' });
      }
      // The image to show on the phone: both people, both languages.
      const download = page.waitForEvent('download');
      await page.getByTestId('chef-card-image').click();
      await (await download).saveAs(`${dir}/chef-card-table-image-${lang}.png`);
    });
  }
});
