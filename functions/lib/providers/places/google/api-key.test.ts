import { test } from 'node:test';
import assert from 'node:assert/strict';
import { startWireServer, type ScriptedAnswer } from '../../../testing/wire-server';
import { googlePlacesKeySource } from './api-key';

const jsonHeaders = { 'content-type': 'application/x-amz-json-1.1' };
const credentials = { accessKeyId: 'AKID', secretAccessKey: 'secret' };

test('GOOGLE_PLACES_API_KEY is the key locally; without it or a secret name, a clear error', async () => {
  assert.equal(await googlePlacesKeySource({ env: { GOOGLE_PLACES_API_KEY: ' AIzaLocal ' } })(), 'AIzaLocal');
  await assert.rejects(googlePlacesKeySource({ env: {} })(), /set GOOGLE_PLACES_API_KEY \(local\) or GOOGLE_PLACES_API_KEY_SECRET/);
});

test('GOOGLE_PLACES_API_KEY_SECRET: one signed Secrets Manager GetSecretValue (Powertools SecretsProvider), cached', async (t) => {
  const server = await startWireServer((): ScriptedAnswer => ({
    status: 200,
    headers: jsonHeaders,
    body: { ARN: 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:forksure/prod/google-places-api-key-AbCdEf', Name: 'forksure/prod/google-places-api-key', SecretString: ' AIzaFromSecret\n', VersionId: 'v1' },
  }));
  t.after(() => server.close());
  const source = googlePlacesKeySource({
    env: { GOOGLE_PLACES_API_KEY_SECRET: 'forksure/prod/google-places-api-key', AWS_REGION: 'eu-west-1' },
    aws: { endpoint: server.endpoint, credentials },
  });
  assert.equal(await source(), 'AIzaFromSecret');
  assert.equal(await source(), 'AIzaFromSecret');
  assert.equal(server.requests.length, 1);
  const [request] = server.requests;
  assert.equal(request!.method, 'POST');
  assert.equal(request!.path, '/');
  assert.equal(request!.headers['x-amz-target'], 'secretsmanager.GetSecretValue');
  assert.match(String(request!.headers['content-type']), /application\/x-amz-json-1\.1/);
  assert.match(String(request!.headers.authorization), /^AWS4-HMAC-SHA256 Credential=AKID\/\d{8}\/eu-west-1\/secretsmanager\/aws4_request/);
  assert.deepEqual(JSON.parse(request!.body), { SecretId: 'forksure/prod/google-places-api-key' });
});

test('an empty or binary secret is refused with the secret named', async (t) => {
  const answers: ScriptedAnswer[] = [
    { status: 200, headers: jsonHeaders, body: { Name: 'empty', SecretString: '  ' } },
    { status: 200, headers: jsonHeaders, body: { Name: 'binary', SecretBinary: Buffer.from('AIzaBytes').toString('base64') } },
  ];
  const server = await startWireServer((): ScriptedAnswer => answers.shift()!);
  t.after(() => server.close());
  const aws = { endpoint: server.endpoint, region: 'us-east-1', credentials };
  await assert.rejects(googlePlacesKeySource({ env: { GOOGLE_PLACES_API_KEY_SECRET: 'empty' }, aws })(), /The secret empty has no SecretString value/);
  await assert.rejects(googlePlacesKeySource({ env: { GOOGLE_PLACES_API_KEY_SECRET: 'binary' }, aws })(), /The secret binary has no SecretString value/);
});

test('a failed read is not cached: the next call reads again', async (t) => {
  let calls = 0;
  const server = await startWireServer((): ScriptedAnswer => {
    calls += 1;
    return calls === 1
      ? { status: 400, headers: { ...jsonHeaders, 'x-amzn-errortype': 'ResourceNotFoundException' }, body: { __type: 'ResourceNotFoundException', message: 'Secrets Manager can\'t find the specified secret.' } }
      : { status: 200, headers: jsonHeaders, body: { SecretString: 'AIzaLater' } };
  });
  t.after(() => server.close());
  const source = googlePlacesKeySource({ env: { GOOGLE_PLACES_API_KEY_SECRET: 's' }, aws: { endpoint: server.endpoint, region: 'us-east-1', credentials } });
  await assert.rejects(source(), (error: Error) => error.name === 'ResourceNotFoundException');
  assert.equal(calls, 1, 'a missing secret is not retried within the call');
  assert.equal(await source(), 'AIzaLater');
  assert.equal(calls, 2);
});

test('the key stays cached for an hour, then is read again', async (t) => {
  t.mock.timers.enable({ apis: ['Date'], now: Date.now() });
  const server = await startWireServer((): ScriptedAnswer => ({ status: 200, headers: jsonHeaders, body: { SecretString: 'AIzaKey' } }));
  t.after(() => server.close());
  const source = googlePlacesKeySource({ env: { GOOGLE_PLACES_API_KEY_SECRET: 's' }, aws: { endpoint: server.endpoint, region: 'us-east-1', credentials } });
  await source();
  t.mock.timers.tick(59 * 60_000);
  await source();
  assert.equal(server.requests.length, 1, 'cached within the hour');
  t.mock.timers.tick(2 * 60_000);
  await source();
  assert.equal(server.requests.length, 2, 'read again after the hour');
});
