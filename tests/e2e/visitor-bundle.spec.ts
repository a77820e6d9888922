import { expect, test, type Page, type Response } from '@playwright/test';
import { createAccount, newUser, signIn } from './accounts/support';

/**
 * A visitor's pages never download the sign-in code (Amplify, ~100 KB): it loads only to restore a
 * stored session or at the first sign-in (AuthProvider). Amplify's chunks are recognised by the
 * `aws-amplify` text they carry (its user agent), which no other code of the app contains; the
 * signed-in test proves the marker finds them.
 */
const AMPLIFY_MARKER = 'aws-amplify';

/** Collects the bodies of the scripts the page downloads. */
function scriptBodies(page: Page): Promise<string>[] {
  const bodies: Promise<string>[] = [];
  page.on('response', (response: Response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  return bodies;
}

test("a visitor's welcome, pricing and sign-in pages download no Amplify", async ({ page }) => {
  const bodies = scriptBodies(page);
  for (const path of ['/welcome', '/pricing', '/auth']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  const scripts = await Promise.all(bodies);
  expect(scripts.length, 'scripts were downloaded and checked').toBeGreaterThan(0);
  expect(scripts.filter((body) => body.includes(AMPLIFY_MARKER)).length, 'scripts carrying Amplify').toBe(0);
});

test('signing in downloads Amplify (the marker finds its chunks)', async ({ page }) => {
  const user = newUser('Bundle');
  await createAccount(page.request, user);
  const bodies = scriptBodies(page);
  await signIn(page, user.username, user.password);
  await expect(page).not.toHaveURL(/\/auth/);
  const scripts = await Promise.all(bodies);
  expect(scripts.some((body) => body.includes(AMPLIFY_MARKER))).toBe(true);
});

/**
 * Issue 19: the lazy chunks' imports are not preloaded at run time (web/vite.config.ts, modulePreload): the
 * <link rel=modulepreload> Vite's helper put in the page per import were most of a signed-in page's blocking
 * time. A signed-in page that loads its lazy route and Amplify has none.
 */
test('a signed-in page loads its lazy chunks without module preload links', async ({ page }) => {
  const user = newUser('Preload');
  await createAccount(page.request, user);
  await signIn(page, user.username, user.password);
  await expect(page).not.toHaveURL(/\/auth/);
  await page.goto('/history');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.locator('link[rel="modulepreload"]').count()).toBe(0);
});

/**
 * The results map's MapLibre (~280 KB gzipped) loads only when a map is shown: /search-results in list view
 * downloads none of it, switching to the map does. Its chunks are recognised by `maplibregl` (its CSS class
 * prefix), which no other code of the app contains.
 */
const MAPLIBRE_MARKER = 'maplibregl';

/** A new account signs in (its trial past) and searches from /home with the browser's position: the results show. */
async function signInAndSearch(page: Page, name: string): Promise<void> {
  const user = newUser(name);
  await createAccount(page.request, user);
  await page.clock.install({ time: Date.now() + 2 * 60_000 });
  await signIn(page, user.username, user.password);
  await expect(page).toHaveURL(/\/home$/);
  await page.getByTestId('search-submit').click();
  await expect(page.getByTestId('results-grid')).toBeVisible({ timeout: 20_000 });
}

test('/search-results in list view downloads no MapLibre; switching to the map does', async ({ browser }) => {
  // A sign-in, a search and two loads of the results page: measured ~35 s on a busy machine.
  test.setTimeout(90_000);
  const context = await browser.newContext({ geolocation: { latitude: 39.9526, longitude: -75.1652 }, permissions: ['geolocation'] });
  const page = await context.newPage();
  try {
    await signInAndSearch(page, 'MapBundle');
    // A fresh load of the list view, so every script it needs is downloaded (and checked) again.
    const listBodies = scriptBodies(page);
    await page.reload();
    await expect(page.getByTestId('results-grid')).toBeVisible({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const listScripts = await Promise.all(listBodies.splice(0));
    expect(listScripts.length, 'scripts were downloaded and checked').toBeGreaterThan(0);
    expect(listScripts.filter((body) => body.includes(MAPLIBRE_MARKER)).length, 'list-view scripts carrying MapLibre').toBe(0);

    await page.getByTestId('results-layout-map').click();
    await expect(page.getByTestId('results-map')).toBeVisible({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    expect((await Promise.all(listBodies)).some((body) => body.includes(MAPLIBRE_MARKER)), 'the map view downloads MapLibre').toBe(true);
  } finally {
    await context.close();
  }
});

test('on a phone the restaurant page downloads no MapLibre until its map scrolls into view', async ({ browser }) => {
  // A sign-in, a search and a detail page: measured ~25 s on a busy machine.
  test.setTimeout(90_000);
  const context = await browser.newContext({ viewport: { width: 390, height: 700 }, geolocation: { latitude: 39.9526, longitude: -75.1652 }, permissions: ['geolocation'] });
  const page = await context.newPage();
  try {
    await signInAndSearch(page, 'DetailMap');
    const bodies = scriptBodies(page);
    await page.getByTestId('restaurant-card').first().getByRole('heading').click();
    await expect(page).toHaveURL(/\/restaurant\//);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect((await Promise.all(bodies.splice(0))).filter((body) => body.includes(MAPLIBRE_MARKER)).length, 'scripts carrying MapLibre before scrolling').toBe(0);
    await expect(page.getByTestId('place-map')).toHaveCount(0);

    await page.getByTestId('place-map-slot').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('place-map').locator('canvas.maplibregl-canvas')).toBeVisible({ timeout: 30_000 });
    expect((await Promise.all(bodies)).some((body) => body.includes(MAPLIBRE_MARKER)), 'the map in view downloads MapLibre').toBe(true);
  } finally {
    await context.close();
  }
});

/**
 * Issue 19: the signed-in home, results, saved-list and history pages build no zod schema. The production build carries
 * the API contracts as method, path and auth (web/contract-descriptors-plugin.ts) and those pages read no other
 * schema, so zod is not downloaded at all. Its chunk is recognised by `ZodObject` (a type name zod keeps as text);
 * the sign-in form, which checks the address with a schema, proves the marker finds it.
 */
const ZOD_MARKER = 'ZodObject';

test('the home, results, saved-list and history pages download no zod; the sign-in form does', async ({ browser }) => {
  // A sign-in, a search and four page loads: measured ~30 s on a busy machine.
  test.setTimeout(90_000);
  const context = await browser.newContext({ geolocation: { latitude: 39.9526, longitude: -75.1652 }, permissions: ['geolocation'] });
  const page = await context.newPage();
  try {
    const signInBodies = scriptBodies(page);
    await signInAndSearch(page, 'ZodBundle');
    expect((await Promise.all(signInBodies)).some((body) => body.includes(ZOD_MARKER)), 'the sign-in form downloads zod').toBe(true);
    for (const [path, shown] of [
      ['/home', page.getByTestId('search-submit')],
      ['/search-results', page.getByTestId('results-grid')],
      ['/saved-list', page.getByRole('heading', { level: 1 })],
      ['/history', page.getByRole('heading', { level: 1 })],
    ] as const) {
      const bodies = scriptBodies(page);
      await page.goto(path);
      await expect(shown).toBeVisible({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      const scripts = await Promise.all(bodies);
      expect(scripts.length, `${path}: scripts were downloaded and checked`).toBeGreaterThan(0);
      expect(scripts.filter((body) => body.includes(ZOD_MARKER)).length, `${path}: scripts carrying zod`).toBe(0);
    }
  } finally {
    await context.close();
  }
});
