import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { AdminGetUserCommand, type AttributeType, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { GetCommand, PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { createDb, type Db } from '../../../functions/lib/data/db';
import { listOutboxMessages, type OutboxMessage } from '../../../functions/lib/providers/mail/outbox';
import { localCognitoClient } from '../../../infra/local/cognito-setup';
import { post } from '../support/http';
import { startTestRuntime, type TestRuntime } from '../support/runtime';

export { type ApiAnswer, get, post, put } from '../support/http';

/**
 * Helpers for the account integration tests: the real local runtime (API, dynalite, cognito-local,
 * outbox), codes read from the outbox as a person would, and direct table access for the checks
 * the API cannot show (what is stored, ageing a code past its expiry).
 */

/**
 * The runtime for account tests. The local runtime sets CODE_HASH_KEY from its data directory; the
 * fallback here only matters for a runtime that does not.
 */
export async function startAuthRuntime(): Promise<TestRuntime> {
  process.env.CODE_HASH_KEY ??= randomBytes(32).toString('hex');
  return startTestRuntime();
}

export const uniqueName = (prefix = 'diner') => `${prefix}${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;

export function outbox(runtime: TestRuntime): OutboxMessage[] {
  return listOutboxMessages(join(runtime.dataDir, 'outbox'));
}

export function mailsTo(runtime: TestRuntime, to: string): OutboxMessage[] {
  return outbox(runtime).filter((m) => m.to === to);
}

/** The newest email to `to`; fails the test when there is none. */
export function latestMail(runtime: TestRuntime, to: string): OutboxMessage {
  const message = mailsTo(runtime, to)[0];
  if (!message) throw new Error(`No email to ${to} in the outbox.`);
  return message;
}

/** The code in a code email's plain text (on its own indented line). */
export function codeIn(message: OutboxMessage): string {
  const match = /^ {4}(\d{5,6})$/m.exec(message.text);
  if (!match) throw new Error(`No code in the email "${message.subject}".`);
  return match[1]!;
}

export const latestCode = (runtime: TestRuntime, to: string) => codeIn(latestMail(runtime, to));

/** `count` different codes of the length of `code`, none of them `code` (as a guesser would send). */
export function wrongGuesses(code: string, count: number): string[] {
  const guesses: string[] = [];
  for (let n = 0; guesses.length < count; n++) {
    const guess = String(n).padStart(code.length, '0');
    if (guess !== code) guesses.push(guess);
  }
  return guesses;
}

/**
 * Checks the outcome of wrong guesses sent together with the right code at `rightAt` ('OK' or the
 * error code of each, in sending order) against the rule "5 attempts per code, counted before the
 * code is compared". The right code either gets one of the 5 attempts and succeeds, or gets
 * TOO_MANY_ATTEMPTS; when it lost, exactly 5 guesses were compared (4 INVALID_CODE, then
 * TOO_MANY_ATTEMPTS for all others). Parallel requests may overtake a few others, so send order is
 * only decisive with a margin: sent first it must succeed, sent after `margin` or more wrong ones
 * (10 calling the service; more through HTTP, where a loaded machine reorders more) it must fail.
 */
export function assertGuessRace(outcomes: string[], rightAt: number, margin = 10): void {
  const where = `right code sent after ${rightAt} wrong guesses`;
  const right = outcomes[rightAt];
  const wrong = outcomes.filter((_, i) => i !== rightAt);
  if (rightAt === 0) assert.equal(right, 'OK', `${where}: the first attempt must be able to succeed`);
  if (rightAt >= margin) assert.notEqual(right, 'OK', `${where}: accepted`);
  if (right === 'OK') return;
  assert.equal(right, 'TOO_MANY_ATTEMPTS', where);
  assert.equal(wrong.filter((o) => o === 'INVALID_CODE').length, 4, `${where}: only 5 guesses compared`);
  assert.equal(wrong.filter((o) => o === 'TOO_MANY_ATTEMPTS').length, wrong.length - 4, where);
}

/** A code of the right length that is not `code`. */
export function wrongCode(code: string): string {
  return code
    .split('')
    .map((d) => String((Number(d) + 1) % 10))
    .join('');
}

export function tableDb(runtime: TestRuntime): Db {
  return createDb({ tableName: runtime.tableName, dynamoEndpoint: runtime.dynamoEndpoint, region: 'local' });
}

export async function rawItem(db: Db, key: { pk: string; sk: string }): Promise<Record<string, unknown> | undefined> {
  const { Item } = await db.client.send(new GetCommand({ TableName: db.tableName, Key: key, ConsistentRead: true }));
  return Item;
}

export async function putRawItem(db: Db, item: Record<string, unknown>): Promise<void> {
  await db.client.send(new PutCommand({ TableName: db.tableName, Item: item }));
}

/** Every item of the table (test-only Scan). */
export async function allItems(db: Db): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db.client.send(new ScanCommand({ TableName: db.tableName, ExclusiveStartKey: startKey }));
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

export interface SignedUp {
  username: string;
  email: string;
  password: string;
}

/** Signs up through the API (code request, code from the outbox, verify). */
export async function signUpThroughApi(runtime: TestRuntime, options: Partial<SignedUp> & { language?: string } = {}): Promise<SignedUp> {
  const username = options.username ?? uniqueName();
  const email = options.email ?? `${username.toLowerCase()}@example.com`;
  const password = options.password ?? 'Tomato-Basil-42';
  const language = options.language ?? 'en';
  const requested = await post(runtime, '/auth/signup/code', { email, username, language });
  if (requested.status !== 200) throw new Error(`sign-up code: ${requested.status} ${requested.text}`);
  // As an en-US browser signs up: the account starts in miles (product-rules §14.1).
  const verified = await post(runtime, '/auth/signup/verify', { email, username, password, language, region: 'US', code: latestCode(runtime, email) });
  if (verified.status !== 200) throw new Error(`sign-up verify: ${verified.status} ${verified.text}`);
  return { username, email, password };
}

/** Signs up through the API and signs in: the account, its tokens and its user id (`sub`). */
export async function signedUpThroughApi(runtime: TestRuntime, options: Partial<SignedUp> & { language?: string } = {}) {
  const account = await signUpThroughApi(runtime, options);
  const tokens = await mustSignIn(runtime, account.username, account.password);
  return { ...account, ...tokens, sub: String(claimsOf(tokens.accessToken).sub) };
}

export interface Tokens {
  accessToken: string;
  idToken: string;
  refreshToken: string;
}

/** Signs in with USER_PASSWORD_AUTH, as the web does locally; the error name when refused. */
export async function signIn(runtime: TestRuntime, login: string, password: string): Promise<Tokens | { error: string; message: string }> {
  const client = localCognitoClient(runtime.cognitoEndpoint);
  try {
    const { AuthenticationResult: r } = await client.send(
      new InitiateAuthCommand({ ClientId: runtime.userPoolClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: login, PASSWORD: password } }),
    );
    return { accessToken: r!.AccessToken!, idToken: r!.IdToken!, refreshToken: r!.RefreshToken! };
  } catch (error) {
    return { error: (error as Error).name, message: (error as Error).message };
  } finally {
    client.destroy();
  }
}

export async function mustSignIn(runtime: TestRuntime, login: string, password: string): Promise<Tokens> {
  const result = await signIn(runtime, login, password);
  if ('error' in result) throw new Error(`sign-in as ${login} refused: ${result.error} ${result.message}`);
  return result;
}

/** The raw HTTP answer of a USER_PASSWORD_AUTH sign-in, byte for byte (for "the same answer" checks). */
export async function rawSignIn(runtime: TestRuntime, login: string, password: string): Promise<{ status: number; body: string }> {
  const res = await fetch(runtime.cognitoEndpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
    body: JSON.stringify({ ClientId: runtime.userPoolClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: login, PASSWORD: password } }),
  });
  return { status: res.status, body: await res.text() };
}

/** The claims of a JWT (not verified: the tokens come straight from the local pool). */
export const claimsOf = (jwt: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;

/** The account's immutable Cognito username, looked up by any of its sign-in names. */
export async function cognitoUsernameOf(runtime: TestRuntime, login: string): Promise<string> {
  const client = localCognitoClient(runtime.cognitoEndpoint);
  try {
    return (await client.send(new AdminGetUserCommand({ UserPoolId: runtime.userPoolId, Username: login }))).Username!;
  } finally {
    client.destroy();
  }
}

export async function cognitoAttributes(runtime: TestRuntime, username: string): Promise<Record<string, string>> {
  const client = localCognitoClient(runtime.cognitoEndpoint);
  try {
    const { UserAttributes } = await client.send(new AdminGetUserCommand({ UserPoolId: runtime.userPoolId, Username: username }));
    return Object.fromEntries((UserAttributes ?? ([] as AttributeType[])).map((a) => [a.Name!, a.Value!]));
  } finally {
    client.destroy();
  }
}
