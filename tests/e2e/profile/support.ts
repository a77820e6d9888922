import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { freshConnection } from '../support/api-headers';

/**
 * Helpers for the profile journeys: accounts are created through the API (sign-up code from the
 * local outbox, then verify), and codes for later steps are read from the same outbox.
 * E2E_OUTBOX_DIR points at the outbox of the server under test (default: the one
 * playwright.config.ts starts, `.data-e2e/outbox`).
 */
export const OUTBOX_DIR = resolve(process.env.E2E_OUTBOX_DIR ?? '.data-e2e/outbox');

export interface Account {
  username: string;
  email: string;
  password: string;
}

/** A fresh account's details; usernames stay within the 30-character rule. */
export function newAccount(prefix: string): Account {
  const id = randomBytes(4).toString('hex');
  return { username: `${prefix}_${id}`, email: `${prefix}.${id}@example.com`, password: `Tasty-${id}-Forks!` };
}

interface OutboxFile {
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

/** The code in the newest email to `to` sent at or after `since`, waiting for it to arrive. */
export async function codeFromOutbox(to: string, since: number, digits = 6): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(
      () => {
        code = findCode(to.toLowerCase(), since, digits);
        return code;
      },
      { message: `an email with a ${digits}-digit code to ${to} in ${OUTBOX_DIR}`, timeout: 15_000 },
    )
    .not.toBeNull();
  return code!;
}

function findCode(to: string, since: number, digits: number): string | null {
  let names: string[] = [];
  try {
    names = readdirSync(OUTBOX_DIR).filter((name) => name.endsWith('.json'));
  } catch {
    return null;
  }
  const messages = names
    .map((name) => {
      try {
        return JSON.parse(readFileSync(join(OUTBOX_DIR, name), 'utf8')) as OutboxFile;
      } catch {
        return null; // being written
      }
    })
    .filter((m): m is OutboxFile => m !== null && m.to.toLowerCase() === to && Date.parse(m.sentAt) >= since - 1000)
    .sort((a, b) => b.sentAt.localeCompare(a.sentAt));
  for (const message of messages) {
    const match = new RegExp(`(?<!\\d)(\\d{${digits}})(?!\\d)`).exec(`${message.subject}\n${message.text}`);
    if (match) return match[1]!;
  }
  return null;
}

/** Creates the account the way sign-up does: POST /api/auth/signup/code, the emailed code, POST /api/auth/signup/verify. */
export async function createAccount(request: APIRequestContext, account: Account, language = 'en'): Promise<void> {
  const since = Date.now();
  const sent = await request.post('/api/auth/signup/code', { headers: freshConnection(), data: { email: account.email, username: account.username, language } });
  expect(sent.status(), await sent.text()).toBe(200);
  const code = await codeFromOutbox(account.email, since);
  const verified = await request.post('/api/auth/signup/verify', {
    headers: freshConnection(),
    // The region an en-US browser (Playwright's default locale) sends: the account starts in miles (product-rules §14.1).
    data: { email: account.email, code, username: account.username, password: account.password, language, region: 'US' },
  });
  expect(verified.status(), await verified.text()).toBe(200);
}

/** Signs in through the /auth page, the way a person does. */
export async function signInThroughAuthPage(page: Page, identifier: string, password: string): Promise<void> {
  await page.goto('/auth');
  await page.getByTestId('login-identifier').fill(identifier);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page).not.toHaveURL(/\/auth(\?|$)/);
}

/**
 * An account created under 60 s ago is new: the login guard keeps it on the profile set-up. Tests
 * of an established account move the browser clock two minutes ahead (time still flows) so the
 * account they just created counts as an old one.
 */
export async function actAsEstablishedAccount(page: Page): Promise<void> {
  await page.clock.install({ time: Date.now() + 2 * 60_000 });
}

/** Creates an account, signs in through /auth as an established user and opens /profile. */
export async function signedInOnProfile(page: Page, account: Account): Promise<void> {
  await createAccount(page.request, account);
  await actAsEstablishedAccount(page);
  await signInThroughAuthPage(page, account.username, account.password);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/profile');
  await expect(page.getByTestId('profile-form')).toBeVisible();
}
