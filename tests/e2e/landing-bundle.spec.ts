import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test, type Response } from '@playwright/test';

/**
 * The visitor's landing page (/welcome) downloads none of the code it does not use before it is asked
 * for (issue 19, first download ≤ 120 KB gzipped): zod (the config is checked without it), the allergen
 * scan (the example cards' verdicts are scanned ahead), sonner (loaded at the first toast) and Radix's
 * dropdown menu (loaded when a header menu is pointed at or focused). Each is recognised by a text its
 * code carries and no other code of the app does; the second test proves each marker is in the build.
 */
const MARKERS = {
  zod: '$ZodObject',
  'allergen scan': 'worcestershire',
  sonner: 'data-sonner-toaster',
  'Radix dropdown menu': 'data-radix-menu-content',
} as const;

test("a visitor's landing page downloads neither zod, the allergen scan, sonner nor the dropdown menu", async ({ page }) => {
  const bodies: Promise<string>[] = [];
  page.on('response', (response: Response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  await page.goto('/welcome');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('example-verdict').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const scripts = await Promise.all(bodies);
  expect(scripts.length, 'scripts were downloaded and checked').toBeGreaterThan(0);
  const found = Object.entries(MARKERS).filter(([, marker]) => scripts.some((body) => body.includes(marker))).map(([name]) => name);
  expect(found, 'code in /welcome’s first download that it does not use').toEqual([]);
});

test('each marker is in the built app (so the first test can find it)', () => {
  const assets = resolve(import.meta.dirname, '..', '..', 'web', 'dist', 'assets');
  const scripts = readdirSync(assets).filter((file) => file.endsWith('.js')).map((file) => readFileSync(join(assets, file), 'utf8'));
  const missing = Object.entries(MARKERS).filter(([, marker]) => !scripts.some((body) => body.includes(marker))).map(([name]) => name);
  expect(missing).toEqual([]);
});
