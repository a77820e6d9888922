import { expect, test } from '@playwright/test';

test.describe('pricing page', () => {
  test('shows the three plans with the spec texts and prices', async ({ page }) => {
    await page.goto('/pricing');
    const cards = page.locator('[data-testid^="plan-card-"]');
    await expect(cards).toHaveCount(3);

    const free = page.getByTestId('plan-card-free');
    await expect(free.getByRole('heading')).toHaveText('Free');
    await expect(page.getByTestId('plan-price-free')).toHaveText('$0');
    await expect(free).toContainText('forever');
    await expect(free).toContainText('For casual diners');
    for (const line of ['Basic restaurant search', 'Location-based results', 'Dietary filters', 'Basic allergen alerts', 'Scrape up to 5 restaurants a day', 'Save up to 5 restaurants']) {
      await expect(free.getByRole('list', { name: 'Included', exact: true })).toContainText(line);
    }
    for (const line of ['Comparison tool', 'Customer reviews', 'AI pros and cons', 'Smart tagging', 'Unlimited scraping']) {
      await expect(free.getByRole('list', { name: 'Not included' })).toContainText(line);
    }

    const pro = page.getByTestId('plan-card-pro');
    await expect(page.getByTestId('plan-price-pro')).toHaveText('$5');
    await expect(pro).toContainText('per month');
    await expect(pro.getByTestId('most-popular')).toHaveText('Most Popular');
    for (const line of ['Everything in Free', 'Scrape up to 15 restaurants a day', 'Save up to 20 restaurants', '2-restaurant comparison tool', 'Customer reviews']) {
      await expect(pro.getByRole('list', { name: 'Included', exact: true })).toContainText(line);
    }
    for (const line of ['Unlimited scrapes', 'Unlimited saves', '3-restaurant comparison tool', 'AI pros and cons', 'Smart tagging']) {
      await expect(pro.getByRole('list', { name: 'Not included' })).toContainText(line);
    }

    const premium = page.getByTestId('plan-card-premium');
    await expect(page.getByTestId('plan-price-premium')).toHaveText('$10');
    await expect(premium).toContainText('per month');
    await expect(premium.getByTestId('most-popular')).toHaveCount(0);
    for (const line of ['Everything in Pro', 'Unlimited scrapes', 'Unlimited saves', '3-restaurant comparison tool', 'AI pros and cons', 'Smart tagging']) {
      await expect(premium.getByRole('list', { name: 'Included', exact: true })).toContainText(line);
    }
    await expect(premium.getByRole('list', { name: 'Not included' })).toHaveCount(0);
  });

  for (const tier of ['free', 'pro', 'premium'] as const) {
    test(`visitor ${tier} plan button goes to /auth`, async ({ page }) => {
      await page.goto('/pricing');
      await page.getByTestId(`plan-action-${tier}`).click();
      await expect(page).toHaveURL(/\/auth$/);
    });
  }

  test('canceled=true shows the cancel toast and clears the query', async ({ page }) => {
    await page.goto('/pricing?canceled=true');
    await expect(page.getByText('Payment was canceled. You can try again anytime.')).toBeVisible();
    await expect(page).toHaveURL(/\/pricing$/);
  });

  test('success=true shows the welcome toast after the re-check and clears the query', async ({ page }) => {
    await page.goto('/pricing?success=true');
    // Not before the 2 s re-check.
    await page.waitForTimeout(1000);
    await expect(page.getByText('Welcome to your new plan! Your subscription is now active.')).toHaveCount(0);
    await expect(page.getByText('Welcome to your new plan! Your subscription is now active.')).toBeVisible();
    await expect(page).toHaveURL(/\/pricing$/);
  });
});
