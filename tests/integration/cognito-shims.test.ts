import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  AdminUserGlobalSignOutCommand,
  type AttributeType,
  type CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolClientCommand,
  DescribeUserPoolCommand,
  GetTokensFromRefreshTokenCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { Amplify } from 'aws-amplify';
import { fetchAuthSession, signIn, signOut } from 'aws-amplify/auth';
import { ConsoleLogger } from 'aws-amplify/utils';
import { cognitoIdentity } from '../../functions/lib/identity/cognito-identity';
import { ADD_ALIAS_ATTRIBUTES_TARGET } from '../../infra/local/cognito-shims';
import { ALIAS_ATTRIBUTES, ensureLocalUserPool, localCognitoClient, WEB_CLIENT_SETTINGS } from '../../infra/local/cognito-setup';
import { startTestRuntime, type TestRuntime } from './support/runtime';

/**
 * The shims around the embedded cognito-local (infra/local/cognito-shims.ts), through the real local
 * runtime with the real AWS SDK client and, where the browser is concerned, the real Amplify v6.
 */
let runtime: TestRuntime;
let cognito: CognitoIdentityProviderClient;
const PASSWORD = 'plum-tart-42';
let seq = 0;

before(async () => {
  runtime = await startTestRuntime();
  cognito = localCognitoClient(runtime.cognitoEndpoint);
});
after(async () => {
  cognito.destroy();
  await runtime.dispose();
});

const claimsOf = (jwt: string | undefined) => JSON.parse(Buffer.from(jwt!.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

/** A confirmed account as the server's sign-up creates it. */
async function createUser(options: { verified?: boolean; attributes?: AttributeType[] } = {}) {
  seq += 1;
  const username = `Diner${Date.now() % 1e6}x${seq}`;
  const email = `${username.toLowerCase()}@example.com`;
  await cognito.send(
    new AdminCreateUserCommand({
      UserPoolId: runtime.userPoolId,
      Username: username,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: String(options.verified ?? true) },
        ...(options.attributes ?? []),
      ],
    }),
  );
  await cognito.send(new AdminSetUserPasswordCommand({ UserPoolId: runtime.userPoolId, Username: username, Password: PASSWORD, Permanent: true }));
  return { username, email };
}

const signInWith = (identifier: string, password = PASSWORD) =>
  cognito.send(
    new InitiateAuthCommand({
      ClientId: runtime.userPoolClientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: identifier, PASSWORD: password },
    }),
  );

const refreshWith = (refreshToken: string | undefined) =>
  cognito.send(new GetTokensFromRefreshTokenCommand({ ClientId: runtime.userPoolClientId, RefreshToken: refreshToken }));

/** The raw HTTP answer of one Cognito operation, byte for byte. */
async function rawCall(operation: string, body: object) {
  const res = await fetch(runtime.cognitoEndpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${operation}` },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.text() };
}

/** Rejects with this Cognito error; a string message must match exactly. */
const rejectsWith = (promise: Promise<unknown>, name: string, message?: string | RegExp) =>
  assert.rejects(promise, (error: Error) => {
    assert.equal(error.name, name);
    if (typeof message === 'string') assert.equal(error.message, message);
    else if (message) assert.match(error.message, message);
    return true;
  });

describe('sign-in identifiers: email alias and case-insensitive username', () => {
  test('a verified email signs in, in any case, as the account it belongs to', async () => {
    const { username, email } = await createUser();
    const { AuthenticationResult } = await signInWith(email.toUpperCase());
    assert.equal(claimsOf(AuthenticationResult?.IdToken)['cognito:username'], username);
    assert.equal(claimsOf(AuthenticationResult?.AccessToken).username, username);
  });

  test('the username signs in whatever its case', async () => {
    const { username } = await createUser();
    for (const typed of [username, username.toLowerCase(), username.toUpperCase()]) {
      const { AuthenticationResult } = await signInWith(typed);
      assert.equal(claimsOf(AuthenticationResult?.AccessToken).username, username, typed);
    }
  });

  test('an unverified email is not an alias', async () => {
    const { email } = await createUser({ verified: false });
    await rejectsWith(signInWith(email), 'NotAuthorizedException', 'Incorrect username or password.');
  });

  test('Admin calls accept the email alias; an unknown user is UserNotFoundException', async () => {
    const { username, email } = await createUser();
    const found = await cognito.send(new AdminGetUserCommand({ UserPoolId: runtime.userPoolId, Username: email.toUpperCase() }));
    assert.equal(found.Username, username);
    await cognito.send(new AdminSetUserPasswordCommand({ UserPoolId: runtime.userPoolId, Username: email, Password: 'fig-pie-77', Permanent: true }));
    await signInWith(username, 'fig-pie-77');
    await rejectsWith(
      cognito.send(new AdminGetUserCommand({ UserPoolId: runtime.userPoolId, Username: 'nobody@example.com' })),
      'UserNotFoundException',
      'User does not exist.',
    );
  });

  test('RespondToAuthChallenge resolves USERNAME too; a wrong temporary password gets no challenge', async () => {
    seq += 1;
    const username = `Temp${seq}x${Date.now() % 1e6}`;
    const email = `${username.toLowerCase()}@example.com`;
    await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: runtime.userPoolId,
        Username: username,
        TemporaryPassword: 'temp-pass-1',
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
    await rejectsWith(signInWith(email, 'not-the-temp-one'), 'NotAuthorizedException', 'Incorrect username or password.');
    const challenge = await signInWith(email, 'temp-pass-1');
    assert.equal(challenge.ChallengeName, 'NEW_PASSWORD_REQUIRED');
    const done = await cognito.send(
      new RespondToAuthChallengeCommand({
        ClientId: runtime.userPoolClientId,
        ChallengeName: 'NEW_PASSWORD_REQUIRED',
        Session: challenge.Session,
        ChallengeResponses: { USERNAME: email, NEW_PASSWORD: PASSWORD },
      }),
    );
    assert.equal(claimsOf(done.AuthenticationResult?.AccessToken).username, username);
  });
});

describe('alias and username uniqueness', () => {
  test('AdminCreateUser refuses a username that differs only in case, and a verified email already in use', async () => {
    const { username, email } = await createUser();
    await rejectsWith(
      cognito.send(new AdminCreateUserCommand({ UserPoolId: runtime.userPoolId, Username: username.toLowerCase(), MessageAction: 'SUPPRESS' })),
      'UsernameExistsException',
    );
    const taken = new AdminCreateUserCommand({
      UserPoolId: runtime.userPoolId,
      Username: `other${Date.now()}`,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: email.toUpperCase() },
        { Name: 'email_verified', Value: 'true' },
      ],
    });
    await rejectsWith(cognito.send(taken), 'AliasExistsException', 'An account with the given email already exists.');
  });

  test('ForceAliasCreation moves the alias to the new account', async () => {
    const old = await createUser();
    const newName = `mover${Date.now()}`;
    await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: runtime.userPoolId,
        Username: newName,
        MessageAction: 'SUPPRESS',
        ForceAliasCreation: true,
        UserAttributes: [
          { Name: 'email', Value: old.email },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
    const found = await cognito.send(new AdminGetUserCommand({ UserPoolId: runtime.userPoolId, Username: old.email }));
    assert.equal(found.Username, newName);
  });

  test('AdminUpdateUserAttributes: email_verified alone verifies the current email; another account\'s verified email is refused', async () => {
    const unverified = await createUser({ verified: false });
    await rejectsWith(signInWith(unverified.email), 'NotAuthorizedException');
    await cognito.send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: runtime.userPoolId,
        Username: unverified.username,
        UserAttributes: [{ Name: 'email_verified', Value: 'true' }],
      }),
    );
    await signInWith(unverified.email);

    const other = await createUser();
    const takeOthers = new AdminUpdateUserAttributesCommand({
      UserPoolId: runtime.userPoolId,
      Username: unverified.username,
      UserAttributes: [
        { Name: 'email', Value: other.email },
        { Name: 'email_verified', Value: 'true' },
      ],
    });
    await rejectsWith(cognito.send(takeOthers), 'AliasExistsException');

    // An email change (new address, verified by the product's own code) moves the alias.
    const fresh = `changed${Date.now()}@example.com`;
    await cognito.send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: runtime.userPoolId,
        Username: unverified.email,
        UserAttributes: [
          { Name: 'email', Value: fresh },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
    await signInWith(fresh);
    await rejectsWith(signInWith(unverified.email), 'NotAuthorizedException');
  });
});

describe('preferred_username: the visible, changeable sign-in name', () => {
  /** An account as the server's sign-up creates it (functions/lib/identity: opaque id, then the alias). */
  const serverUser = async (name = `Chef${Date.now() % 1e6}x${++seq}`) => {
    const email = `${name.toLowerCase()}@example.com`;
    const user = await identity().createUser({ username: name, email, password: PASSWORD, createdAt: new Date() });
    return { ...user, name, email };
  };
  const identity = () => cognitoIdentity({ client: cognito, userPoolId: runtime.userPoolId, userPoolClientId: runtime.userPoolClientId });
  const rename = (username: string, name: string) =>
    cognito.send(
      new AdminUpdateUserAttributesCommand({ UserPoolId: runtime.userPoolId, Username: username, UserAttributes: [{ Name: 'preferred_username', Value: name }] }),
    );
  const attempt = (identifier: string, password = PASSWORD) =>
    rawCall('InitiateAuth', { ClientId: runtime.userPoolClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: identifier, PASSWORD: password } });

  test('signs in in any case, as the account whose Cognito username is an opaque id; the ID token carries it', async () => {
    const user = await serverUser();
    assert.match(user.cognitoUsername, /^[0-9a-f-]{36}$/);
    for (const typed of [user.name, user.name.toLowerCase(), user.name.toUpperCase(), user.email]) {
      const { AuthenticationResult } = await signInWith(typed);
      assert.equal(claimsOf(AuthenticationResult?.AccessToken).username, user.cognitoUsername, typed);
      assert.equal(claimsOf(AuthenticationResult?.IdToken).preferred_username, user.name, typed);
    }
    const found = await cognito.send(new AdminGetUserCommand({ UserPoolId: runtime.userPoolId, Username: user.name.toUpperCase() }));
    assert.equal(found.Username, user.cognitoUsername, 'Admin calls resolve it too');
  });

  test('after a change the new name signs in and the old one answers exactly as an unknown name', async () => {
    const user = await serverUser();
    const newName = `Renamed${Date.now() % 1e6}x${++seq}`;
    await identity().setPreferredUsername(user.cognitoUsername, newName);
    await signInWith(newName.toLowerCase());
    const unknown = await attempt(`ghost${Date.now()}`);
    assert.deepEqual(await attempt(user.name), unknown);
    assert.deepEqual(await attempt(user.name, 'wrong-password'), unknown);
    assert.deepEqual(await attempt(newName, 'wrong-password'), unknown, 'a wrong password reads the same too');
    const { AuthenticationResult } = await signInWith(newName);
    const refreshed = await refreshWith(AuthenticationResult?.RefreshToken);
    assert.equal(claimsOf(refreshed.AuthenticationResult?.IdToken).preferred_username, newName);
  });

  test("another account's name (any case), or its username, is refused: AliasExistsException; one's own in another case is fine", async () => {
    const owner = await serverUser();
    const other = await serverUser();
    for (const taken of [owner.name.toUpperCase(), owner.cognitoUsername]) {
      await rejectsWith(rename(other.cognitoUsername, taken), 'AliasExistsException', 'An account with the given preferred_username already exists.');
    }
    await assert.rejects(identity().setPreferredUsername(other.cognitoUsername, owner.name), (error: Error) => error.name === 'UsernameExistsError');
    const legacy = await createUser(); // Cognito username = the name, as before preferred_username
    await rejectsWith(rename(other.cognitoUsername, legacy.username.toLowerCase()), 'AliasExistsException');
    await rename(owner.cognitoUsername, owner.name.toLowerCase());
    assert.equal(claimsOf((await signInWith(owner.name)).AuthenticationResult?.AccessToken).username, owner.cognitoUsername);
  });

  test('AdminCreateUser refuses a taken preferred_username, even with ForceAliasCreation; the adapter leaves no account behind', async () => {
    const owner = await serverUser();
    const create = (force: boolean) =>
      cognito.send(
        new AdminCreateUserCommand({
          UserPoolId: runtime.userPoolId,
          Username: `new-${Date.now()}-${++seq}`,
          MessageAction: 'SUPPRESS',
          ForceAliasCreation: force,
          UserAttributes: [{ Name: 'preferred_username', Value: owner.name.toLowerCase() }],
        }),
      );
    await rejectsWith(create(false), 'AliasExistsException');
    await rejectsWith(create(true), 'AliasExistsException');
    const email = `dup${Date.now()}@example.com`;
    await assert.rejects(
      identity().createUser({ username: owner.name.toUpperCase(), email, password: PASSWORD, createdAt: new Date() }),
      (error: Error) => error.name === 'UsernameExistsError',
    );
    await rejectsWith(cognito.send(new AdminGetUserCommand({ UserPoolId: runtime.userPoolId, Username: email })), 'UserNotFoundException');
  });

  test('the ID token holds what the web client may read, with email_verified as a boolean', async () => {
    const { username } = await createUser({ verified: false });
    const { AuthenticationResult } = await signInWith(username);
    const claims = claimsOf(AuthenticationResult?.IdToken);
    assert.equal(claims.email_verified, false, 'cognito-local alone says true');
    assert.equal(typeof claims.email, 'string');
    assert.equal(claims.preferred_username, undefined, 'no value, no claim');
  });
});

describe('no user enumeration (PreventUserExistenceErrors)', () => {
  test('an unknown user and a wrong password get byte-identical answers', async () => {
    const { username } = await createUser();
    const attempt = (identifier: string, password: string) =>
      rawCall('InitiateAuth', {
        ClientId: runtime.userPoolClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: identifier, PASSWORD: password },
      });
    const wrongPassword = await attempt(username, 'not-my-password');
    const unknownUser = await attempt(`ghost${Date.now()}`, 'not-my-password');
    const unknownEmail = await attempt(`ghost${Date.now()}@example.com`, 'not-my-password');
    assert.deepEqual(wrongPassword, { status: 400, body: JSON.stringify({ __type: 'NotAuthorizedException', message: 'Incorrect username or password.' }) });
    assert.deepEqual(unknownUser, wrongPassword);
    assert.deepEqual(unknownEmail, wrongPassword);
  });
});

describe('token refresh', () => {
  test('GetTokensFromRefreshToken yields a fresh access token that the API accepts', async () => {
    const { username } = await createUser();
    const { AuthenticationResult: first } = await signInWith(username);
    const { AuthenticationResult: refreshed } = await refreshWith(first?.RefreshToken);
    assert.ok(refreshed?.AccessToken && refreshed.IdToken, `expected refreshed?.AccessToken && refreshed.IdToken; got refreshed = ${inspect(refreshed)}`);
    assert.notEqual(claimsOf(refreshed.AccessToken).jti, claimsOf(first?.AccessToken).jti);
    assert.equal(claimsOf(refreshed.AccessToken).username, username);
    assert.equal(refreshed.TokenType, 'Bearer');
    assert.equal(refreshed.ExpiresIn, 3600, 'one hour, as the AWS web client');
    const res = await runtime.api('/me/profile', { token: refreshed.AccessToken });
    assert.equal(res.status, 200);
  });

  test('InitiateAuth REFRESH_TOKEN_AUTH works too; garbage and expired refresh tokens are refused', async () => {
    const { username } = await createUser();
    const { AuthenticationResult } = await signInWith(username);
    const viaInitiate = await cognito.send(
      new InitiateAuthCommand({
        ClientId: runtime.userPoolClientId,
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        AuthParameters: { REFRESH_TOKEN: AuthenticationResult!.RefreshToken! },
      }),
    );
    assert.equal(claimsOf(viaInitiate.AuthenticationResult?.AccessToken).username, username);
    await rejectsWith(refreshWith('not-a-token'), 'NotAuthorizedException', 'Invalid Refresh Token');
    const [header, payload] = AuthenticationResult!.RefreshToken!.split('.');
    const expired = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), exp: 1 })).toString('base64url');
    await rejectsWith(refreshWith(`${header}.${expired}.${AuthenticationResult!.RefreshToken!.split('.')[2]}`), 'NotAuthorizedException', 'Invalid Refresh Token');
  });
});

describe('global sign-out', () => {
  test('GlobalSignOut with the access token revokes every refresh token of the user', async () => {
    const { username, email } = await createUser();
    const one = (await signInWith(username)).AuthenticationResult!;
    const two = (await signInWith(email)).AuthenticationResult!;
    await refreshWith(two.RefreshToken);
    await cognito.send(new GlobalSignOutCommand({ AccessToken: one.AccessToken }));
    await rejectsWith(refreshWith(one.RefreshToken), 'NotAuthorizedException', 'Invalid Refresh Token');
    await rejectsWith(refreshWith(two.RefreshToken), 'NotAuthorizedException', 'Invalid Refresh Token');
    // A new sign-in still works.
    await refreshWith((await signInWith(username)).AuthenticationResult!.RefreshToken);
  });

  test('a forged access token signs nobody out', async () => {
    const { username } = await createUser();
    const tokens = (await signInWith(username)).AuthenticationResult!;
    const [header, , signature] = tokens.AccessToken!.split('.');
    const forged = Buffer.from(JSON.stringify({ ...claimsOf(tokens.AccessToken), exp: 4102444800 })).toString('base64url');
    await rejectsWith(cognito.send(new GlobalSignOutCommand({ AccessToken: `${header}.${forged}.${signature}` })), 'NotAuthorizedException');
    await refreshWith(tokens.RefreshToken);
  });

  test('AdminUserGlobalSignOut (as the email-change function calls it) revokes the refresh tokens', async () => {
    const { username, email } = await createUser();
    const tokens = (await signInWith(username)).AuthenticationResult!;
    await cognito.send(new AdminUserGlobalSignOutCommand({ UserPoolId: runtime.userPoolId, Username: email }));
    await rejectsWith(refreshWith(tokens.RefreshToken), 'NotAuthorizedException', 'Invalid Refresh Token');
    await rejectsWith(
      cognito.send(new AdminUserGlobalSignOutCommand({ UserPoolId: runtime.userPoolId, Username: 'nobody-here' })),
      'UserNotFoundException',
    );
  });
});

describe('Amplify v6 against the local pool', () => {
  test('signs in by email, refreshes its session, and signOut({ global: true }) revokes refresh tokens', async () => {
    ConsoleLogger.LOG_LEVEL = 'ERROR'; // Amplify warns that the endpoint is custom, which is the point here
    const { username, email } = await createUser();
    const other = (await signInWith(username)).AuthenticationResult!;
    Amplify.configure({
      Auth: { Cognito: { userPoolId: runtime.userPoolId, userPoolClientId: runtime.userPoolClientId, userPoolEndpoint: `${runtime.url}/cognito` } },
    });
    const result = await signIn({ username: email, password: PASSWORD, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
    assert.equal(result.isSignedIn, true);
    const before = await fetchAuthSession();
    const refreshed = await fetchAuthSession({ forceRefresh: true });
    assert.ok(refreshed.tokens?.accessToken, `expected refreshed.tokens?.accessToken; got ${inspect(refreshed.tokens?.accessToken)}`);
    assert.notEqual(refreshed.tokens.accessToken.payload.jti, before.tokens?.accessToken.payload.jti);
    assert.equal(refreshed.tokens.accessToken.payload.username, username);
    await signOut({ global: true });
    assert.equal((await fetchAuthSession()).tokens, undefined);
    await rejectsWith(refreshWith(other.RefreshToken), 'NotAuthorizedException', 'Invalid Refresh Token');
  });
});

describe('custom:created_at', () => {
  test('is in the ID token after AdminCreateUser, after a refresh, and cannot be changed', async () => {
    const createdAt = new Date().toISOString();
    const { username } = await createUser({ attributes: [{ Name: 'custom:created_at', Value: createdAt }] });
    const tokens = (await signInWith(username)).AuthenticationResult!;
    assert.equal(claimsOf(tokens.IdToken)['custom:created_at'], createdAt);
    assert.equal(claimsOf((await refreshWith(tokens.RefreshToken)).AuthenticationResult?.IdToken)['custom:created_at'], createdAt);
    await rejectsWith(
      cognito.send(
        new AdminUpdateUserAttributesCommand({
          UserPoolId: runtime.userPoolId,
          Username: username,
          UserAttributes: [{ Name: 'custom:created_at', Value: '2000-01-01T00:00:00.000Z' }],
        }),
      ),
      'InvalidParameterException',
      /immutable/,
    );
  });

  test('the local pool declares it immutable and the web client reads it, but cannot write it', async () => {
    const { UserPool } = await cognito.send(new DescribeUserPoolCommand({ UserPoolId: runtime.userPoolId }));
    const attribute = UserPool?.SchemaAttributes?.find((a) => a.Name === 'custom:created_at');
    assert.equal(attribute?.AttributeDataType, 'String');
    assert.equal(attribute?.Mutable, false);
    const { UserPoolClient } = await cognito.send(
      new DescribeUserPoolClientCommand({ UserPoolId: runtime.userPoolId, ClientId: runtime.userPoolClientId }),
    );
    assert.ok(UserPoolClient?.ReadAttributes?.includes('custom:created_at'), `expected UserPoolClient?.ReadAttributes?.includes('custom:created_at'); got UserPoolClient?.ReadAttributes = ${inspect(UserPoolClient?.ReadAttributes)}`);
    assert.ok(!UserPoolClient?.WriteAttributes?.includes('custom:created_at'), `expected !UserPoolClient?.WriteAttributes?.includes('custom:created_at'); got UserPoolClient?.WriteAttributes = ${inspect(UserPoolClient?.WriteAttributes)}`);
    assert.equal(UserPoolClient?.PreventUserExistenceErrors, 'ENABLED');
  });

  test('a pool from an earlier version is upgraded in place: attribute and alias added, client settings applied, users kept', async () => {
    // The pool as the previous ensureLocalUserPool created it: no custom attribute, bare client.
    const { UserPool } = await cognito.send(
      new CreateUserPoolCommand({ PoolName: 'forksure-local', AliasAttributes: ['email'], UsernameConfiguration: { CaseSensitive: false } }),
    );
    const { UserPoolClient } = await cognito.send(
      new CreateUserPoolClientCommand({ UserPoolId: UserPool!.Id!, ClientName: 'forksure-web', ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH'] }),
    );
    await cognito.send(new AdminCreateUserCommand({ UserPoolId: UserPool!.Id!, Username: 'early-bird', MessageAction: 'SUPPRESS' }));
    const stateDir = mkdtempSync(join(tmpdir(), 'forksure-old-pool-'));
    try {
      const saved = { userPoolId: UserPool!.Id!, userPoolClientId: UserPoolClient!.ClientId! };
      writeFileSync(join(stateDir, 'forksure-pool.json'), JSON.stringify(saved));
      assert.deepEqual(await ensureLocalUserPool(runtime.cognitoEndpoint, stateDir), saved);
      const upgraded = await cognito.send(new DescribeUserPoolCommand({ UserPoolId: saved.userPoolId }));
      assert.equal(upgraded.UserPool?.SchemaAttributes?.find((a) => a.Name === 'custom:created_at')?.Mutable, false);
      assert.deepEqual(upgraded.UserPool?.AliasAttributes, ALIAS_ATTRIBUTES, 'preferred_username became a sign-in alias');
      const client = await cognito.send(new DescribeUserPoolClientCommand({ UserPoolId: saved.userPoolId, ClientId: saved.userPoolClientId }));
      assert.deepEqual(client.UserPoolClient?.ReadAttributes, WEB_CLIENT_SETTINGS.ReadAttributes);
      assert.deepEqual(client.UserPoolClient?.ExplicitAuthFlows, WEB_CLIENT_SETTINGS.ExplicitAuthFlows);
      await cognito.send(new AdminGetUserCommand({ UserPoolId: saved.userPoolId, Username: 'early-bird' }));
      // The accounts of the old pool can now get a preferred_username and sign in with it.
      await cognito.send(new AdminSetUserPasswordCommand({ UserPoolId: saved.userPoolId, Username: 'early-bird', Password: PASSWORD, Permanent: true }));
      await cognito.send(
        new AdminUpdateUserAttributesCommand({
          UserPoolId: saved.userPoolId,
          Username: 'early-bird',
          UserAttributes: [{ Name: 'preferred_username', Value: 'Early_Riser' }],
        }),
      );
      const { AuthenticationResult } = await cognito.send(
        new InitiateAuthCommand({
          ClientId: saved.userPoolClientId,
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: 'early_riser', PASSWORD: PASSWORD },
        }),
      );
      assert.equal(claimsOf(AuthenticationResult?.AccessToken).username, 'early-bird');
      // A second start finds nothing left to add (AddCustomAttributes would refuse a duplicate).
      assert.deepEqual(await ensureLocalUserPool(runtime.cognitoEndpoint, stateDir), saved);
      assert.deepEqual((await cognito.send(new DescribeUserPoolCommand({ UserPoolId: saved.userPoolId }))).UserPool?.AliasAttributes, ALIAS_ATTRIBUTES);
    } finally {
      rmSync(stateDir, { recursive: true, force: true });
    }
  });
});

describe('local-only: adding sign-in aliases to an existing pool', () => {
  test('adds known aliases and keeps the ones already there; anything else is refused', async () => {
    const { UserPool } = await cognito.send(new CreateUserPoolCommand({ PoolName: 'alias-upgrade', AliasAttributes: ['phone_number'] }));
    const add = (AliasAttributes: unknown) => rawCall(ADD_ALIAS_ATTRIBUTES_TARGET, { UserPoolId: UserPool!.Id, AliasAttributes });
    assert.equal((await add(['nickname'])).status, 400);
    assert.equal((await add([])).status, 400);
    assert.deepEqual(await add(['email']), { status: 200, body: '{}' });
    const { UserPool: after } = await cognito.send(new DescribeUserPoolCommand({ UserPoolId: UserPool!.Id }));
    assert.deepEqual(after?.AliasAttributes, ['phone_number', 'email']);
  });
});

describe('code-hash key', () => {
  test('the runtime gives the functions CODE_HASH_KEY: the hex of <dataDir>/code-hash-key (32 bytes, 0600)', () => {
    const file = join(runtime.dataDir, 'code-hash-key');
    const bytes = readFileSync(file);
    assert.equal(bytes.length, 32);
    assert.equal(statSync(file).mode & 0o777, 0o600);
    assert.equal(process.env.CODE_HASH_KEY, bytes.toString('hex'));
  });
});
