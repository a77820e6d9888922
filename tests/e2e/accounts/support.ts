import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { text } from '../locale';
import { freshConnection } from '../support/api-headers';

/**
 * Helpers of the account journeys. Codes are read from the local outbox through its dev pages
 * (`/dev/outbox`), which the runtime serves and the Vite dev server proxies, so the tests work
 * against `npm start` (port 3100, `.data-e2e`) and against any E2E_BASE_URL without knowing where
 * the outbox lives on disk.
 */

export interface TestUser {
  username: string;
  email: string;
  password: string;
}

/** A fresh identity per test: tests run in parallel and the data directory is shared. */
export function newUser(prefix: string): TestUser {
  const tag = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const username = `${prefix}_${tag}`.slice(0, 30);
  return { username, email: `${username.toLowerCase()}@example.com`, password: `Crisp-Falafel-${randomBytes(2).toString('hex')}` };
}

/** `auth` namespace strings in English, so the tests follow the copy. */
export const en = (key: string, values: Record<string, string | number> = {}) => text('en', 'auth', key, values);

interface OutboxRow {
  id: string;
  to: string;
}

async function outboxRows(request: APIRequestContext): Promise<OutboxRow[]> {
  const response = await request.get('/dev/outbox', { headers: freshConnection() });
  expect(response.ok(), 'the local outbox page answers').toBe(true);
  const html = await response.text();
  const rows: OutboxRow[] = [];
  for (const match of html.matchAll(/<tr><td>[^<]*<\/td><td>([^<]*)<\/td>\s*<td><a href="\/dev\/outbox\/([^"]+)">/g)) {
    rows.push({ to: match[1]!, id: decodeURIComponent(match[2]!) });
  }
  return rows; // newest first
}

/** Ids of the messages already in the outbox for `email`, to tell a resent code from the first one. */
export async function outboxIds(request: APIRequestContext, email: string): Promise<string[]> {
  return (await outboxRows(request)).filter((row) => row.to === email).map((row) => row.id);
}

/**
 * The newest code of `length` digits mailed to `email` in a message not in `seen`; waits for it.
 * The emails put the code alone on an indented line.
 */
export async function readCode(request: APIRequestContext, email: string, length: number, seen: string[] = []): Promise<string> {
  const pattern = new RegExp(`^\\s{4}(\\d{${length}})\\s*$`, 'm');
  let code: string | null = null;
  await expect
    .poll(
      async () => {
        const row = (await outboxRows(request)).find((r) => r.to === email && !seen.includes(r.id));
        if (!row) return null;
        const page = await (await request.get(`/dev/outbox/${encodeURIComponent(row.id)}`, { headers: freshConnection() })).text();
        code = pattern.exec(page)?.[1] ?? null;
        return code;
      },
      { message: `a ${length}-digit code mailed to ${email}`, timeout: 15_000, intervals: [250, 500, 1000] },
    )
    .not.toBeNull();
  return code!;
}

/** A code of the same length that is certainly wrong. */
export function wrongCode(code: string): string {
  return code
    .split('')
    .map((d) => String((Number(d) + 1) % 10))
    .join('');
}

/** Creates an account through the API (sign-up code from the outbox, then verify), without the UI. */
export async function createAccount(request: APIRequestContext, user: TestUser, language = 'en'): Promise<void> {
  const sent = await request.post('/api/auth/signup/code', { headers: freshConnection(), data: { email: user.email, username: user.username, language } });
  expect(sent.status(), await sent.text()).toBe(200);
  const code = await readCode(request, user.email, 6);
  const verified = await request.post('/api/auth/signup/verify', {
    headers: freshConnection(),
    // The region an en-US browser (Playwright's default locale) sends: the account starts in miles (product-rules §14.1).
    data: { email: user.email, code, username: user.username, password: user.password, language, region: 'US' },
  });
  expect(verified.status(), await verified.text()).toBe(200);
}

/** Signs in on /auth (Login tab) with an email or a username. */
export async function signIn(page: Page, identifier: string, password: string): Promise<void> {
  await page.goto('/auth');
  await page.getByTestId('login-identifier').fill(identifier);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/** The toast region (sonner), to read the spec's toasts. */
export const toasts = (page: Page) => page.locator('[data-sonner-toaster]');

/** Amplify's token entries in localStorage. */
export async function storedAuthKeys(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Object.keys(localStorage).filter((key) => key.startsWith('CognitoIdentityServiceProvider.') || key.startsWith('forksure.subscription.')),
  );
}
