import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Db } from '../../../functions/lib/data/db';
import { keys } from '../../../functions/lib/data/keys';
import type { TestRuntime } from '../support/runtime';
import { type ApiAnswer, mustSignIn, post, putRawItem, rawItem, signedUpThroughApi, signIn, startAuthRuntime, tableDb } from './support';

/**
 * Password change lockout (issue 9, item 2), through the real HTTP API: at most 5 attempts per user
 * per 15 minutes, counted before the current password is checked; then 429 "Too many attempts".
 */
let runtime: TestRuntime;
let db: Db;

before(async () => {
  runtime = await startAuthRuntime();
  db = tableDb(runtime);
});
after(async () => {
  db?.client.destroy();
  await runtime?.dispose();
});

const NEW_PASSWORD = 'Fennel-Soup-19';

const change = (accessToken: string, currentPassword: string, newPassword = NEW_PASSWORD) =>
  post(runtime, '/auth/password/change', { currentPassword, newPassword }, accessToken);

const errorCode = (answer: ApiAnswer) => (answer.body?.error as { code?: string } | undefined)?.code ?? `HTTP ${answer.status}`;

function assertLockedOut(answer: ApiAnswer) {
  assert.equal(answer.status, 429, answer.text);
  const error = answer.body.error as { code: string; message: string; retryAfterSeconds: number };
  assert.equal(error.code, 'TOO_MANY_PASSWORD_ATTEMPTS');
  // The window is 15 minutes from its first attempt, which was moments ago.
  assert.ok(error.retryAfterSeconds > 14 * 60 && error.retryAfterSeconds <= 15 * 60, String(error.retryAfterSeconds));
  assert.equal(error.message, 'Too many attempts. Please try again in 15 minutes.');
  assert.equal(answer.headers.get('retry-after'), String(error.retryAfterSeconds));
}

describe('password change: 5 attempts per user per 15 minutes', () => {
  test('30 wrong current passwords, then the right one: attempts 1-5 are checked (401), every later one is refused unchecked (429)', async () => {
    const user = await signedUpThroughApi(runtime);
    for (let attempt = 1; attempt <= 30; attempt++) {
      const answer = await change(user.accessToken, `wrong-password-${attempt}`);
      if (attempt <= 5) assert.equal(errorCode(answer), 'INCORRECT_PASSWORD', `attempt ${attempt}`);
      else assertLockedOut(answer);
    }
    assertLockedOut(await change(user.accessToken, user.password));
    // Nothing changed: the old password still signs in, the new one does not.
    await mustSignIn(runtime, user.username, user.password);
    assert.ok('error' in (await signIn(runtime, user.username, NEW_PASSWORD)), 'expected \'error\' in (await signIn(runtime, user.username, NEW_PASSWORD))');
  });

  test('100 parallel wrong passwords: exactly 5 are checked, 95 refused; the right one afterwards is refused too', async () => {
    const user = await signedUpThroughApi(runtime);
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => change(user.accessToken, `guess-${i}`)));
    const codes = answers.map(errorCode);
    assert.equal(codes.filter((c) => c === 'INCORRECT_PASSWORD').length, 5);
    assert.equal(codes.filter((c) => c === 'TOO_MANY_PASSWORD_ATTEMPTS').length, 95);
    assert.equal((await change(user.accessToken, user.password)).status, 429);
    await mustSignIn(runtime, user.username, user.password);
  });

  test('100 parallel wrong passwords with the right one last: the right one is refused, nothing changes', async () => {
    const user = await signedUpThroughApi(runtime);
    const guesses = [...Array.from({ length: 100 }, (_, i) => `guess-${i}`), user.password];
    const answers = await Promise.all(guesses.map((guess) => change(user.accessToken, guess)));
    assert.equal(errorCode(answers[100]!), 'TOO_MANY_PASSWORD_ATTEMPTS');
    assert.equal(answers.filter((a) => errorCode(a) === 'INCORRECT_PASSWORD').length, 5);
    await mustSignIn(runtime, user.username, user.password);
  });

  test('after 15 minutes the attempts start over', async () => {
    const user = await signedUpThroughApi(runtime);
    for (let attempt = 1; attempt <= 5; attempt++) await change(user.accessToken, 'wrong-password');
    assertLockedOut(await change(user.accessToken, user.password));

    // Age the window to its end, as 15 minutes of waiting would.
    const key = keys.passwordChangeAttempts(user.sub);
    const item = await rawItem(db, key);
    assert.equal(item?.attempts, 5);
    await putRawItem(db, { ...item, windowEndsAt: Math.floor(Date.now() / 1000) });

    const changed = await change(user.accessToken, user.password);
    assert.deepEqual(changed.body, { success: true, message: 'Password updated successfully!' });
    await mustSignIn(runtime, user.username, NEW_PASSWORD);
  });

  test('a successful change starts the count over; attempts are counted per user', async () => {
    const user = await signedUpThroughApi(runtime);
    const other = await signedUpThroughApi(runtime);
    for (let attempt = 1; attempt <= 4; attempt++) assert.equal(errorCode(await change(user.accessToken, 'wrong-password')), 'INCORRECT_PASSWORD');
    // Another user's 5th attempt is their 1st.
    assert.equal(errorCode(await change(other.accessToken, 'wrong-password')), 'INCORRECT_PASSWORD');
    assert.equal((await change(user.accessToken, user.password)).status, 200, 'the 5th attempt is still checked');

    for (let attempt = 1; attempt <= 5; attempt++) {
      assert.equal(errorCode(await change(user.accessToken, 'wrong-password')), 'INCORRECT_PASSWORD', `attempt ${attempt} after the change`);
    }
    assertLockedOut(await change(user.accessToken, NEW_PASSWORD, 'Parsnip-Mash-23'));
  });

  test('a refused new password (validation) is not an attempt', async () => {
    const user = await signedUpThroughApi(runtime);
    for (let i = 1; i <= 10; i++) assert.equal((await change(user.accessToken, 'wrong-password', 'short')).status, 400);
    assert.equal((await change(user.accessToken, user.password)).status, 200);
  });
});
