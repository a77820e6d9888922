import { expect, test } from '@playwright/test';
import { signedInOnHome } from '../search/support';
import { expectHeaderTier, openCheckout, openPortal, payCheckout, portalAction } from './support';

/**
 * The app opened as http://127.0.0.1:PORT (not localhost): checkout and the portal are served on
 * that same origin, so paying brings the browser back (the pages' CSP allows `form-action 'self'`
 * only) and the app shows the new plan, not Free from its cache.
 */
const configured = new URL(process.env.E2E_BASE_URL ?? 'http://localhost:3100');
const loopback = `http://127.0.0.1:${configured.port}`;

test.use({ baseURL: loopback });
test.describe.configure({ timeout: 120_000 });

test('opened as 127.0.0.1: pay for Pro in the simulator, come back and see Pro; the portal returns there too', async ({ page }) => {
  await page.goto('/');
  expect(new URL(page.url()).origin).toBe(loopback);
  await signedInOnHome(page, 'Loopback');
  await expectHeaderTier(page, 'free');

  await page.goto('/pricing');
  await openCheckout(page, 'pro');
  // Paying must bring the browser back to the app (a cross-origin redirect would be blocked), welcomed as Pro.
  await payCheckout(page);
  expect(new URL(page.url()).origin, 'back on the app\'s origin').toBe(loopback);
  await expectHeaderTier(page, 'pro');

  await openPortal(page);
  expect(new URL(page.url()).origin, 'the portal page is on the app\'s origin').toBe(loopback);
  await portalAction(page, /^Change to Premium/, 'tierChanges');
  await expectHeaderTier(page, 'premium');
});
