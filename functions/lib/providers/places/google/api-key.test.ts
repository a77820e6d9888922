import { test } from 'node:test';
import assert from 'node:assert/strict';
import { startWireServer, type ScriptedAnswer } from '../../../testing/wire-server';
import { googlePlacesKeySource } from './api-key';

const jsonHeaders = { 'content-type': 'application/x-amz-json-1.1' };
const credentials = { accessKeyId: 'AKID', secretAccessKey: 'secret' };

test('GOOGLE_PLACES_API_KEY is the key locally; without it or a parameter name, a clear error', async () => {
  assert.equal(await googlePlacesKeySource({ env: { GOOGLE_PLACES_API_KEY: ' AIzaLocal ' } })(), 'AIzaLocal');
  await assert.rejects(googlePlacesKeySource({ env: {} })(), /set GOOGLE_PLACES_API_KEY \(local\) or GOOGLE_PLACES_API_KEY_PARAMETER/);
});

test('GOOGLE_PLACES_API_KEY_PARAMETER: one signed SSM GetParameter WithDecryption (Powertools SSMProvider), cached', async (t) => {
  const server = await startWireServer((): ScriptedAnswer => ({
    status: 200,
    headers: jsonHeaders,
    body: { Parameter: { Name: '/forksure/prod/google-places-api-key', Type: 'SecureString', Value: 'AIzaFromSsm', Version: 3 } },
  }));
  t.after(() => server.close());
  const source = googlePlacesKeySource({
    env: { GOOGLE_PLACES_API_KEY_PARAMETER: '/forksure/prod/google-places-api-key', AWS_REGION: 'eu-west-1' },
    aws: { endpoint: server.endpoint, credentials },
  });
  assert.equal(await source(), 'AIzaFromSsm');
  assert.equal(await source(), 'AIzaFromSsm');
  assert.equal(server.requests.length, 1);
  const [request] = server.requests;
  assert.equal(request!.method, 'POST');
  assert.equal(request!.path, '/');
  assert.equal(request!.headers['x-amz-target'], 'AmazonSSM.GetParameter');
  assert.match(String(request!.headers['content-type']), /application\/x-amz-json-1\.1/);
  assert.match(String(request!.headers.authorization), /^AWS4-HMAC-SHA256 Credential=AKID\/\d{8}\/eu-west-1\/ssm\/aws4_request/);
  assert.deepEqual(JSON.parse(request!.body), { Name: '/forksure/prod/google-places-api-key', WithDecryption: true });
});

test('a failed read is not cached: the next call reads again', async (t) => {
  let calls = 0;
  const server = await startWireServer((): ScriptedAnswer => {
    calls += 1;
    return calls === 1
      ? { status: 400, headers: jsonHeaders, body: { __type: 'ParameterNotFound', message: '' } }
      : { status: 200, headers: jsonHeaders, body: { Parameter: { Value: 'AIzaLater' } } };
  });
  t.after(() => server.close());
  const source = googlePlacesKeySource({ env: { GOOGLE_PLACES_API_KEY_PARAMETER: 'p' }, aws: { endpoint: server.endpoint, region: 'us-east-1', credentials } });
  await assert.rejects(source(), (error: Error) => error.name === 'ParameterNotFound');
  assert.equal(await source(), 'AIzaLater');
  assert.equal(calls, 2);
});

test('the key stays cached for an hour, then is read again', async (t) => {
  t.mock.timers.enable({ apis: ['Date'], now: Date.now() });
  const server = await startWireServer((): ScriptedAnswer => ({ status: 200, headers: jsonHeaders, body: { Parameter: { Value: 'AIzaKey' } } }));
  t.after(() => server.close());
  const source = googlePlacesKeySource({ env: { GOOGLE_PLACES_API_KEY_PARAMETER: 'p' }, aws: { endpoint: server.endpoint, region: 'us-east-1', credentials } });
  await source();
  t.mock.timers.tick(59 * 60_000);
  await source();
  assert.equal(server.requests.length, 1, 'cached within the hour');
  t.mock.timers.tick(2 * 60_000);
  await source();
  assert.equal(server.requests.length, 2, 'read again after the hour');
});
