import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { PHILADELPHIA, choosePresets, runSearch, signedInOnHome } from './search/support';

/**
 * axe-core (WCAG 2.0/2.1 A and AA rules, and axe's best practices such as heading order) on the
 * pages people use most, signed out and signed in, at phone and desktop widths. Any violation fails with its rule, impact and elements listed.
 * Toasts are left out: they fade in and out, so their contrast would depend on the moment; their
 * colours are checked in web/src/styles/toast-contrast.test.ts instead.
 */
test.describe.configure({ timeout: 180_000 }); // nine pages through axe each, on a 2-core CI machine

async function expectAccessible(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const report = violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join('\n')}`);
  expect(report, `${what}:\n${report.join('\n')}`).toEqual([]);
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, geolocation: PHILADELPHIA, permissions: ['geolocation'] });

    test('public pages', async ({ page }) => {
      const pages = [
        '/welcome',
        '/pricing',
        '/auth',
        '/auth?tab=signup',
        '/privacy-policy',
        '/terms-of-service',
        '/reset-password',
        '/signup-verification?email=ana%40example.com&username=ana',
        '/no-such-page',
      ];
      for (const path of pages) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectAccessible(page, path);
      }
    });

    test('home with the panels open, and the results', async ({ page }) => {
      await signedInOnHome(page, 'Axe');
      await expect(page.getByTestId('location-summary')).toContainText('Philadelphia');
      await choosePresets(page, { dietary: ['vegetarian'], allergy: ['peanuts'] });
      await expectAccessible(page, '/home');
      await runSearch(page);
      await expectAccessible(page, '/search-results');
      await page.goto('/profile');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page, '/profile');
    });

    test('home when the browser refuses its position (the icon-only retry button on phones)', async ({ page, context }) => {
      await context.clearPermissions();
      await signedInOnHome(page, 'AxeDenied');
      await expect(page.getByTestId('location-retry')).toBeVisible();
      await expectAccessible(page, '/home without a position');
    });
  });
}
