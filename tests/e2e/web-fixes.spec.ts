import { expect, test, type Page } from '@playwright/test';
import { outboxIds } from './accounts/support';
import { PHILADELPHIA, runSearch, s, signedInOnHome, toasts } from './search/support';

/** Issue 9, item 11: the verification page's sends, translated distances, and toasts below the header. */
test.describe.configure({ timeout: 90_000 });

test('/email-verification sends one email over four visits; Resend waits out the resend delay', async ({ page, request }) => {
  const user = await signedInOnHome(page, 'Verifier');
  const before = await outboxIds(request, user.email);
  const asks: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/auth/email-verification/code')) asks.push(r.url());
  });

  for (let visit = 1; visit <= 4; visit += 1) {
    await page.goto('/email-verification');
    await expect(page.getByTestId('email-verification-page')).toContainText(user.email);
    // Later visits start Resend's countdown from the first send instead of asking again.
    await expect(page.getByTestId('resend-code')).toBeDisabled();
  }
  // The page decides on a send when it mounts and sends at once (after reading its token). Once it has
  // gone quiet on the network, a send from the last visit would have shown up.
  await page.waitForLoadState('networkidle');
  expect(asks).toHaveLength(1);
  const sent = (await outboxIds(request, user.email)).filter((id) => !before.includes(id));
  expect(sent).toHaveLength(1);
});

test.describe('with the browser sharing its position', () => {
  test.use({ geolocation: PHILADELPHIA, permissions: ['geolocation'] });

  test('Japanese results name the distance unit in Japanese', async ({ page }) => {
    await signedInOnHome(page, 'Nihongo');
    await page.evaluate(() => localStorage.setItem('forksure.language', 'ja'));
    await page.reload();
    await expect(page.getByTestId('search-submit')).toHaveText(s('form.submit', {}, 'ja'));
    await runSearch(page);
    const distance = page.getByTestId('card-distance').first();
    await expect(distance).toContainText('マイル');
    await expect(distance).not.toContainText(/miles?/);
  });
});

/** The toast's box starts below the header's box (no overlap). */
async function expectToastBelowHeader(page: Page): Promise<void> {
  const header = await page.getByRole('banner').boundingBox();
  expect(header).not.toBeNull();
  const toast = toasts(page).locator('[data-sonner-toast]').first();
  await expect(toast).toBeVisible();
  // Polled: the toast slides in.
  await expect.poll(async () => (await toast.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(header!.y + header!.height);
}

for (const width of [1280, 390]) {
  test(`toasts sit below the header at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 1024 ? 844 : 800 });
    await signedInOnHome(page, 'Toasty');
    await expect(page.getByTestId('usage-gauges')).toBeVisible();
    await page.getByTestId('search-reset').click();
    await expect(toasts(page)).toContainText(s('toast.reset'));
    await expectToastBelowHeader(page);
  });
}
