import { test } from 'node:test';
import assert from 'node:assert/strict';
import { startWireServer, type ScriptedAnswer } from '../../../testing/wire-server';
import { openAiKeySource } from './api-key';
import { openAiSettings } from './config';

test('OPENAI_MODEL and OPENAI_BASE_URL configure the adapter; defaults gpt-4o-mini and the OpenAI API', () => {
  assert.deepEqual(openAiSettings({}), { model: 'gpt-4o-mini', baseUrl: 'https://api.openai.com/v1' });
  assert.deepEqual(openAiSettings({ OPENAI_MODEL: ' gpt-4.1-mini ', OPENAI_BASE_URL: 'http://127.0.0.1:4010/v1/' }), {
    model: 'gpt-4.1-mini',
    baseUrl: 'http://127.0.0.1:4010/v1',
  });
  assert.throws(() => openAiSettings({ OPENAI_BASE_URL: 'not a url' }), /OPENAI_BASE_URL is not a URL/);
  assert.throws(() => openAiSettings({ OPENAI_BASE_URL: 'ftp://example.com' }), /must be an http\(s\) URL/);
});

test('OPENAI_API_KEY is the key locally; without it or a secret name, a clear error', async () => {
  assert.equal(await openAiKeySource({ env: { OPENAI_API_KEY: ' sk-local ' } })(), 'sk-local');
  await assert.rejects(openAiKeySource({ env: {} })(), /No OpenAI API key: set OPENAI_API_KEY \(local\) or OPENAI_API_KEY_SECRET/);
});

test('OPENAI_API_KEY_SECRET: one Secrets Manager GetSecretValue, cached', async (t) => {
  const server = await startWireServer((): ScriptedAnswer => ({
    status: 200,
    headers: { 'content-type': 'application/x-amz-json-1.1' },
    body: { Name: 'forksure/prod/openai-api-key', SecretString: 'sk-from-secret\n', VersionId: 'v1' },
  }));
  t.after(() => server.close());
  const source = openAiKeySource({
    env: { OPENAI_API_KEY_SECRET: 'forksure/prod/openai-api-key', AWS_REGION: 'eu-west-1' },
    aws: { endpoint: server.endpoint, credentials: { accessKeyId: 'AKID', secretAccessKey: 'secret' } },
  });
  assert.equal(await source(), 'sk-from-secret');
  assert.equal(await source(), 'sk-from-secret');
  assert.equal(server.requests.length, 1);
  assert.equal(server.requests[0]!.headers['x-amz-target'], 'secretsmanager.GetSecretValue');
  assert.deepEqual(JSON.parse(server.requests[0]!.body), { SecretId: 'forksure/prod/openai-api-key' });
});
