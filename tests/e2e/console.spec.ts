import { expect, test } from '@playwright/test';

// The production CSP forbids inline scripts and foreign hosts; a violation or a runtime error shows up here.
const pages = [
  '/welcome',
  '/pricing',
  '/privacy-policy',
  '/terms-of-service',
  '/home',
  // The account pages.
  '/auth',
  '/auth?tab=signup',
  '/reset-password?error=invalid-token',
  '/signup-verification?email=a%40example.com&username=ana',
];
for (const path of pages) {
  test(`${path} loads without console errors or CSP violations`, async ({ page, baseURL }) => {
    const problems: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') problems.push(msg.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const origin = new URL(baseURL ?? 'http://localhost').origin;
    const foreign: string[] = [];
    page.on('request', (req) => {
      const url = req.url();
      if (!url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== origin) foreign.push(url);
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    expect(foreign).toEqual([]);
  });
}
