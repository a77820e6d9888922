import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { AdminUpdateUserAttributesCommand, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { Db } from '../../../functions/lib/data/db';
import { keys } from '../../../functions/lib/data/keys';
import { localCognitoClient } from '../../../infra/local/cognito-setup';
import type { TestRuntime } from '../support/runtime';
import {
  cognitoAttributes,
  get,
  latestCode,
  latestMail,
  mailsTo,
  mustSignIn,
  post,
  putRawItem,
  rawItem,
  signedUpThroughApi,
  signIn,
  startAuthRuntime,
  tableDb,
  uniqueName,
  wrongCode,
} from './support';
import { assertSameAnswer } from './support-compare';

/** Email verification, email change, password change and subscription status, signed in. */
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

async function setAttributes(username: string, attributes: { Name: string; Value: string }[]) {
  const client = localCognitoClient(runtime.cognitoEndpoint);
  try {
    await client.send(new AdminUpdateUserAttributesCommand({ UserPoolId: runtime.userPoolId, Username: username, UserAttributes: attributes }));
  } finally {
    client.destroy();
  }
}

const signedUp = (language = 'en') => signedUpThroughApi(runtime, { language });

describe('email verification (/email-verification)', () => {
  test('a 5-digit code to the current address, in the profile language; verifying answers Email Verified', async () => {
    const user = await signedUp('it');
    const requested = await post(runtime, '/auth/email-verification/code', undefined, user.accessToken);
    assert.equal(requested.status, 200, requested.text);
    const mail = latestMail(runtime, user.email);
    assert.equal(mail.subject, 'Verifica la tua email Forksure');
    const code = latestCode(runtime, user.email);
    assert.match(code, /^\d{5}$/);

    const wrong = await post(runtime, '/auth/email-verification/verify', { code: wrongCode(code) }, user.accessToken);
    assert.deepEqual(wrong.body, { error: { code: 'INVALID_CODE', message: 'Invalid verification code. Please try again.' } });
    const sixDigits = await post(runtime, '/auth/email-verification/verify', { code: '123456' }, user.accessToken);
    assert.equal((sixDigits.body.error as { fields: { message: string }[] }).fields[0]!.message, 'Please enter a valid 5-digit code');

    // Unverify it first, so the call visibly changes something.
    await setAttributes(user.username, [{ Name: 'email_verified', Value: 'false' }]);
    assert.equal((await cognitoAttributes(runtime, user.username)).email_verified, 'false');
    const verified = await post(runtime, '/auth/email-verification/verify', { code }, user.accessToken);
    assert.deepEqual(verified.body, { success: true, message: 'Email Verified' });
    assert.equal((await cognitoAttributes(runtime, user.username)).email_verified, 'true');
  });

  test("another account's code does not verify mine (codes are bound to the account)", async () => {
    const a = await signedUp();
    const b = await signedUp();
    await post(runtime, '/auth/email-verification/code', undefined, a.accessToken);
    const code = latestCode(runtime, a.email);
    const answer = await post(runtime, '/auth/email-verification/verify', { code }, b.accessToken);
    assert.equal((answer.body.error as { code: string }).code, 'INVALID_CODE');
  });

  test('without a token: 401', async () => {
    assert.equal((await post(runtime, '/auth/email-verification/code')).status, 401);
  });
});

describe('email change', () => {
  test('code to the new address, verify: Cognito has the new verified email, sessions are revoked, the new email signs in', async () => {
    const user = await signedUp('pt');
    const newEmail = `${uniqueName('moved')}@example.com`;
    const requested = await post(runtime, '/auth/email-change/code', { newEmail: newEmail.toUpperCase() }, user.accessToken);
    assert.equal(requested.status, 200, requested.text);
    assert.equal(latestMail(runtime, newEmail).subject, 'Confirme seu novo e-mail do Forksure');
    const otp = latestCode(runtime, newEmail);

    const changed = await post(runtime, '/auth/email-change/verify', { newEmail, otp }, user.accessToken);
    assert.equal(changed.status, 200, changed.text);
    assert.deepEqual(changed.body, { success: true, message: 'Email changed successfully! Please sign in with your new email.' });

    const attributes = await cognitoAttributes(runtime, user.username);
    assert.equal(attributes.email, newEmail);
    assert.equal(attributes.email_verified, 'true');
    // The address claims moved: the new one is this account's, the old one is free again.
    assert.equal((await rawItem(db, keys.email(newEmail)))?.userId, user.sub);
    assert.equal(await rawItem(db, keys.email(user.email)), undefined);
    const oldAddress = await post(runtime, '/auth/signup/code', { email: user.email, username: uniqueName() });
    assert.equal(oldAddress.status, 200);
    assert.match(latestMail(runtime, user.email).text, /^ {4}\d{6}$/m, 'a sign-up with the old address now gets a code');

    await mustSignIn(runtime, newEmail, user.password);
  });

  test('after an email change the old refresh token no longer works (global sign-out)', async () => {
    const user = await signedUp();
    const newEmail = `${uniqueName('moved')}@example.com`;
    await post(runtime, '/auth/email-change/code', { newEmail }, user.accessToken);
    const changed = await post(runtime, '/auth/email-change/verify', { newEmail, otp: latestCode(runtime, newEmail) }, user.accessToken);
    assert.equal(changed.status, 200, changed.text);
    const client = localCognitoClient(runtime.cognitoEndpoint);
    try {
      await assert.rejects(
        client.send(new InitiateAuthCommand({ ClientId: runtime.userPoolClientId, AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: { REFRESH_TOKEN: user.refreshToken } })),
        (error: Error) => error.name === 'NotAuthorizedException',
      );
    } finally {
      client.destroy();
    }
  });

  test('the same address: 400 SAME_EMAIL', async () => {
    const user = await signedUp();
    const same = await post(runtime, '/auth/email-change/code', { newEmail: user.email }, user.accessToken);
    assert.deepEqual(same.body, { error: { code: 'SAME_EMAIL', message: 'New email must be different from current email' } });
  });

  test("another account's address: the same answer, a notice (no code) to that address, and verify fails as INVALID_CODE", async () => {
    const user = await signedUp();
    const other = await signedUp('ja');
    const free = `${uniqueName('free')}@example.com`;
    const toTaken = await post(runtime, '/auth/email-change/code', { newEmail: other.email }, user.accessToken);
    const toFree = await post(runtime, '/auth/email-change/code', { newEmail: free }, user.accessToken);
    assertSameAnswer(toTaken, toFree);

    const notice = latestMail(runtime, other.email);
    assert.equal(notice.subject, 'You already have a Forksure account', "in the requester's language");
    assert.doesNotMatch(notice.text, /^ {4}\d{6}$/m);
    for (const otp of ['000000', '123456']) {
      const verify = await post(runtime, '/auth/email-change/verify', { newEmail: other.email, otp }, user.accessToken);
      assert.equal((verify.body.error as { code: string }).code, 'INVALID_CODE');
    }
    assert.equal((await cognitoAttributes(runtime, user.username)).email, user.email);
    assert.equal((await rawItem(db, keys.email(other.email)))?.userId, other.sub);
  });

  test('the code is 6 digits: anything else is a validation error with the spec message', async () => {
    const user = await signedUp();
    const answer = await post(runtime, '/auth/email-change/verify', { newEmail: 'x@example.com', otp: '12a456' }, user.accessToken);
    assert.equal(answer.status, 400);
    assert.deepEqual((answer.body.error as { fields: unknown }).fields, [{ path: 'body.otp', message: 'Please enter a valid 6-digit code' }]);
  });
});

describe('password change', () => {
  test('wrong current password: 401 INCORRECT_PASSWORD; right one: the new password signs in', async () => {
    const user = await signedUp();
    const wrong = await post(runtime, '/auth/password/change', { currentPassword: 'not-my-password', newPassword: 'Fennel-Soup-19' }, user.accessToken);
    assert.equal(wrong.status, 401);
    assert.deepEqual(wrong.body, { error: { code: 'INCORRECT_PASSWORD', message: 'Current password is incorrect' } });

    const weak = await post(runtime, '/auth/password/change', { currentPassword: user.password, newPassword: 'password1' }, user.accessToken);
    assert.equal(weak.status, 400);
    assert.equal((weak.body.error as { fields: { message: string }[] }).fields[0]!.message, 'This password is too common. Please choose a less common password.');
    const empty = await post(runtime, '/auth/password/change', { currentPassword: '', newPassword: 'Fennel-Soup-19' }, user.accessToken);
    assert.equal((empty.body.error as { fields: { message: string }[] }).fields[0]!.message, 'Please enter your current password');

    const changed = await post(runtime, '/auth/password/change', { currentPassword: user.password, newPassword: 'Fennel-Soup-19' }, user.accessToken);
    assert.deepEqual(changed.body, { success: true, message: 'Password updated successfully!' });
    await mustSignIn(runtime, user.username, 'Fennel-Soup-19');
    assert.ok('error' in (await signIn(runtime, user.username, user.password)), 'expected \'error\' in (await signIn(runtime, user.username, user.password))');
  });
});

describe('subscription status (GET /billing/subscription)', () => {
  test('free until billing writes a record; a stored record is normalised (any tier field, unsubscribed is free)', async () => {
    const user = await signedUp();
    assert.deepEqual((await get(runtime, '/billing/subscription', user.accessToken)).body, { subscribed: false, subscription_tier: 'free', subscription_end: null });

    const profile = await rawItem(db, keys.profile(user.sub));
    await putRawItem(db, { ...profile, subscribed: true, plan: 'Enterprise', subscription_end: '2031-01-01T00:00:00.000Z' });
    assert.deepEqual((await get(runtime, '/billing/subscription', user.accessToken)).body, {
      subscribed: true,
      subscription_tier: 'premium',
      subscription_end: '2031-01-01T00:00:00.000Z',
    });

    await putRawItem(db, { ...profile, subscribed: false, subscription_tier: 'pro', subscription_end: '2031-01-01T00:00:00.000Z' });
    assert.deepEqual((await get(runtime, '/billing/subscription', user.accessToken)).body, { subscribed: false, subscription_tier: 'free', subscription_end: null });
  });

  test('without a token: 401', async () => {
    assert.equal((await get(runtime, '/billing/subscription')).status, 401);
  });
});

describe('sign-in by username does not reveal which usernames exist', () => {
  test('an unknown username and a wrong password get the same error', async () => {
    const user = await signedUp();
    const unknown = await signIn(runtime, uniqueName('ghost'), 'Whatever-Pass-1');
    const wrongPassword = await signIn(runtime, user.username, 'Whatever-Pass-1');
    assert.ok('error' in unknown && 'error' in wrongPassword, `expected 'error' in unknown && 'error' in wrongPassword; got unknown = ${inspect(unknown)}, wrongPassword = ${inspect(wrongPassword)}`);
    assert.deepEqual(unknown, wrongPassword);
    assert.equal(mailsTo(runtime, user.email).length, 1, 'only the sign-up code was mailed');
  });
});
