import assert from 'node:assert/strict';
import { request } from 'node:http';
import { after, before, describe, test } from 'node:test';
import { startTestRuntime, type TestRuntime } from './support/runtime';

/**
 * The local server answers only to its own names (infra/local/accepted-hosts.ts): a page that DNS
 * rebinding points at 127.0.0.1 names itself in Host, and must not read the outbox, the billing
 * pages or the config, nor use the Cognito sign-in door.
 */
let runtime: TestRuntime;

before(async () => {
  runtime = await startTestRuntime();
});
after(async () => {
  await runtime?.dispose();
});

/** A raw request with whatever Host header the caller chooses (fetch would not let us forge it). */
function raw(path: string, host: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: runtime.port, path, method: options.method ?? 'GET', headers: { host, ...options.headers }, setHost: false },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error(`no answer for ${path}`)));
    req.on('error', reject);
    req.end(options.body);
  });
}

const PATHS = ['/dev/outbox', '/dev/billing', '/config.json', '/api/health', '/cognito', '/', '/assets/app.js', '/v1/customers'];

describe('Host header', () => {
  test('a foreign Host (DNS rebinding, a LAN name, no port, another port) gets 421 on every path, and no host is echoed', async () => {
    const port = runtime.port;
    for (const host of [`attacker.example:${port}`, 'attacker.example', `forksure.lan:${port}`, `localhost:${port + 1}`, `127.0.0.1.attacker.example:${port}`, 'localhost']) {
      for (const path of PATHS) {
        const res = await raw(path, host);
        assert.equal(res.status, 421, `${host} ${path}: ${res.body}`);
        assert.match(res.body, /Misdirected Request/, `${host} ${path}`);
        assert.doesNotMatch(res.body, /attacker|forksure\.lan/, `${host} ${path} echoes no host`);
      }
    }
  });

  test('the /cognito sign-in door is refused to a rebound page even when Origin matches its Host', async () => {
    const host = `attacker.example:${runtime.port}`;
    const res = await raw('/cognito', host, {
      method: 'POST',
      headers: { origin: `http://${host}`, 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
      body: JSON.stringify({ ClientId: runtime.userPoolClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: 'someone', PASSWORD: 'whatever-1' } }),
    });
    assert.equal(res.status, 421, res.body);
  });

  test('an accepted Host cannot lend its door to a foreign Origin', async () => {
    const res = await raw('/cognito', `localhost:${runtime.port}`, {
      method: 'POST',
      headers: { origin: 'http://attacker.example', 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
      body: JSON.stringify({ ClientId: runtime.userPoolClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: 'someone', PASSWORD: 'whatever-1' } }),
    });
    assert.equal(res.status, 403, res.body);
  });

  test('localhost, 127.0.0.1 and [::1] with the port are served (any case), and config.json names the host used', async () => {
    for (const host of [`localhost:${runtime.port}`, `127.0.0.1:${runtime.port}`, `[::1]:${runtime.port}`, `LocalHost:${runtime.port}`]) {
      const outbox = await raw('/dev/outbox', host);
      assert.equal(outbox.status, 200, `${host}: ${outbox.body}`);
      const config = JSON.parse((await raw('/config.json', host)).body) as { apiUrl: string };
      assert.equal(config.apiUrl, `http://${host}/api`, host);
    }
  });
});
