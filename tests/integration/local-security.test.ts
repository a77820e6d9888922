import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestUser, startTestRuntime, type TestRuntime, type TestUser } from './support/runtime';
import { claimsOf, dataDirSigningKey, kidOf, packageSigningKey, signToken } from './support/sign-token';

/**
 * The embedded Cognito seen from the network (infra/local/cognito-endpoint.ts): only the browser's
 * sign-in operations, same-origin only, and tokens signed with this data directory's key.
 */
let runtime: TestRuntime;
let user: TestUser;
const PASSWORD = 'correct-horse-battery'; // createTestUser's

before(async () => {
  runtime = await startTestRuntime();
  user = await createTestUser(runtime);
});
after(async () => {
  await runtime?.dispose();
});

/** One operation on the public door, as a browser page (or anyone on the network) calls it. */
async function publicCall(operation: string, body: object, headers: Record<string, string> = {}) {
  const res = await fetch(`${runtime.url}/cognito`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`, ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
}

const signIn = (password = PASSWORD, headers: Record<string, string> = {}) =>
  publicCall(
    'InitiateAuth',
    { ClientId: runtime.userPoolClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: user.username, PASSWORD: password } },
    headers,
  );

describe('tokens', () => {
  test('a token signed with the key inside the cognito-local package is refused (401)', async () => {
    const forged = signToken(claimsOf(user.accessToken), packageSigningKey(), 'CognitoLocal');
    assert.equal((await runtime.api('/me/profile', { token: forged })).status, 401);
    // The same claims signed with this data directory's key pass, so the key is what is refused.
    const genuine = signToken(claimsOf(user.accessToken), dataDirSigningKey(runtime.dataDir), kidOf(user.accessToken));
    assert.equal((await runtime.api('/me/profile', { token: genuine })).status, 200);
  });

  test('the published JWKS holds the data directory key only', async () => {
    const res = await fetch(`${runtime.url}/cognito/${runtime.userPoolId}/.well-known/jwks.json`);
    const { keys } = (await res.json()) as { keys: { kid: string }[] };
    assert.deepEqual(
      keys.map((k) => k.kid),
      [kidOf(user.accessToken)],
    );
    assert.notEqual(kidOf(user.accessToken), 'CognitoLocal');
  });

  test('a refresh token forged with the package key is refused', async () => {
    const forged = signToken({ 'cognito:username': user.username, iat: Math.floor(Date.now() / 1000), exp: Math.floor(Date.now() / 1000) + 3600 }, packageSigningKey(), 'CognitoLocal');
    const res = await publicCall('GetTokensFromRefreshToken', { ClientId: runtime.userPoolClientId, RefreshToken: forged });
    assert.equal(res.status, 400);
    assert.equal(res.body.__type, 'NotAuthorizedException');
  });
});

describe('the public Cognito door', () => {
  test('admin and account operations are refused over HTTP, and change nothing', async () => {
    const attempts: [string, object][] = [
      ['ListUsers', { UserPoolId: runtime.userPoolId }],
      ['AdminSetUserPassword', { UserPoolId: runtime.userPoolId, Username: user.username, Password: 'taken-over-1', Permanent: true }],
      ['AdminGetUser', { UserPoolId: runtime.userPoolId, Username: user.username }],
      ['AdminCreateUser', { UserPoolId: runtime.userPoolId, Username: 'intruder' }],
      ['SignUp', { ClientId: runtime.userPoolClientId, Username: 'intruder', Password: 'intruder-pass-1' }],
      ['ChangePassword', { AccessToken: user.accessToken, PreviousPassword: PASSWORD, ProposedPassword: 'taken-over-1' }],
      ['GetUser', { AccessToken: user.accessToken }],
      ['DescribeUserPool', { UserPoolId: runtime.userPoolId }],
    ];
    for (const [operation, body] of attempts) {
      const res = await publicCall(operation, body);
      assert.equal(res.status, 403, operation);
      assert.equal(res.body.__type, 'AccessDeniedException', operation);
      assert.doesNotMatch(JSON.stringify(res.body), /example\.com/, `${operation} reveals no account`);
    }
    assert.equal((await signIn()).status, 200, 'the password is unchanged');
    assert.notEqual((await signIn('taken-over-1')).status, 200);
  });

  test('a wrong admin secret is just an unknown path', async () => {
    const res = await fetch(`${runtime.url}/cognito/admin-${'0'.repeat(64)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.ListUsers' },
      body: JSON.stringify({ UserPoolId: runtime.userPoolId }),
    });
    assert.equal(res.status, 404);
  });

  test('answers carry no CORS grant, and pages of other origins are refused', async () => {
    const preflight = await fetch(`${runtime.url}/cognito`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-amz-target' },
    });
    assert.equal(preflight.headers.get('access-control-allow-origin'), null);
    const foreign = await signIn(PASSWORD, { origin: 'https://evil.example' });
    assert.equal(foreign.status, 403);
    assert.equal(foreign.headers.get('access-control-allow-origin'), null);
    const own = await signIn(PASSWORD, { origin: runtime.url });
    assert.equal(own.status, 200);
    assert.equal(own.headers.get('access-control-allow-origin'), null, 'same-origin needs no CORS header');
    // The page's own origin under another name is same-origin only when it is one of the server's
    // names (HOST, CORS_ORIGINS): a LAN name it was not given is refused (421, tests/integration/local-hosts.test.ts).
    const loopback = await signIn(PASSWORD, { origin: `http://127.0.0.1:${runtime.port}` });
    assert.equal(loopback.status, 200);
  });

  test('a form post (no JSON content type, so no preflight) is refused', async () => {
    const res = await fetch(`${runtime.url}/cognito`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
      body: '{}',
    });
    assert.equal(res.status, 415);
  });

  test('sign-in, refresh and global sign-out work through it', async () => {
    const signedIn = await signIn(PASSWORD, { origin: runtime.url });
    assert.equal(signedIn.status, 200);
    const tokens = signedIn.body.AuthenticationResult as { AccessToken: string; RefreshToken: string };
    assert.equal((await runtime.api('/me/profile', { token: tokens.AccessToken })).status, 200);
    const refreshed = await publicCall('GetTokensFromRefreshToken', { ClientId: runtime.userPoolClientId, RefreshToken: tokens.RefreshToken });
    assert.equal(refreshed.status, 200);
    assert.equal((await publicCall('GlobalSignOut', { AccessToken: tokens.AccessToken })).status, 200);
    const afterSignOut = await publicCall('GetTokensFromRefreshToken', { ClientId: runtime.userPoolClientId, RefreshToken: tokens.RefreshToken });
    assert.equal(afterSignOut.body.__type, 'NotAuthorizedException');
  });

  test('only the web client auth flows are accepted', async () => {
    const res = await publicCall('InitiateAuth', {
      ClientId: runtime.userPoolClientId,
      AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: user.username, PASSWORD },
    });
    assert.equal(res.status, 400);
    assert.equal(res.body.__type, 'InvalidParameterException');
  });

  test('garbage bodies get a clear 4xx, never a 500', async () => {
    const res = await fetch(`${runtime.url}/cognito`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
      body: '{"ClientId": ',
    });
    assert.equal(res.status, 400);
    const noTarget = await fetch(`${runtime.url}/cognito`, { method: 'POST', headers: { 'content-type': 'application/x-amz-json-1.1' }, body: '{}' });
    assert.equal(noTarget.status, 400);
  });
});
