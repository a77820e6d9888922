import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { after, before, describe, test } from 'node:test';
import { allRoutes } from '../../functions/routes';
import { createTestUser, startTestRuntime, type TestRuntime, type TestUser } from './support/runtime';
import { dataDirSigningKey, kidOf, signToken } from './support/sign-token';

/** The real handlers behind the local HTTP API emulator, against embedded dynalite and cognito-local. */
let runtime: TestRuntime;
let user: TestUser;

before(async () => {
  runtime = await startTestRuntime();
  user = await createTestUser(runtime);
});
after(async () => {
  await runtime?.dispose();
});

describe('gateway behaviour', () => {
  test('health reports the adapter of every port without a token', async () => {
    const res = await runtime.api('/health');
    assert.equal(res.status, 200);
    assert.ok(res.headers.get('apigw-requestid'), 'every response carries a request id');
    const body = (await res.json()) as { status: string; providers: Record<string, string>; table: string };
    assert.equal(body.status, 'ok');
    assert.equal(body.table, 'reachable');
    assert.deepEqual(Object.keys(body.providers).sort(), ['ai', 'billing', 'geocoding', 'mail', 'places', 'speech', 'translate']);
    assert.equal(body.providers.places, 'embedded-osm-demo');
  });

  test('an unknown route answers 404 as API Gateway does', async () => {
    const res = await runtime.api('/no/such/route');
    assert.equal(res.status, 404);
    assert.deepEqual(await res.json(), { message: 'Not Found' });
  });

  test('a known path with another method answers 405 with Allow', async () => {
    const res = await runtime.api('/health', { method: 'DELETE' });
    assert.equal(res.status, 405);
    assert.equal(res.headers.get('allow'), 'GET');
    assert.deepEqual(await res.json(), { message: 'Method Not Allowed' });
  });

  test('CORS preflight is answered for allowed origins only', async () => {
    const allowed = await runtime.api('/me/profile', {
      method: 'OPTIONS',
      headers: { origin: runtime.url, 'access-control-request-method': 'PUT' },
    });
    assert.equal(allowed.status, 204);
    assert.equal(allowed.headers.get('access-control-allow-origin'), runtime.url);
    assert.match(allowed.headers.get('access-control-allow-headers') ?? '', /authorization/);

    const foreign = await runtime.api('/me/profile', {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'PUT' },
    });
    assert.equal(foreign.headers.get('access-control-allow-origin'), null);
  });
});

describe('JWT authorizer', () => {
  test('a user route without a token is 401', async () => {
    const res = await runtime.api('/me/profile');
    assert.equal(res.status, 401);
    assert.deepEqual(await res.json(), { message: 'Unauthorized' });
  });

  test('a tampered token is 401', async () => {
    const [header, payload, signature] = user.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url');
    const res = await runtime.api('/me/profile', { token: `${header}.${forgedPayload}.${signature}` });
    assert.equal(res.status, 401);
  });

  test('garbage, expired, foreign-issuer and foreign-audience tokens are 401', async () => {
    const claims = JSON.parse(Buffer.from(user.accessToken.split('.')[1]!, 'base64url').toString());
    const now = Math.floor(Date.now() / 1000);
    const cases = {
      garbage: 'not-a-jwt',
      expired: signWithLocalKey({ ...claims, iat: now - 7200, exp: now - 3600 }),
      foreignIssuer: signWithLocalKey({ ...claims, iss: 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_other' }),
      foreignAudience: signWithLocalKey({ ...claims, client_id: 'some-other-client' }),
    };
    for (const [name, token] of Object.entries(cases)) {
      const res = await runtime.api('/me/profile', { token });
      assert.equal(res.status, 401, `${name} token must be refused`);
    }
    // The same signing path with untouched claims is accepted, so the refusals above are meaningful.
    const control = await runtime.api('/me/profile', { token: signWithLocalKey(claims) });
    assert.equal(control.status, 200);
  });

  test('a valid access token or ID token reaches the handler', async () => {
    for (const token of [user.accessToken, user.idToken]) {
      const res = await runtime.api('/me/profile', { token });
      assert.equal(res.status, 200);
    }
  });
});

describe('bad input gets clear JSON errors', () => {
  test('malformed JSON is 400 INVALID_JSON', async () => {
    const res = await runtime.api('/me/profile', {
      method: 'PUT',
      token: user.accessToken,
      headers: { 'content-type': 'application/json' },
      body: '{"username": "ana",',
    });
    assert.equal(res.status, 400);
    const body = (await res.json()) as { error: { code: string; message: string } };
    assert.equal(body.error.code, 'INVALID_JSON');
    assert.ok(body.error.message.length > 0, `expected body.error.message.length > 0; got body.error.message.length = ${inspect(body.error.message.length)}`);
  });

  test('wrong types are 400 VALIDATION_FAILED naming each field', async () => {
    const res = await runtime.api('/me/profile', {
      method: 'PUT',
      token: user.accessToken,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 42, distance_unit: 'furlongs', allergies: 'peanuts' }),
    });
    assert.equal(res.status, 400);
    const body = (await res.json()) as { error: { code: string; fields: { path: string; message: string }[] } };
    assert.equal(body.error.code, 'VALIDATION_FAILED');
    const paths = body.error.fields.map((f) => f.path);
    for (const field of ['body.username', 'body.distance_unit', 'body.allergies']) assert.ok(paths.includes(field), `${field} is named`);
  });

  test('every planned route answers 501 NOT_IMPLEMENTED with a clear message', async () => {
    // None since issue 12 made the last ones live: this checks any a later issue adds.
    const planned = allRoutes.filter((r) => r.status === 'planned');
    for (const route of planned) {
      const path = route.path.replace(/\{[^}]+\}/g, 'x1');
      const res = await runtime.api(path, {
        method: route.method,
        token: route.auth === 'user' ? user.accessToken : undefined,
        headers: { 'content-type': 'application/json' },
        body: route.method === 'GET' || route.method === 'DELETE' ? undefined : '{}',
      });
      assert.equal(res.status, 501, `${route.method} ${route.path}`);
      const body = (await res.json()) as { error: { code: string; message: string } };
      assert.equal(body.error.code, 'NOT_IMPLEMENTED');
      assert.match(body.error.message, /not available yet/);
    }
  });
});

describe('hostile input (issue 9 fuzzing)', () => {
  test('malformed percent-encoding in a path answers 400, not 500', async () => {
    for (const path of ['/places/%zz', '/places/%E2%82', '/places/%', '/no/such/%zz']) {
      const res = await runtime.api(path, { token: user.accessToken });
      assert.equal(res.status, 400, path);
      assert.deepEqual(await res.json(), { message: 'Bad Request' });
    }
  });

  test('an unknown key is named by a short prefix, once, however long it is', async () => {
    const key = `x${'k'.repeat(1024 * 1024)}`;
    const res = await runtime.api('/auth/signup/code', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ [key]: 1 }),
    });
    assert.equal(res.status, 400);
    const text = await res.text();
    assert.ok(text.length < 2048, `answer is ${text.length} bytes`);
    assert.match(text, /xkkkk/);
  });

  test('thousands of unknown keys or failing items give an answer of bounded size', async () => {
    const keys = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`unknown_${i}`, i]));
    const res = await runtime.api('/me/profile', {
      method: 'PUT',
      token: user.accessToken,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...keys, allergies: Array.from({ length: 5000 }, () => 42) }),
    });
    assert.equal(res.status, 400);
    const body = (await res.json()) as { error: { fields: unknown[] } };
    assert.ok(JSON.stringify(body).length < 8192, `answer is ${JSON.stringify(body).length} bytes`);
    assert.ok(body.error.fields.length <= 50, `expected body.error.fields.length <= 50; got body.error.fields.length = ${inspect(body.error.fields.length)}`);
  });

  test('API answers forbid MIME sniffing, from the gateway and from the functions', async () => {
    for (const res of [await runtime.api('/health'), await runtime.api('/no/such/route'), await runtime.api('/me/profile')]) {
      assert.equal(res.headers.get('x-content-type-options'), 'nosniff', res.url);
    }
  });

  test('the dev pages run under a CSP that allows no scripts', async () => {
    for (const path of ['/dev/outbox', '/dev/billing', '/dev/outbox/no-such-message']) {
      const res = await fetch(`${runtime.url}${path}`);
      const csp = res.headers.get('content-security-policy') ?? '';
      assert.match(csp, /default-src 'none'/, path);
      assert.doesNotMatch(csp, /script-src|unsafe-inline/, path);
      assert.equal(res.headers.get('x-content-type-options'), 'nosniff', path);
    }
  });
});

describe('local runtime', () => {
  test('the profile survives a restart of the runtime', async () => {
    const put = await runtime.api('/me/profile', {
      method: 'PUT',
      token: user.accessToken,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: user.username, distance_unit: 'km', language: 'fr', dietary_preferences: ['Vegan'], allergies: ['Peanuts'] }),
    });
    assert.equal(put.status, 200);

    const { dataDir } = runtime;
    await runtime.dispose({ keepData: true });
    runtime = await startTestRuntime(dataDir, runtime);

    const res = await runtime.api('/me/profile', { token: user.accessToken });
    assert.equal(res.status, 200);
    const profile = (await res.json()) as { distance_unit: string; language: string; allergies: string[] };
    assert.equal(profile.distance_unit, 'km');
    assert.equal(profile.language, 'fr');
    assert.deepEqual(profile.allergies, ['Peanuts']);
  });

  test('config.json describes the embedded services', async () => {
    const res = await fetch(`${runtime.url}/config.json`);
    const config = (await res.json()) as Record<string, string>;
    assert.equal(config.mode, 'local');
    assert.equal(config.userPoolId, runtime.userPoolId);
    assert.equal(config.apiUrl, `${runtime.url}/api`);
  });

  test('the scheduled cleanup job runs through its real handler', async () => {
    const summary = (await runtime.runScheduled('cleanup')) as { deleted: number; reconciled: number };
    assert.equal(typeof summary.deleted, 'number');
    assert.equal(typeof summary.reconciled, 'number');
  });

  test('the mail outbox and billing simulator pages exist', async () => {
    const outbox = await fetch(`${runtime.url}/dev/outbox`);
    assert.equal(outbox.status, 200);
    assert.match(await outbox.text(), /Mail outbox/);
    const billing = await fetch(`${runtime.url}/dev/billing`);
    assert.equal(billing.status, 200);
    assert.match(await billing.text(), /Billing simulator/);
  });
});

/** Signs claims with the runtime's own key, to build tokens the real pool would never issue. */
function signWithLocalKey(claims: Record<string, unknown>): string {
  return signToken(claims, dataDirSigningKey(runtime.dataDir), kidOf(user.accessToken));
}
