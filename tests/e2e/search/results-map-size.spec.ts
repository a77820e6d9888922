import { expect, test, type Locator, type Page } from '@playwright/test';
import { freshConnection } from '../support/api-headers';
import { accessToken, PHILADELPHIA, runSearch, signedInOnHome } from './support';

/**
 * The map's canvas covers its whole container (issue 20 item 1, product-rules §4.10): at phone and desktop
 * widths the plain background is drawn everywhere the map stands, never a strip of it. In Japanese, where
 * it was first seen drawing a strip at 1280 px.
 */
test.describe.configure({ timeout: 120_000 });
test.use({ geolocation: PHILADELPHIA, permissions: ['geolocation'] });

/** The container's box and its canvas's box and drawing size, in CSS pixels. */
function sizes(container: Locator) {
  return container.evaluate((box) => {
    const canvas = box.querySelector('canvas.maplibregl-canvas') as HTMLCanvasElement | null;
    const outer = box.getBoundingClientRect();
    const drawn = canvas?.getBoundingClientRect();
    return {
      container: [Math.round(outer.width), Math.round(outer.height)],
      canvas: drawn ? [Math.round(drawn.width), Math.round(drawn.height)] : null,
      // The drawing buffer, back in CSS pixels: a canvas stretched by CSS alone would still draw a strip.
      buffer: canvas ? [Math.round(canvas.width / devicePixelRatio), Math.round(canvas.height / devicePixelRatio)] : null,
    };
  });
}

async function setProfileLanguage(page: Page, language: string): Promise<void> {
  const response = await page.request.put('/api/me/profile', { headers: freshConnection({ Authorization: `Bearer ${await accessToken(page)}` }), data: { language } });
  expect(response.status(), await response.text()).toBe(200);
}

async function expectCanvasCovers(container: Locator, what: string): Promise<void> {
  await expect(container.locator('canvas.maplibregl-canvas')).toBeVisible();
  await expect
    .poll(async () => {
      const { container: box, canvas, buffer } = await sizes(container);
      return { canvas: canvas && canvas.map((v, i) => Math.abs(v - box[i]!) <= 1), buffer: buffer && buffer.map((v, i) => Math.abs(v - box[i]!) <= 1) };
    }, { message: `${what}: the canvas and its drawing size match the container` })
    .toEqual({ canvas: [true, true], buffer: [true, true] });
}

for (const width of [390, 1280]) {
  test(`at ${width} px the results map and the detail page's map draw over their whole container`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 1024 ? 844 : 900 });
    await signedInOnHome(page, 'MapSize');
    // Japanese for the account and this browser: the sign-in's own apply of the account's language
    // (English) can land after /home shows on a busy machine, so a one-off localStorage write could lose.
    await setProfileLanguage(page, 'ja');
    await page.addInitScript(() => localStorage.setItem('forksure.language', 'ja'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await runSearch(page);
    await page.getByTestId('results-layout-map').click();
    await expect(page.locator('[data-testid="map-pin"], [data-testid="map-cluster"]').first()).toBeVisible();
    await expectCanvasCovers(page.getByTestId('results-map-canvas'), 'results map');

    // The detail page's small map, opened from the list.
    await page.getByTestId('results-layout-list').click();
    await page.getByTestId('restaurant-card').first().getByRole('heading').click();
    await expect(page).toHaveURL(/\/restaurant\//);
    await page.getByTestId('place-map-slot').scrollIntoViewIfNeeded(); // it loads when it scrolls into view
    await expectCanvasCovers(page.getByTestId('place-map').locator('.maplibregl-map').locator('..'), 'detail map');
  });
}
