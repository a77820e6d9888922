import { expect, test } from '@playwright/test';

test('a missing config.json shows a full-page error, not a blank page', async ({ page }) => {
  await page.route('**/config.json', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
  await page.goto('/welcome');
  await expect(page.getByTestId('config-error')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Forksure can't start right now");
});
