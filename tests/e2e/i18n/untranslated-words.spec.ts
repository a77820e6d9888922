import { readdirSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { createAccount, newUser, signIn } from '../accounts/support';
import { setProfileLists } from '../menus/support';
import { accessToken, runSearch } from '../search/support';
import { freshConnection } from '../support/api-headers';
import { EXAMPLE_PLACES } from '../../../web/src/features/landing/example-places';
import { KITCHEN_SENTENCES } from '../../../shared/domain/chef-card/kitchen-sentences';
import { ALLOWED_WORDS, EXTRA_ENGLISH_WORDS } from './allowed-words';

/**
 * No English on the pages of the other 8 languages (issue 18 item 10): each language renders the main
 * pages (welcome, pricing, auth, privacy policy, terms of service, home, results with results, a restaurant's detail, the saved list,
 * history, profile, the chef card, current plan, comparison) and every visible word is checked against English: the
 * English locale's words that the language's own locale does not hold, and words a server or library
 * could send (weekdays, "weeks ago"). Allowed: the places' own text as the API sent it (names,
 * addresses, reviews, descriptions), the user's own entries, quoted source words („pizza“), and the
 * loanwords of allowed-words.ts.
 */
test.describe.configure({ timeout: 240_000 });
test.use({ geolocation: { latitude: 40.7306, longitude: -73.9866 }, permissions: ['geolocation'] });

const LANGUAGES = ['de', 'es', 'fr', 'it', 'pt', 'ja', 'ko', 'zh'] as const;
const localesDir = new URL('../../../web/src/locales/', import.meta.url);

/** Fields of API answers that hold a place's or a person's own words, shown as the source wrote them. */
const SOURCE_TEXT_KEYS = new Set(['name', 'address', 'formatted_address', 'vicinity', 'author', 'text', 'description', 'phone', 'website', 'dish', 'username', 'email']);

const LATIN_WORD = /\p{Script=Latin}+(?:['’]\p{Script=Latin}+)?/gu;
/** Text in any language's quotation marks: the source's words quoted as found. */
const QUOTED = /[“„«「『][^“”„«»「」『』]*[”“»」』]/g;

function localeWords(lang: string): Set<string> {
  const words = new Set<string>();
  const walk = (node: unknown): void => {
    if (typeof node === 'string') {
      for (const word of node.replace(/\{\{\w+\}\}|<\/?\w+>/g, ' ').match(LATIN_WORD) ?? []) words.add(word.toLowerCase());
    } else if (node && typeof node === 'object') {
      for (const value of Object.values(node)) walk(value);
    }
  };
  for (const file of readdirSync(new URL(`${lang}/`, localesDir))) walk(JSON.parse(readFileSync(new URL(`${lang}/${file}`, localesDir), 'utf8')));
  // The chef card's sentences to the kitchen are this language's own text too (shared/domain/chef-card), e.g. French "me dire".
  const kitchen = KITCHEN_SENTENCES[lang as keyof typeof KITCHEN_SENTENCES];
  const sentence = (node: unknown): unknown =>
    typeof node === 'function' ? (node as (parts: object) => string)({ or: '', and: '', name: '' }) : node && typeof node === 'object' ? Object.values(node).map(sentence) : node;
  if (kitchen) walk(sentence(kitchen));
  return words;
}

/** English words that would be wrong on a page in `lang`. */
function englishFor(lang: string): Set<string> {
  const own = localeWords(lang);
  const english = new Set([...localeWords('en'), ...EXTRA_ENGLISH_WORDS]);
  return new Set([...english].filter((word) => word.length > 1 && !own.has(word) && !(word in ALLOWED_WORDS)));
}

/** Every string under a source-text key in an API answer (`keys`: these answers' own names for it). */
function collectSourceText(node: unknown, into: Set<string>, keys: ReadonlySet<string>, key = ''): void {
  if (typeof node === 'string') {
    if (keys.has(key) && node.trim().length > 1) into.add(node.trim());
  } else if (Array.isArray(node)) {
    for (const item of node) collectSourceText(item, into, keys, key);
  } else if (node && typeof node === 'object') {
    for (const [k, value] of Object.entries(node)) collectSourceText(value, into, keys, k);
  }
}

/** A place name as the geocoder labels it ("New York City, New York, US"). */
const LOCATION_KEYS = new Set([...SOURCE_TEXT_KEYS, 'label']);

/** The English words visible on the page, each with a little of its context. */
async function englishOnPage(page: Page, english: Set<string>, sourceText: Set<string>): Promise<string[]> {
  let text = await page.locator('body').innerText();
  for (const known of [...sourceText].sort((a, b) => b.length - a.length)) text = text.split(known).join(' ');
  text = text.replace(QUOTED, ' ').replace(/\S+@\S+/g, ' ').replace(/https?:\/\/\S+/g, ' ');
  const found: string[] = [];
  for (const match of text.matchAll(LATIN_WORD)) {
    if (!english.has(match[0].toLowerCase())) continue;
    const at = match.index;
    found.push(`${match[0]}  ←  …${text.slice(Math.max(0, at - 30), at + match[0].length + 30).replace(/\s+/g, ' ')}…`);
  }
  return found;
}

/** The page is drawn: a heading in its main part is there and no request is pending. */
async function settled(page: Page): Promise<void> {
  // 20 s: on a machine shared by several test runs one page missed a 10 s wait.
  await expect(page.locator('main').getByRole('heading').first()).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
}

for (const lang of LANGUAGES) {
  test(`no English words on the main pages in ${lang}`, async ({ page }) => {
    const english = englishFor(lang);
    // The welcome page's example places are named as places are: their names are not translated.
    const sourceText = new Set<string>(EXAMPLE_PLACES.map((example) => example.place.name));
    page.on('response', async (response) => {
      const path = new URL(response.url()).pathname;
      if (!path.startsWith('/api/') || !(response.headers()['content-type'] ?? '').includes('json')) return;
      collectSourceText(await response.json().catch(() => null), sourceText, /^\/api\/(geocode|locations)/.test(path) ? LOCATION_KEYS : SOURCE_TEXT_KEYS);
    });
    await page.addInitScript((language) => localStorage.setItem('forksure.language', language), lang);
    const problems: string[] = [];
    const check = async (what: string) => {
      await settled(page);
      for (const word of await englishOnPage(page, english, sourceText)) problems.push(`${what}: ${word}`);
    };

    // The legal pages' every paragraph (privacy policy and terms) is read in the page's language too.
    for (const path of ['/welcome', '/pricing', '/auth', '/privacy-policy', '/terms-of-service']) {
      await page.goto(path);
      await check(path);
    }

    const user = newUser(`Words${lang}`);
    sourceText.add(user.username).add(user.email);
    await createAccount(page.request, user, lang);
    await page.clock.install({ time: Date.now() + 2 * 60_000 });
    await signIn(page, user.username, user.password);
    await expect(page).toHaveURL(/\/home$/);
    await setProfileLists(page, { allergies: ['Peanuts', 'Shellfish', 'Milk'], dietary_preferences: ['Vegetarian'] });
    // A person they eat with (product-rules §14.4): the search is for the table, so its words are on every page below.
    const diner = await page.request.post('/api/diner-profiles', {
      headers: freshConnection({ Authorization: `Bearer ${await accessToken(page)}` }),
      data: { name: 'Kim Lee', allergies: ['Milk', 'Sesame'], allergy_severities: { Milk: 'intolerance', Sesame: 'severe' }, dietary_preferences: ['Vegan'] },
    });
    expect(diner.status(), await diner.text()).toBe(201);
    sourceText.add('Kim Lee').add('KL');
    await page.reload();
    await page.getByTestId('location-summary').filter({ hasNotText: /…|\.\.\./ }).waitFor();
    // The diets-and-allergies panel open: its editors and each allergy's severity, named in the page's language.
    await page.getByTestId('dietary-toggle').click();
    await expect(page.getByTestId('allergy-severities')).toBeVisible();
    await page.getByTestId('table-picker').getByTestId('table-diner').click();
    await check('/home');

    await runSearch(page);
    await expect(page.getByTestId('restaurant-card').first().getByTestId('table-verdict')).toHaveCount(2);
    await check('/search-results');
    await page.getByTestId('card-save').first().click();
    await page.getByTestId('card-link').first().click();
    await expect(page.getByTestId('restaurant-page')).toBeVisible();
    await expect(page.getByTestId('restaurant-scan').getByTestId('table-verdict')).toHaveCount(2);
    await check('/restaurant');

    // The table's person (above) on the profile and on the chef card: named, not translated.
    for (const path of ['/saved-list', '/history', '/profile', '/chef-card', '/current-plan', '/comparison']) {
      await page.goto(path);
      if (path === '/chef-card') {
        // The card for the table: the user and the diner, each named, with severities and diets.
        await page.getByTestId('chef-card-person').nth(1).check();
        await expect(page.getByTestId('chef-card-person-name')).toHaveCount(2);
      }
      await check(path);
    }
    expect(problems, `English words on ${lang} pages`).toEqual([]);
  });
}
