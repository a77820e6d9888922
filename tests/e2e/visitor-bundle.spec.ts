import { expect, test, type Page, type Response } from '@playwright/test';
import { createAccount, newUser, signIn } from './accounts/support';

/**
 * A visitor's pages never download the sign-in code (Amplify, ~100 KB): it loads only to restore a
 * stored session or at the first sign-in (AuthProvider). Amplify's chunks are recognised by the
 * `aws-amplify` text they carry (its user agent), which no other code of the app contains; the
 * signed-in test proves the marker finds them.
 */
const AMPLIFY_MARKER = 'aws-amplify';

/** Collects the bodies of the scripts the page downloads. */
function scriptBodies(page: Page): Promise<string>[] {
  const bodies: Promise<string>[] = [];
  page.on('response', (response: Response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  return bodies;
}

test("a visitor's welcome, pricing and sign-in pages download no Amplify", async ({ page }) => {
  const bodies = scriptBodies(page);
  for (const path of ['/welcome', '/pricing', '/auth']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  const scripts = await Promise.all(bodies);
  expect(scripts.length, 'scripts were downloaded and checked').toBeGreaterThan(0);
  expect(scripts.filter((body) => body.includes(AMPLIFY_MARKER)).length, 'scripts carrying Amplify').toBe(0);
});

test('signing in downloads Amplify (the marker finds its chunks)', async ({ page }) => {
  const user = newUser('Bundle');
  await createAccount(page.request, user);
  const bodies = scriptBodies(page);
  await signIn(page, user.username, user.password);
  await expect(page).not.toHaveURL(/\/auth/);
  const scripts = await Promise.all(bodies);
  expect(scripts.some((body) => body.includes(AMPLIFY_MARKER))).toBe(true);
});
