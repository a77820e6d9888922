import { test } from 'node:test';
import assert from 'node:assert/strict';
import { startWireServer, type ScriptedAnswer } from '../testing/wire-server';
import { codeHashKeySource } from './code-hash-key';

const KEY = 'k'.repeat(40);
const jsonHeaders = { 'content-type': 'application/x-amz-json-1.1' };

test('CODE_HASH_KEY is the key locally', async () => {
  assert.deepEqual(await codeHashKeySource({ env: { CODE_HASH_KEY: KEY } })(), Buffer.from(KEY));
});

test('neither variable set: a clear error at call time', async () => {
  await assert.rejects(codeHashKeySource({ env: {} })(), /set CODE_HASH_KEY \(local\) or CODE_HASH_KEY_SECRET/);
});

test('a short key is refused', async () => {
  await assert.rejects(codeHashKeySource({ env: { CODE_HASH_KEY: 'short' } })(), /too short/);
});

test('CODE_HASH_KEY_SECRET: GetSecretValue over the Secrets Manager JSON protocol, read once per container', async (t) => {
  const server = await startWireServer((): ScriptedAnswer => ({ status: 200, headers: jsonHeaders, body: { Name: 'forksure/prod/code-hash-key', SecretString: KEY } }));
  t.after(() => server.close());
  const aws = { endpoint: server.endpoint, credentials: { accessKeyId: 'AKID', secretAccessKey: 's' } };
  const source = codeHashKeySource({ env: { CODE_HASH_KEY_SECRET: 'forksure/prod/code-hash-key', AWS_REGION: 'us-east-1' }, aws });

  assert.deepEqual(await source(), Buffer.from(KEY));
  assert.deepEqual(await source(), Buffer.from(KEY));
  assert.equal(server.requests.length, 1, 'cached after the first read');
  const [request] = server.requests;
  assert.equal(request!.method, 'POST');
  assert.equal(request!.path, '/');
  // SigV4 for the "secretsmanager" signing name in AWS_REGION.
  assert.match(String(request!.headers.authorization), /^AWS4-HMAC-SHA256 Credential=AKID\/\d{8}\/us-east-1\/secretsmanager\/aws4_request/);
  assert.equal(request!.headers['x-amz-target'], 'secretsmanager.GetSecretValue');
  assert.match(String(request!.headers['content-type']), /application\/x-amz-json-1\.1/);
  assert.deepEqual(JSON.parse(request!.body), { SecretId: 'forksure/prod/code-hash-key' });
});

test('a failed secret read is not cached: the next call tries again', async (t) => {
  let calls = 0;
  const server = await startWireServer((): ScriptedAnswer => {
    calls += 1;
    return calls === 1
      ? { status: 400, headers: { ...jsonHeaders, 'x-amzn-errortype': 'ResourceNotFoundException' }, body: { __type: 'ResourceNotFoundException', message: 'Secrets Manager can\'t find the specified secret.' } }
      : { status: 200, headers: jsonHeaders, body: { SecretString: KEY } };
  });
  t.after(() => server.close());
  const aws = { endpoint: server.endpoint, region: 'us-east-1', credentials: { accessKeyId: 'AKID', secretAccessKey: 's' } };
  const source = codeHashKeySource({ env: { CODE_HASH_KEY_SECRET: 'missing' }, aws });
  await assert.rejects(source(), (error: Error) => error.name === 'ResourceNotFoundException');
  assert.equal(calls, 1, 'a missing secret is not retried within the call');
  assert.deepEqual(await source(), Buffer.from(KEY));
  assert.equal(calls, 2);
});

test('a binary secret (base64 on the wire) is the key bytes', async (t) => {
  const bytes = Buffer.from(Array.from({ length: 40 }, (_, i) => (i * 37) % 256));
  const server = await startWireServer((): ScriptedAnswer => ({ status: 200, headers: jsonHeaders, body: { SecretBinary: bytes.toString('base64') } }));
  t.after(() => server.close());
  const aws = { endpoint: server.endpoint, region: 'us-east-1', credentials: { accessKeyId: 'AKID', secretAccessKey: 's' } };
  assert.deepEqual(await codeHashKeySource({ env: { CODE_HASH_KEY_SECRET: 'binary' }, aws })(), bytes);
});

test('the secret stays cached for an hour, then is read again (a rotated key is picked up)', async (t) => {
  t.mock.timers.enable({ apis: ['Date'], now: Date.now() });
  const server = await startWireServer((): ScriptedAnswer => ({ status: 200, headers: jsonHeaders, body: { SecretString: KEY } }));
  t.after(() => server.close());
  const aws = { endpoint: server.endpoint, region: 'us-east-1', credentials: { accessKeyId: 'AKID', secretAccessKey: 's' } };
  const source = codeHashKeySource({ env: { CODE_HASH_KEY_SECRET: 'rotating' }, aws });
  await source();
  t.mock.timers.tick(59 * 60_000);
  await source();
  assert.equal(server.requests.length, 1, 'cached within the hour');
  t.mock.timers.tick(2 * 60_000);
  await source();
  assert.equal(server.requests.length, 2, 'read again after the hour');
});
