import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { LANGUAGES } from '../../../shared/i18n/languages';
import { createAccount, newUser, signIn } from '../accounts/support';
import { choosePresets, PHILADELPHIA, runSearch } from '../search/support';
import { measureOverflow, overflowProblem } from './overflow';

/**
 * Nothing runs off a phone screen (issue 18 item 14): every page of the router, at 360 and 390 px, in
 * all nine languages, public pages as a visitor and the rest signed in (Free, then Premium with a
 * search's results, a saved place, a comparison and a generated menu on screen). One browser context
 * per language; all the failures of a language are reported together, each with the elements past
 * the edge (selector, text, by how much).
 */
const WIDTHS = [390, 360] as const;

// Each language: 13 public pages, then an account, a checkout, a search and a generated menu, then
// 18 signed-in views, each measured at two widths. Measured: about 50 s a language alone, 100 s with
// the whole suite running on the 2-core machine; 2.4x the latter.
test.describe.configure({ timeout: 240_000 });
test.use({ geolocation: PHILADELPHIA, permissions: ['geolocation'] });

interface Visit {
  /** The router's path this visit covers. */
  route: string;
  path: string;
}
const visit = (route: string, path = route): Visit => ({ route, path });

const EMAIL = 'ana%40example.com';
const VISITOR_PAGES: Visit[] = [
  visit('/welcome'),
  visit('/pricing'),
  visit('/auth'),
  visit('/auth', '/auth?tab=signup'),
  visit('/terms-of-service'),
  visit('/privacy-policy'),
  visit('/reset-password'),
  visit('/forgot-password-otp', `/forgot-password-otp?email=${EMAIL}`),
  visit('/otp-verification', `/otp-verification?email=${EMAIL}`),
  visit('/new-password', `/new-password?email=${EMAIL}&token=layout-check`),
  visit('/signup-verification', `/signup-verification?email=${EMAIL}&username=ana`),
  visit('/change-password', `/change-password?email=${EMAIL}&token=layout-check`),
  visit('*', '/no-such-page'),
];
/** Signed-in pages reached by address (the results, detail and menu analysis are reached by clicks). */
const SIGNED_IN_PAGES: Visit[] = [
  visit('/comparison'),
  visit('/saved-list'),
  visit('/history'),
  visit('/history', '/history?tab=searches'),
  visit('/history', '/history?tab=comparisons'),
  visit('/history', '/history?tab=menus'),
  visit('/profile'),
  visit('/current-plan'),
  visit('/chef-card'),
  visit('/pricing'),
  visit('/welcome'),
  visit('/email-verification'),
  visit('*', '/no-such-page'),
];
const CLICKED_ROUTES = ['/home', '/search-results', '/restaurant/:id', '/scrape-menu'];

test('the pages checked are every route of the router', () => {
  const source = readFileSync(new URL('../../../web/src/app/routes.tsx', import.meta.url), 'utf8');
  const routes = [...source.matchAll(/path: '([^']+)'/g)].map((m) => m[1]!).filter((path) => path !== '/');
  const checked = new Set([...VISITOR_PAGES, ...SIGNED_IN_PAGES].map((v) => v.route).concat(CLICKED_ROUTES));
  expect(routes.length).toBeGreaterThan(10);
  expect(routes.filter((route) => !checked.has(route)), 'routes with no page in this test').toEqual([]);
});

/** The page has drawn: its heading is shown and no skeleton or spinner is left. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[data-skeleton], [data-testid="page-spinner"]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
}

/** Goes to `path` inside the running app (no reload: the signed-in state and the search stay). */
async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect.poll(() => page.evaluate(() => location.pathname + location.search)).toBe(path);
}

for (const lang of LANGUAGES) {
  test.describe(lang, () => {
    test.use({ locale: lang, viewport: { width: WIDTHS[0], height: 844 } });

    test(`no page runs off a 360 or 390 px screen in ${lang}`, async ({ page }) => {
      const problems: string[] = [];
      const check = async (where: string) => {
        await settled(page);
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 844 });
          const problem = overflowProblem(`${where} at ${width} px (${lang})`, await measureOverflow(page));
          if (problem) problems.push(problem);
        }
      };

      await page.goto(VISITOR_PAGES[0]!.path);
      for (const { path } of VISITOR_PAGES) {
        if (path !== VISITOR_PAGES[0]!.path) await goInApp(page, path);
        await check(`visitor ${path}`);
      }

      const user = newUser(`Fit${lang}`);
      await createAccount(page.request, user, lang);
      await page.clock.install({ time: Date.now() + 2 * 60_000 }); // an established account (login guard)
      await signIn(page, user.username, user.password);
      await expect(page).toHaveURL(/\/home$/);
      await expect(page.getByTestId('location-summary')).toContainText('Philadelphia');
      await check('Free /home');
      await goInApp(page, '/current-plan');
      await check('Free /current-plan');

      await page.goto('/pricing');
      await page.getByTestId('plan-action-premium').click();
      await expect(page).toHaveURL(/\/dev\/billing\/checkout\//);
      await page.getByRole('button', { name: /^Pay .* and subscribe$/ }).click();
      await expect(page).toHaveURL(/\/pricing$/, { timeout: 15_000 });
      await expect(page.getByRole('banner').getByTestId('tier-label')).toHaveAttribute('data-tier', 'premium', { timeout: 15_000 });

      await goInApp(page, '/home');
      await expect(page.getByTestId('location-summary')).toContainText('Philadelphia');
      await choosePresets(page, { dietary: ['vegetarian'], allergy: ['peanuts', 'shellfish'] });
      await check('/home with the diet and allergy panel open');
      await runSearch(page);
      const cards = page.getByTestId('restaurant-card');
      await cards.nth(0).getByTestId('card-save').click();
      await cards.nth(0).getByTestId('card-compare').click();
      await cards.nth(1).getByTestId('card-compare').click();
      await expect(page.getByTestId('comparison-chip')).toHaveCount(2);
      await check('/search-results with a comparison bar');

      await cards.nth(0).getByTestId('card-menu').click();
      await expect(page).toHaveURL(/\/restaurant\//, { timeout: 60_000 });
      await expect(page.getByTestId('menu-panel')).toHaveAttribute('data-state', 'items');
      await check('/restaurant/{id} with a generated menu');
      await page.getByTestId('menu-panel').getByTestId('menu-analysis-link').click();
      await expect(page).toHaveURL(/\/scrape-menu\?/);
      await check('/scrape-menu');

      for (const { path } of SIGNED_IN_PAGES) {
        await goInApp(page, path);
        await check(`signed-in ${path}`);
      }

      expect(problems, `Pages wider than the screen in ${lang}:\n${problems.join('\n')}`).toEqual([]);
    });
  });
}
