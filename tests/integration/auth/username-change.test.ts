import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { AdminUpdateUserAttributesCommand, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { Db } from '../../../functions/lib/data/db';
import { keys } from '../../../functions/lib/data/keys';
import { localCognitoClient } from '../../../infra/local/cognito-setup';
import type { TestRuntime } from '../support/runtime';
import {
  claimsOf,
  cognitoAttributes,
  get,
  mustSignIn,
  post,
  put,
  rawItem,
  rawSignIn,
  signIn,
  signUpThroughApi,
  startAuthRuntime,
  tableDb,
  uniqueName,
} from './support';

/**
 * Renaming on /profile (PUT /me/profile) through the real HTTP API and the embedded Cognito: the
 * new name is the sign-in name at once, the old one stops signing in (and reads exactly like a name
 * nobody has), and the freed name can be taken by someone else.
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

async function signedUp() {
  const account = await signUpThroughApi(runtime);
  const tokens = await mustSignIn(runtime, account.username, account.password);
  return { ...account, ...tokens, sub: claimsOf(tokens.accessToken).sub as string };
}

const USERNAME_TAKEN = { error: { code: 'USERNAME_TAKEN', message: 'This username is already taken.' } };

describe('rename on /profile', () => {
  test('the new name signs in (any case), the old one fails exactly like an unknown name, email still works', async () => {
    const user = await signedUp();
    const newName = uniqueName('Renamed');
    const renamed = await put(runtime, '/me/profile', { username: newName }, user.accessToken);
    assert.equal(renamed.status, 200, renamed.text);
    assert.equal(renamed.body.username, newName);
    assert.equal((await get(runtime, '/me/profile', user.accessToken)).body.username, newName);
    assert.equal((await cognitoAttributes(runtime, newName)).preferred_username, newName);

    for (const login of [newName, newName.toLowerCase(), newName.toUpperCase(), user.email]) {
      assert.equal(claimsOf((await mustSignIn(runtime, login, user.password)).accessToken).sub, user.sub, login);
    }
    const oldName = await rawSignIn(runtime, user.username, user.password);
    const nobody = await rawSignIn(runtime, uniqueName('nobody'), user.password);
    assert.equal(oldName.status, 400);
    assert.deepEqual(oldName, nobody, 'byte-identical to a name no account has');
    assert.deepEqual(await rawSignIn(runtime, user.username.toUpperCase(), user.password), nobody);
    // The table claims moved too.
    assert.equal((await rawItem(db, keys.username(newName)))?.userId, user.sub);
    assert.equal(await rawItem(db, keys.username(user.username)), undefined);
  });

  test('tokens issued before the rename keep working; a refreshed ID token carries the new name', async () => {
    const user = await signedUp();
    const newName = uniqueName('Fresh');
    assert.equal((await put(runtime, '/me/profile', { username: newName }, user.accessToken)).status, 200);
    // The access token names the account by its immutable Cognito username, so it still addresses it.
    assert.equal((await put(runtime, '/me/profile', { language: 'fr' }, user.accessToken)).status, 200);
    assert.equal((await post(runtime, '/auth/password/change', { currentPassword: user.password, newPassword: 'Lentil-Stew-88' }, user.accessToken)).status, 200);
    await mustSignIn(runtime, newName, 'Lentil-Stew-88');

    const client = localCognitoClient(runtime.cognitoEndpoint);
    try {
      const { AuthenticationResult } = await client.send(
        new InitiateAuthCommand({ ClientId: runtime.userPoolClientId, AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: { REFRESH_TOKEN: user.refreshToken } }),
      );
      assert.equal(claimsOf(AuthenticationResult!.IdToken!).preferred_username, newName);
    } finally {
      client.destroy();
    }
  });

  test("another user cannot take the new name (409, by rename or sign-up) but can take the freed old one", async () => {
    const first = await signedUp();
    const second = await signedUp();
    const newName = uniqueName('Taken');
    assert.equal((await put(runtime, '/me/profile', { username: newName }, first.accessToken)).status, 200);

    const byRename = await put(runtime, '/me/profile', { username: newName.toLowerCase() }, second.accessToken);
    assert.equal(byRename.status, 409);
    assert.deepEqual(byRename.body, USERNAME_TAKEN);
    assert.equal((await get(runtime, '/me/profile', second.accessToken)).body.username, second.username, 'unchanged');
    const bySignup = await post(runtime, '/auth/signup/code', { email: `${uniqueName('late')}@example.com`, username: newName.toUpperCase() });
    assert.equal(bySignup.status, 409);
    assert.equal((bySignup.body.error as { code: string }).code, 'USERNAME_TAKEN');

    // The old name is free: a new account signs up with it and signs in with it, as itself.
    const newcomer = await signUpThroughApi(runtime, { username: first.username, email: `${uniqueName('newcomer')}@example.com`, password: 'Quince-Jam-31' });
    const tokens = await mustSignIn(runtime, first.username.toLowerCase(), newcomer.password);
    assert.notEqual(claimsOf(tokens.accessToken).sub, first.sub);
    assert.equal((await get(runtime, '/me/profile', tokens.accessToken)).body.username, first.username);
    // And the renamed account still signs in with its new name only.
    assert.equal(claimsOf((await mustSignIn(runtime, newName, first.password)).accessToken).sub, first.sub);
    assert.ok('error' in (await signIn(runtime, first.username, first.password)), "the old name is the newcomer's now, with its own password");
  });

  test('a second user can also take the old name by renaming', async () => {
    const first = await signedUp();
    const second = await signedUp();
    assert.equal((await put(runtime, '/me/profile', { username: uniqueName('Moved') }, first.accessToken)).status, 200);
    assert.equal((await put(runtime, '/me/profile', { username: first.username }, second.accessToken)).status, 200);
    assert.equal(claimsOf((await mustSignIn(runtime, first.username, second.password)).accessToken).sub, second.sub);
  });

  test('concurrent renames of two accounts to one name: exactly one wins, in the table and in Cognito', async () => {
    const contenders = await Promise.all([signedUp(), signedUp(), signedUp()]);
    const wanted = uniqueName('Race');
    const answers = await Promise.all(contenders.map((c) => put(runtime, '/me/profile', { username: wanted }, c.accessToken)));
    assert.deepEqual(answers.map((a) => a.status).sort(), [200, 409, 409]);
    const winner = contenders[answers.findIndex((a) => a.status === 200)]!;
    assert.equal((await rawItem(db, keys.username(wanted)))?.userId, winner.sub);
    assert.equal(claimsOf((await mustSignIn(runtime, wanted, winner.password)).accessToken).sub, winner.sub);
    for (const loser of contenders.filter((c) => c !== winner)) {
      assert.equal((await get(runtime, '/me/profile', loser.accessToken)).body.username, loser.username);
      await mustSignIn(runtime, loser.username, loser.password);
    }
  });

  test('a name Cognito still holds for another account (no table claim): 409, and the claim is released', async () => {
    const holder = await signedUp();
    const user = await signedUp();
    const heldOnlyInCognito = uniqueName('Ghost');
    const client = localCognitoClient(runtime.cognitoEndpoint);
    try {
      await client.send(
        new AdminUpdateUserAttributesCommand({
          UserPoolId: runtime.userPoolId,
          Username: holder.username,
          UserAttributes: [{ Name: 'preferred_username', Value: heldOnlyInCognito }],
        }),
      );
    } finally {
      client.destroy();
    }
    const answer = await put(runtime, '/me/profile', { username: heldOnlyInCognito.toLowerCase(), language: 'de' }, user.accessToken);
    assert.equal(answer.status, 409);
    assert.deepEqual(answer.body, USERNAME_TAKEN);
    assert.equal(await rawItem(db, keys.username(heldOnlyInCognito)), undefined, 'no claim left behind');
    const profile = (await get(runtime, '/me/profile', user.accessToken)).body;
    assert.equal(profile.username, user.username);
    assert.equal(profile.language, 'en');
    await mustSignIn(runtime, user.username, user.password);
  });

  test('a case-only rename keeps the name and its claim; sign-in works in every case', async () => {
    const user = await signedUp();
    const recased = user.username.toUpperCase();
    assert.equal((await put(runtime, '/me/profile', { username: recased }, user.accessToken)).status, 200);
    assert.equal((await rawItem(db, keys.username(user.username)))?.userId, user.sub);
    assert.equal((await cognitoAttributes(runtime, user.username)).preferred_username, recased);
    await mustSignIn(runtime, user.username, user.password);
    await mustSignIn(runtime, recased, user.password);
  });
});
