import { expect, test, type Page } from '@playwright/test';
import { text } from '../locale';
import { PHILADELPHIA, runSearch, signedInOnHome } from './support';

/**
 * Results on a map (issue 20 item 1, product-rules §4.10): the List / Map switch, kept for the tab's session;
 * a pin per place named by the place and its badge's words, reachable with Tab, opening the place's card;
 * the search position, ring and scale on a plain background with the line about the street map; no request
 * leaves the machine; without WebGL the pins are plotted instead. The detail page shows a small map.
 */
test.describe.configure({ timeout: 120_000 });
test.use({ geolocation: PHILADELPHIA, permissions: ['geolocation'] });

const BADGE_WORDS = ['High Risk', 'Check Menu', 'Safe Option', 'No restrictions set'];
const m = (key: string, values: Record<string, string | number> = {}) => text('en', 'common', `map.${key}`, values);

/** Every request the page makes, from the first navigation on. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

async function searchAndShowMap(page: Page): Promise<number> {
  await signedInOnHome(page, 'Mapper');
  await runSearch(page);
  const total = Number((await page.getByTestId('results-range').textContent())?.match(/(\d+)\D*$/)?.[1]);
  expect(total, 'the results count').toBeGreaterThan(0);
  await page.getByTestId('results-layout-map').click();
  await expect(page.getByTestId('results-layout-map')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('results-map')).toBeVisible();
  return total;
}

/** Tabs forward until a map pin (or a group of pins) has focus; at most `limit` presses. */
async function tabToPin(page: Page, limit = 40, testId = 'map-pin'): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((id) => document.activeElement?.getAttribute('data-testid') === id, testId)) return;
  }
  throw new Error(`no ${testId} took focus within ${limit} Tab presses`);
}

/** The places on the map: a pin each, or counted in the group mark of pins that would overlap. */
async function placesOnMap(page: Page): Promise<number> {
  const pins = await page.getByTestId('map-pin').count();
  const grouped = await page.getByTestId('map-cluster').evaluateAll((all) => all.reduce((sum, g) => sum + Number(g.getAttribute('data-count')), 0));
  return pins + grouped;
}

test('the map shows a named pin per place, the position, ring and scale; Tab reaches a pin that opens its card; nothing leaves the machine', async ({ page, baseURL }) => {
  const requests = recordRequests(page);
  const total = await searchAndShowMap(page);

  // Drawn with WebGL here (MapLibre's canvas), on the plain background, with the local line.
  await expect(page.locator('[data-testid="results-map-canvas"] canvas.maplibregl-canvas')).toBeVisible();
  await expect(page.getByTestId('map-local-note')).toHaveText(m('localBasemap'));
  await expect(page.locator('.maplibregl-ctrl-scale')).toBeVisible();
  await expect(page.getByTestId('map-position')).toHaveAttribute('aria-label', m('you'));
  expect(await page.evaluate(() => document.querySelector('canvas.maplibregl-canvas') !== null)).toBe(true);

  // One pin per result (the filters' list, not one page of it), each a button named "place: badge words";
  // pins that would overlap stand as one group mark counting them.
  const pins = page.getByTestId('map-pin');
  await expect.poll(() => placesOnMap(page)).toBe(total);
  for (const label of await pins.evaluateAll((all) => all.map((p) => `${p.tagName} ${p.getAttribute('aria-label')} ${p.getAttribute('data-kind')}`))) {
    expect(label, 'a button with the badge words').toMatch(new RegExp(`^BUTTON .+: (${BADGE_WORDS.join('|')}) (danger|caution|safe|unset)$`));
  }

  // Keyboard: Tab to a pin, Enter opens its card (focus moves into it), Escape closes it back to the pin.
  await page.getByTestId('results-layout-map').focus();
  await tabToPin(page);
  const pinName = (await page.evaluate(() => document.activeElement?.getAttribute('aria-label')))!;
  await page.keyboard.press('Enter');
  const card = page.getByTestId('map-card');
  await expect(card).toBeVisible();
  await expect(card.getByTestId('restaurant-card')).toContainText(pinName.replace(/: [^:]+$/, ''));
  await expect(card).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(card).toBeHidden();
  expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(pinName);

  // The choice is kept for the tab's session: a reload comes back to the map.
  await page.reload();
  await expect(page.getByTestId('results-map')).toBeVisible();
  await expect.poll(() => placesOnMap(page)).toBe(total);

  // The card a pin opens leads to the detail page, which shows the place on a small map.
  // (Pins may overlap where places stand close together: opened by keyboard, as above.)
  await page.getByTestId('map-pin').first().focus();
  await page.keyboard.press('Enter');
  await page.getByTestId('map-card').getByTestId('restaurant-card').getByRole('heading').click();
  await expect(page).toHaveURL(/\/restaurant\//);
  // The detail page's map loads when it scrolls into view (below the fold on a phone).
  await page.getByTestId('place-map-slot').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('place-map').locator('canvas.maplibregl-canvas')).toBeVisible();
  await expect(page.getByTestId('place-pin')).toHaveAttribute('aria-label', new RegExp(`: (${BADGE_WORDS.join('|')})$`));

  // Every request went to the page's own origin (or stayed in the browser: data:, blob:).
  const origin = new URL(baseURL!).origin;
  const away = requests.filter((url) => !url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== origin);
  expect(requests.length, 'requests were recorded').toBeGreaterThan(10);
  expect(away, 'requests that left the page origin').toEqual([]);
});

test('without WebGL the same named pins are plotted on a plain square, and a pin still opens its card', async ({ page }) => {
  // A browser that cannot give MapLibre a WebGL 2 context.
  await page.addInitScript(() => {
    const getContext = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, kind: string, ...rest: unknown[]) {
      return kind.startsWith('webgl') ? null : (getContext as (...args: unknown[]) => unknown).call(this, kind, ...rest);
    } as typeof getContext;
  });
  const total = await searchAndShowMap(page);
  await expect(page.getByTestId('results-map-plot')).toBeVisible();
  await expect(page.getByTestId('map-no-webgl')).toHaveText(m('noWebgl'));
  await expect(page.locator('canvas.maplibregl-canvas')).toHaveCount(0);
  await expect(page.getByTestId('map-pin')).toHaveCount(total);
  await page.getByTestId('results-layout-map').focus();
  await tabToPin(page);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('map-card').getByTestId('restaurant-card')).toBeVisible();
});

test('pins that overlap are one group mark with their count and worst badge; Tab reaches it, Enter zooms in until its places stand apart', async ({ page }) => {
  const total = await searchAndShowMap(page);
  const groups = page.getByTestId('map-cluster');
  await expect(groups.first(), 'Philadelphia has places close together').toBeVisible();
  for (const [label, count, kind] of await groups.evaluateAll((all) => all.map((g) => [g.getAttribute('aria-label'), g.getAttribute('data-count'), g.getAttribute('data-kind')]))) {
    const badge = text('en', 'common', { danger: 'risk.high', caution: 'risk.check', safe: 'risk.safe', unset: 'risk.unset' }[kind as 'danger'] ?? 'none');
    expect(label).toBe(m('clusterName_other', { count: Number(count), badge }));
  }

  await page.getByTestId('results-layout-map').focus();
  await tabToPin(page, 80, 'map-cluster');
  const focusedKind = () => page.evaluate(() => document.activeElement?.getAttribute('data-testid'));
  // Each Enter zooms in on the group's places (or spreads them where zooming cannot part them); focus stays on them.
  for (let press = 0; press < 8 && (await focusedKind()) === 'map-cluster'; press += 1) {
    const zoomBefore = await page.locator('.maplibregl-ctrl-scale').textContent();
    await page.keyboard.press('Enter');
    await expect.poll(async () => `${await focusedKind()} ${await page.locator('.maplibregl-ctrl-scale').textContent()}`).not.toBe(`map-cluster ${zoomBefore}`);
  }
  await expect.poll(focusedKind, 'focus ends on one of the group’s places (not on the page while the map settles)').toBe('map-pin');
  await expect.poll(() => placesOnMap(page), 'every place still on the map once').toBe(total);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('map-card').getByTestId('restaurant-card')).toBeVisible();
});
