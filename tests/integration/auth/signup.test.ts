import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { keys } from '../../../functions/lib/data/keys';
import type { Db } from '../../../functions/lib/data/db';
import type { TestRuntime } from '../support/runtime';
import {
  allItems,
  claimsOf,
  cognitoAttributes,
  cognitoUsernameOf,
  get,
  latestCode,
  latestMail,
  mailsTo,
  mustSignIn,
  post,
  putRawItem,
  rawItem,
  signUpThroughApi,
  startAuthRuntime,
  tableDb,
  uniqueName,
  wrongCode,
} from './support';
import { assertSameAnswer, assertSameRetryAnswer, assertSameTiming, timed } from './support-compare';

/** Sign-up through the real HTTP API, with codes read from the outbox. */
let runtime: TestRuntime;
let db: Db;

before(async () => {
  runtime = await startAuthRuntime();
  db = tableDb(runtime);
  // Warm the function container, so timings below compare warm requests.
  await post(runtime, '/auth/signup/code', { email: `${uniqueName('warm')}@example.com`, username: uniqueName('warm') });
});
after(async () => {
  db?.client.destroy();
  await runtime?.dispose();
});

const person = (language = 'en') => {
  const username = uniqueName();
  return { username, email: `${username}@example.com`, language, password: 'Tomato-Basil-42' };
};

describe('sign-up end to end', () => {
  test('code → verify creates a confirmed Cognito account with profile; it signs in by username (any case) and email', async () => {
    const p = person('es');
    const requested = await post(runtime, '/auth/signup/code', { email: p.email, username: p.username, language: p.language });
    assert.equal(requested.status, 200);
    assert.deepEqual(requested.body, { success: true, message: 'Verification code sent! Please check your email.', resendAfterSeconds: 60 });

    const mail = latestMail(runtime, p.email);
    assert.equal(mail.subject, 'Tu código de registro de Forksure', 'in the language of the sign-up');
    const code = latestCode(runtime, p.email);
    assert.match(code, /^\d{6}$/);

    const before = Date.now();
    const verified = await post(runtime, '/auth/signup/verify', { ...p, code });
    assert.equal(verified.status, 200, verified.text);
    assert.deepEqual(verified.body, { success: true, autoLogin: true, username: p.username, message: 'Account created successfully! Welcome to the product!' });

    const attributes = await cognitoAttributes(runtime, p.username);
    assert.equal(attributes.email, p.email);
    assert.equal(attributes.email_verified, 'true');
    // The Cognito username is an opaque id (Cognito can never change it); the chosen name is the alias.
    assert.equal(attributes.preferred_username, p.username);
    const cognitoUsername = await cognitoUsernameOf(runtime, p.username);
    assert.match(cognitoUsername, /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const createdAt = Date.parse(attributes['custom:created_at']!);
    assert.ok(createdAt >= before - 1000 && createdAt <= Date.now() + 1000, 'custom:created_at is the creation time (ISO 8601)');

    const tokens = await mustSignIn(runtime, p.username, p.password);
    for (const login of [p.username.toUpperCase(), p.username.toLowerCase(), p.email, p.email.toUpperCase()]) {
      assert.equal(claimsOf((await mustSignIn(runtime, login, p.password)).accessToken).sub, attributes.sub, login);
    }
    assert.equal(claimsOf(tokens.accessToken).username, cognitoUsername);
    assert.equal(claimsOf(tokens.idToken).preferred_username, p.username, 'what the web shows as the username');
    const profile = await get(runtime, '/me/profile', tokens.accessToken);
    assert.equal(profile.status, 200);
    assert.equal(profile.body.username, p.username);
    assert.equal(profile.body.language, 'es');

    const status = await get(runtime, '/billing/subscription', tokens.accessToken);
    assert.deepEqual(status.body, { subscribed: false, subscription_tier: 'free', subscription_end: null });

    // Claims: the username and the address now belong to the new account.
    const claim = await rawItem(db, keys.email(p.email));
    assert.equal(claim?.userId, attributes.sub);
    assert.equal((await rawItem(db, keys.username(p.username)))?.userId, attributes.sub);
  });

  test('the same code cannot create a second account (single use), even with another username', async () => {
    const p = person();
    await post(runtime, '/auth/signup/code', { email: p.email, username: p.username });
    const code = latestCode(runtime, p.email);
    assert.equal((await post(runtime, '/auth/signup/verify', { ...p, code })).status, 200);
    const again = await post(runtime, '/auth/signup/verify', { ...p, username: uniqueName(), code });
    assert.equal(again.status, 400);
    assert.equal((again.body.error as { code: string }).code, 'INVALID_CODE');
  });

  test('two concurrent verifies of one code: exactly one account', async () => {
    const p = person();
    await post(runtime, '/auth/signup/code', { email: p.email, username: p.username });
    const code = latestCode(runtime, p.email);
    const answers = await Promise.all([
      post(runtime, '/auth/signup/verify', { ...p, code }),
      post(runtime, '/auth/signup/verify', { ...p, code }),
    ]);
    assert.deepEqual(answers.map((a) => a.status).sort(), [200, 400]);
  });
});

describe('sign-up rules', () => {
  test('a taken username is 409 USERNAME_TAKEN at code request and at verify (any case)', async () => {
    const owner = await signUpThroughApi(runtime);
    const p = person();
    const atCode = await post(runtime, '/auth/signup/code', { email: p.email, username: owner.username.toUpperCase() });
    assert.equal(atCode.status, 409);
    assert.deepEqual(atCode.body, { error: { code: 'USERNAME_TAKEN', message: 'This username is already taken. Please choose another.' } });
    assert.equal(mailsTo(runtime, p.email).length, 0, 'no mail for a refused request');

    await post(runtime, '/auth/signup/code', { email: p.email, username: p.username });
    const code = latestCode(runtime, p.email);
    const atVerify = await post(runtime, '/auth/signup/verify', { ...p, username: owner.username, code });
    assert.equal(atVerify.status, 409);
    assert.equal((atVerify.body.error as { code: string }).code, 'USERNAME_TAKEN');
    // The taken name did not use up the code: a free name still works with it.
    assert.equal((await post(runtime, '/auth/signup/verify', { ...p, code })).status, 200);
  });

  test('weak and common passwords are refused at verify with their messages, and the code survives', async () => {
    const p = person();
    await post(runtime, '/auth/signup/code', { email: p.email, username: p.username });
    const code = latestCode(runtime, p.email);
    const short = await post(runtime, '/auth/signup/verify', { ...p, password: 'abc', code });
    assert.equal(short.status, 400);
    assert.deepEqual((short.body.error as { fields: unknown }).fields, [{ path: 'body.password', message: 'Password must be at least 6 characters' }]);
    const common = await post(runtime, '/auth/signup/verify', { ...p, password: 'Password123', code });
    assert.equal(common.status, 400);
    assert.deepEqual((common.body.error as { fields: unknown }).fields, [{ path: 'body.password', message: 'This password is too common. Please choose a less common password.' }]);
    assert.equal((await post(runtime, '/auth/signup/verify', { ...p, code })).status, 200);
  });

  test('resend within 60 s: 429 RESEND_TOO_SOON with retryAfterSeconds and a retry-after header', async () => {
    const p = person();
    assert.equal((await post(runtime, '/auth/signup/code', { email: p.email, username: p.username })).status, 200);
    const again = await post(runtime, '/auth/signup/code', { email: p.email, username: p.username });
    assert.equal(again.status, 429);
    const error = again.body.error as { code: string; retryAfterSeconds: number; message: string };
    assert.equal(error.code, 'RESEND_TOO_SOON');
    assert.ok(error.retryAfterSeconds > 50 && error.retryAfterSeconds <= 60, `expected error.retryAfterSeconds > 50 && error.retryAfterSeconds <= 60; got error.retryAfterSeconds = ${inspect(error.retryAfterSeconds)}`);
    assert.equal(error.message, `Please wait ${error.retryAfterSeconds} seconds before requesting a new code.`);
    assert.equal(again.headers.get('retry-after'), String(error.retryAfterSeconds));
    assert.equal(mailsTo(runtime, p.email).length, 1);
  });

  test('5 wrong codes kill the code: the 5th answers TOO_MANY_ATTEMPTS and the right code then fails', async () => {
    const p = person();
    await post(runtime, '/auth/signup/code', { email: p.email, username: p.username });
    const code = latestCode(runtime, p.email);
    for (let i = 1; i <= 4; i++) {
      const wrong = await post(runtime, '/auth/signup/verify', { ...p, code: wrongCode(code) });
      assert.deepEqual(wrong.body, { error: { code: 'INVALID_CODE', message: 'Invalid or expired code. Please try again.' } });
    }
    const fifth = await post(runtime, '/auth/signup/verify', { ...p, code: wrongCode(code) });
    assert.deepEqual(fifth.body, { error: { code: 'TOO_MANY_ATTEMPTS', message: 'Too many incorrect attempts. Please request a new code.' } });
    const right = await post(runtime, '/auth/signup/verify', { ...p, code });
    assert.equal(right.status, 400);
    assert.equal((right.body.error as { code: string }).code, 'TOO_MANY_ATTEMPTS');
  });

  test('an expired code (aged past its 10 minutes in the table) is INVALID_CODE', async () => {
    const p = person();
    await post(runtime, '/auth/signup/code', { email: p.email, username: p.username });
    const code = latestCode(runtime, p.email);
    const item = await rawItem(db, keys.code(p.email, 'signup'));
    await putRawItem(db, { ...item, expiresAt: Math.floor(Date.now() / 1000) - 1 });
    const answer = await post(runtime, '/auth/signup/verify', { ...p, code });
    assert.equal(answer.status, 400);
    assert.equal((answer.body.error as { code: string }).code, 'INVALID_CODE');
  });

  test('the hourly cap (8 per address, all purposes) answers 429 HOURLY_CODE_LIMIT', async () => {
    // The cap counts per clock hour of the real clock (codes do not use the movable server clock):
    // a run that an hour boundary cuts through is done again with a fresh address.
    const currentHour = () => new Date().toISOString().slice(0, 13);
    let capped: Awaited<ReturnType<typeof post<Record<string, unknown>>>>;
    for (let tries = 1; ; tries += 1) {
      const p = person();
      const hour = currentHour();
      const key = keys.codeHourlyCount(p.email, hour);
      await putRawItem(db, { ...key, entity: 'codeHourlyCount', sent: 7, expiresAt: Math.floor(Date.now() / 1000) + 7200 });
      const eighth = await post(runtime, '/auth/signup/code', { email: p.email, username: p.username });
      capped = await post(runtime, '/auth/password-reset/code', { email: p.email });
      if (currentHour() === hour || tries === 2) {
        assert.equal(eighth.status, 200);
        break;
      }
    }
    assert.equal(capped.status, 429);
    assert.equal((capped.body.error as { code: string }).code, 'HOURLY_CODE_LIMIT');
    assert.ok(Number(capped.headers.get('retry-after')) > 0, `expected Number(capped.headers.get('retry-after')) > 0; got Number(capped.headers.get('retry-after')) = ${inspect(Number(capped.headers.get('retry-after')))}`);
  });

  test('codes are in the table only as keyed hashes', async () => {
    const p = person();
    await post(runtime, '/auth/signup/code', { email: p.email, username: p.username });
    const code = latestCode(runtime, p.email);
    const items = await allItems(db);
    assert.equal(
      items.some((item) => Object.values(item).some((value) => String(value) === code)),
      false,
    );
    const stored = await rawItem(db, keys.code(p.email, 'signup'));
    assert.match(String(stored?.codeHash), /^[0-9a-f]{64}$/);
  });
});

describe('sign-up does not reveal existing accounts', () => {
  test('code request for an address with an account: byte-identical answer, same time, and a localized notice instead of a code', async () => {
    const samples = [];
    for (let sample = 0; sample < 3; sample++) {
      const existing = await signUpThroughApi(runtime);
      const fresh = person();
      const forExisting = await timed(() => post(runtime, '/auth/signup/code', { email: existing.email, username: uniqueName(), language: 'de' }));
      const forNew = await timed(() => post(runtime, '/auth/signup/code', { email: fresh.email, username: fresh.username, language: 'de' }));
      assertSameAnswer(forExisting.answer, forNew.answer);
      samples.push({ existing, fresh, existingMs: forExisting.ms, freshMs: forNew.ms });
    }
    assertSameTiming(samples.map((s) => s.existingMs), samples.map((s) => s.freshMs));
    const { existing, fresh } = samples.at(-1)!;

    const notice = latestMail(runtime, existing.email);
    assert.equal(notice.subject, 'Du hast bereits ein Forksure-Konto');
    assert.doesNotMatch(notice.text, /^ {4}\d{6}$/m, 'no code in the notice');
    assert.match(latestMail(runtime, fresh.email).text, /^ {4}\d{6}$/m);

    // Its verify fails like any wrong code.
    const verify = await post(runtime, '/auth/signup/verify', { email: existing.email, username: uniqueName(), password: 'Tomato-Basil-42', code: '123456' });
    const wrongForNew = await post(runtime, '/auth/signup/verify', { ...fresh, code: wrongCode(latestCode(runtime, fresh.email)) });
    assertSameAnswer(verify, wrongForNew);
  });

  test('resend and hourly rules apply the same to addresses with and without accounts', async () => {
    const existing = await signUpThroughApi(runtime);
    const fresh = person();
    await post(runtime, '/auth/signup/code', { email: existing.email, username: uniqueName() });
    await post(runtime, '/auth/signup/code', { email: fresh.email, username: fresh.username });
    const a = await post(runtime, '/auth/signup/code', { email: existing.email, username: uniqueName() });
    const b = await post(runtime, '/auth/signup/code', { email: fresh.email, username: fresh.username });
    assertSameRetryAnswer(a, b);
  });
});
