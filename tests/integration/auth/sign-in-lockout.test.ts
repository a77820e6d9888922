import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { type LocalRuntime, startLocalRuntime } from '../../../infra/local/runtime';
import { createTestUser, TEST_USER_PASSWORD, type TestUser } from '../support/runtime';

/**
 * The local /cognito sign-in door locks an account out after repeated wrong passwords, as Cognito
 * does: 5 failures are free, then 2^(n-5) s after the n-th, refused with NotAuthorizedException
 * "Password attempts exceeded" even for the right password. The door's lockout clock is injected
 * and moved here, never waited on.
 */
let runtime: LocalRuntime;
let dataDir: string;
let clock = Date.parse('2030-01-01T10:00:00Z');
const advanceSeconds = (seconds: number) => (clock += seconds * 1000);

before(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'forksure-lockout-'));
  runtime = await startLocalRuntime({ port: 0, dataDir, repoRoot: resolve(import.meta.dirname, '..', '..', '..'), log: () => undefined, signInLockoutNow: () => clock });
});
after(async () => {
  await runtime?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function signIn(username: string, password: string) {
  const res = await fetch(`${runtime.url}/cognito`, {
    method: 'POST',
    headers: { origin: runtime.url, 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
    body: JSON.stringify({ ClientId: runtime.userPoolClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: username, PASSWORD: password } }),
    signal: AbortSignal.timeout(60_000),
  });
  const body = (await res.json()) as { __type?: string; message?: string; AuthenticationResult?: unknown };
  return { status: res.status, type: body.__type, message: body.message, signedIn: res.status === 200 && body.AuthenticationResult !== undefined };
}

const INCORRECT = { status: 400, type: 'NotAuthorizedException', message: 'Incorrect username or password.' };
const LOCKED = { status: 400, type: 'NotAuthorizedException', message: 'Password attempts exceeded' };
const refusal = (answer: Awaited<ReturnType<typeof signIn>>) => ({ status: answer.status, type: answer.type, message: answer.message });

let user: TestUser;
const freshUser = async () => (user = await createTestUser(runtime));

describe('sign-in lockout', () => {
  test('5 wrong passwords are checked; then even the right one is refused, under any of the account\'s names', async () => {
    await freshUser();
    for (let attempt = 1; attempt <= 5; attempt++) assert.deepEqual(refusal(await signIn(user.username, `wrong-${attempt}`)), INCORRECT, `attempt ${attempt}`);
    assert.deepEqual(refusal(await signIn(user.username, TEST_USER_PASSWORD)), LOCKED, 'the right password during the lockout');
    assert.deepEqual(refusal(await signIn(user.email.toUpperCase(), TEST_USER_PASSWORD)), LOCKED, 'by email, any case');
    for (let attempt = 6; attempt <= 30; attempt++) assert.deepEqual(refusal(await signIn(user.username, `wrong-${attempt}`)), LOCKED, `attempt ${attempt}`);
    assert.deepEqual(refusal(await signIn(user.username, TEST_USER_PASSWORD)), LOCKED, 'the right password after 30 wrong ones');
  });

  test('the lockout ends after 2^(n-5) seconds, doubling with each further failure; a success starts over', async () => {
    await freshUser();
    for (let attempt = 1; attempt <= 5; attempt++) await signIn(user.username, 'wrong');
    advanceSeconds(1); // after 5 failures: 1 s
    assert.deepEqual(refusal(await signIn(user.username, 'wrong')), INCORRECT, 'checked again once 1 s has passed');
    advanceSeconds(1); // after 6 failures: 2 s, so 1 s is not enough
    assert.deepEqual(refusal(await signIn(user.username, TEST_USER_PASSWORD)), LOCKED, '1 s into a 2 s lockout');
    advanceSeconds(1);
    assert.equal((await signIn(user.username, TEST_USER_PASSWORD)).signedIn, true, 'the right password once 2 s have passed');
    for (let attempt = 1; attempt <= 4; attempt++) assert.deepEqual(refusal(await signIn(user.username, 'wrong')), INCORRECT, `after the success, attempt ${attempt}`);
    assert.equal((await signIn(user.username, TEST_USER_PASSWORD)).signedIn, true, 'the count started over: 4 failures lock nothing');
  });

  test('the lockout is at most 15 minutes, and 15 quiet minutes after a lockout start the count over', async () => {
    await freshUser();
    for (let attempt = 1; attempt <= 5; attempt++) await signIn(user.username, 'wrong');
    // 15 failures in all, each after the lockout before it: 2^10 s would be 17 minutes.
    for (let n = 6; n <= 15; n++) {
      advanceSeconds(2 ** (n - 6));
      assert.deepEqual(refusal(await signIn(user.username, 'wrong')), INCORRECT, `failure ${n}`);
    }
    advanceSeconds(15 * 60 - 1);
    assert.deepEqual(refusal(await signIn(user.username, TEST_USER_PASSWORD)), LOCKED, 'a second before 15 minutes');
    advanceSeconds(15 * 60);
    for (let attempt = 1; attempt <= 5; attempt++) assert.deepEqual(refusal(await signIn(user.username, 'wrong')), INCORRECT, `after 15 quiet minutes, attempt ${attempt}`);
  });

  test('100 parallel wrong passwords: exactly 5 are checked, the rest refused unchecked, and the right one afterwards too', async () => {
    await freshUser();
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => signIn(user.username, `parallel-${i}`)));
    const counts = { incorrect: 0, locked: 0 };
    for (const answer of answers) {
      const seen = refusal(answer);
      if (seen.message === INCORRECT.message) counts.incorrect++;
      else if (seen.message === LOCKED.message) counts.locked++;
      else assert.fail(`unexpected answer ${JSON.stringify(seen)}`);
    }
    assert.deepEqual(counts, { incorrect: 5, locked: 95 });
    assert.deepEqual(refusal(await signIn(user.username, TEST_USER_PASSWORD)), LOCKED);
  });

  test('an unknown name is locked out the same way, so the answers tell no one who exists', async () => {
    const nobody = `nobody${Date.now()}`;
    for (let attempt = 1; attempt <= 5; attempt++) assert.deepEqual(refusal(await signIn(nobody, 'wrong')), INCORRECT, `attempt ${attempt}`);
    assert.deepEqual(refusal(await signIn(nobody, 'wrong')), LOCKED);
  });
});
