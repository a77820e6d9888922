import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { type LocalRuntime, startLocalRuntime } from '../../infra/local/runtime';

/**
 * Bad input to the local pages (dev pages, the web build, the /cognito sign-in door, the billing
 * simulator's forms) is the caller's mistake: a 4xx with a message, never a 500 or a dropped
 * connection.
 */
let runtime: LocalRuntime;
let scratch: string;

before(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'forksure-pages-'));
  const webDist = join(scratch, 'dist');
  mkdirSync(join(webDist, 'assets'), { recursive: true });
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Forksure</title>');
  runtime = await startLocalRuntime({ port: 0, dataDir: join(scratch, 'data'), repoRoot: resolve(import.meta.dirname, '..', '..'), webDist, log: () => undefined });
});
after(async () => {
  await runtime?.close();
  rmSync(scratch, { recursive: true, force: true });
});

/** A raw request (fetch refuses some of these paths before sending them). */
function raw(path: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; body: string; headers: Record<string, unknown> }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: runtime.port, path, method: options.method ?? 'GET', headers: { host: `localhost:${runtime.port}`, ...options.headers } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body, headers: res.headers }));
    });
    req.setTimeout(30_000, () => req.destroy(new Error(`no answer for ${options.method ?? 'GET'} ${path}`)));
    req.on('error', (error) => reject(new Error(`${options.method ?? 'GET'} ${path}: ${error.message}`)));
    req.end(options.body);
  });
}

const sameOriginForm = { origin: '', 'content-type': 'application/x-www-form-urlencoded' };
const BAD_ESCAPES = ['%', '%zz', '%E2%82', '%C0%AF', '%00', 'a%0ab', '%7f'];

describe('paths', () => {
  test('every bad %-escape or control character under /dev/billing, /dev/outbox and the web build is a 400 with a message', async () => {
    const paths = BAD_ESCAPES.flatMap((bad) => [
      `/dev/billing/${bad}`,
      `/dev/billing/checkout/${bad}`,
      `/dev/billing/portal/${bad}`,
      `/dev/billing/checkout/cs_1/${bad}`,
      `/dev/outbox/${bad}`,
      `/${bad}`,
      `/assets/${bad}.js`,
    ]);
    for (const path of paths) {
      for (const method of ['GET', 'POST']) {
        const headers = method === 'POST' ? { ...sameOriginForm, origin: runtime.url } : {};
        const res = await raw(path, { method, headers, body: method === 'POST' ? 'plan=pro' : undefined });
        assert.ok(res.status >= 400 && res.status < 500, `${method} ${path} answered ${res.status}: ${res.body.slice(0, 200)}`);
        if (method === 'GET') assert.equal(res.status, 400, `${method} ${path}`);
        assert.ok(res.body.length > 0, `${method} ${path} says why`);
      }
    }
  });

  test('a path is decoded once: %25zz names the id "%zz", which is simply unknown', async () => {
    for (const path of ['/dev/billing/checkout/%25zz', '/dev/billing/portal/%25E2%2582', '/dev/outbox/%25zz', '/dev/billing/checkout/constructor', '/dev/billing/portal/__proto__', '/dev/outbox/constructor']) {
      const res = await raw(path);
      assert.equal(res.status, 404, `${path}: ${res.body}`);
    }
  });
});

describe('billing simulator forms', () => {
  test('a form over 4 KB gets 413 with a message, not a dropped connection', async () => {
    for (const path of ['/dev/billing/checkout/cs_1/complete', '/dev/billing/portal/bps_1/change']) {
      const res = await raw(path, { method: 'POST', headers: { ...sameOriginForm, origin: runtime.url }, body: `plan=pro&pad=${'x'.repeat(5000)}` });
      assert.equal(res.status, 413, `${path}: ${res.body}`);
      assert.match(res.body, /4 KB/, path);
    }
  });

  test('an action on a session id that is a property name of every object (constructor, __proto__) is unknown, not a crash', async () => {
    for (const path of ['/dev/billing/checkout/constructor/complete', '/dev/billing/checkout/toString/cancel', '/dev/billing/portal/__proto__/end-now', '/dev/billing/portal/hasOwnProperty/change']) {
      const res = await raw(path, { method: 'POST', headers: { ...sameOriginForm, origin: runtime.url }, body: 'plan=pro' });
      assert.ok(res.status >= 400 && res.status < 500, `${path} answered ${res.status}: ${res.body.slice(0, 200)}`);
    }
  });

  test('a portal change to a plan that does not exist is a 400 with the choices', async () => {
    const res = await raw('/dev/billing/portal/bps_1/change', { method: 'POST', headers: { ...sameOriginForm, origin: runtime.url }, body: 'plan=platinum' });
    assert.equal(res.status, 400, res.body);
    assert.match(res.body, /pro or premium/);
  });
});

describe('the billing simulator\'s Stripe-format API (/v1)', () => {
  test('a body over 64 KB gets 413 in Stripe\'s error shape', async () => {
    const res = await raw('/v1/customers', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `email=${'x'.repeat(70_000)}` });
    assert.equal(res.status, 413, res.body);
    assert.equal((JSON.parse(res.body) as { error: { type: string } }).error.type, 'invalid_request_error');
  });

  test('bracket keys naming the prototype are not fields, and reach no object\'s prototype', async () => {
    const res = await raw('/v1/customers', {
      method: 'POST',
      headers: { authorization: `Bearer ${runtime.billing.keys.secretKey}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a%40example.com&__proto__[polluted]=yes&metadata[constructor][prototype][polluted]=yes',
    });
    assert.ok(res.status < 500, res.body);
    assert.equal((({}) as Record<string, unknown>).polluted, undefined);
  });
});

describe('the /cognito sign-in door', () => {
  const call = (operation: string, body: unknown) =>
    raw('/cognito', {
      method: 'POST',
      headers: { origin: runtime.url, 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${operation}` },
      body: JSON.stringify(body),
    });

  test('a number, list, object or null where a string belongs is a 400 naming the field', async () => {
    const clientId = runtime.userPoolClientId;
    const flow = 'USER_PASSWORD_AUTH';
    const cases: [string, unknown, RegExp][] = [
      ['InitiateAuth', { ClientId: clientId, AuthFlow: flow, AuthParameters: { USERNAME: 1e21, PASSWORD: 'x' } }, /USERNAME/],
      ['InitiateAuth', { ClientId: clientId, AuthFlow: flow, AuthParameters: { USERNAME: ['a'], PASSWORD: 'x' } }, /USERNAME/],
      ['InitiateAuth', { ClientId: clientId, AuthFlow: flow, AuthParameters: { USERNAME: 'a', PASSWORD: { x: 1 } } }, /PASSWORD/],
      ['InitiateAuth', { ClientId: clientId, AuthFlow: flow, AuthParameters: [] }, /AuthParameters/],
      ['InitiateAuth', { ClientId: clientId, AuthFlow: flow, AuthParameters: 'USERNAME=a' }, /AuthParameters/],
      ['InitiateAuth', { ClientId: clientId, AuthFlow: flow }, /USERNAME/],
      ['InitiateAuth', { ClientId: clientId, AuthFlow: flow, AuthParameters: { USERNAME: 'a' } }, /PASSWORD/],
      ['InitiateAuth', { ClientId: 42, AuthFlow: flow, AuthParameters: { USERNAME: 'a', PASSWORD: 'b' } }, /ClientId/],
      ['InitiateAuth', { ClientId: null, AuthFlow: flow, AuthParameters: { USERNAME: 'a', PASSWORD: 'b' } }, /ClientId/],
      ['InitiateAuth', { ClientId: clientId, AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: { REFRESH_TOKEN: 7 } }, /REFRESH_TOKEN/],
      ['InitiateAuth', { ClientId: clientId, AuthFlow: flow, AuthParameters: { USERNAME: 'a', PASSWORD: 'b' }, ClientMetadata: [1] }, /ClientMetadata/],
      ['GetTokensFromRefreshToken', { ClientId: clientId, RefreshToken: 1e21 }, /RefreshToken/],
      ['GetTokensFromRefreshToken', { ClientId: [], RefreshToken: 'x' }, /ClientId/],
      ['GlobalSignOut', { AccessToken: {} }, /AccessToken/],
      ['GlobalSignOut', {}, /AccessToken/],
      ['RevokeToken', { ClientId: clientId, Token: 1 }, /Token/],
    ];
    for (const [operation, body, field] of cases) {
      const res = await call(operation, body);
      assert.equal(res.status, 400, `${operation} ${JSON.stringify(body)}: ${res.body}`);
      const answer = JSON.parse(res.body) as { __type: string; message: string };
      assert.equal(answer.__type, 'InvalidParameterException', `${operation} ${JSON.stringify(body)}`);
      assert.match(answer.message, field, `${operation} ${JSON.stringify(body)}`);
    }
  });

  test('well-formed but unknown values are 4xx too (unknown client, unknown user, junk tokens)', async () => {
    const cases: [string, unknown][] = [
      ['InitiateAuth', { ClientId: 'no-such-client', AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: 'a', PASSWORD: 'b' } }],
      ['InitiateAuth', { ClientId: runtime.userPoolClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: '\u0000', PASSWORD: 'x'.repeat(100_000) } }],
      ['InitiateAuth', { ClientId: runtime.userPoolClientId, AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: { REFRESH_TOKEN: 'junk' } }],
      ['GetTokensFromRefreshToken', { ClientId: runtime.userPoolClientId, RefreshToken: 'a.b.c' }],
      ['GlobalSignOut', { AccessToken: 'a.b.c' }],
      ['RevokeToken', { ClientId: runtime.userPoolClientId, Token: 'junk' }],
    ];
    for (const [operation, body] of cases) {
      const res = await call(operation, body);
      assert.ok(res.status >= 400 && res.status < 500, `${operation} ${JSON.stringify(body).slice(0, 120)} answered ${res.status}: ${res.body}`);
    }
  });
});
