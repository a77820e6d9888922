import { test } from 'node:test';
import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { createServer as createTcpServer, type AddressInfo, type Socket } from 'node:net';
import { TranslateClient, TranslateTextCommand } from '@aws-sdk/client-translate';
import { startWireServer, type ScriptedAnswer } from '../testing/wire-server';
import { AwsNetworkError, AwsServiceError, AwsTimeoutError, awsCall } from './aws-error';
import { type AwsClientOptions, sdkClientConfig } from './client-options';

/** awsCall around a real SDK client (Translate, awsJson1_1) talking to a local server. */
const credentials = { accessKeyId: 'AKIDTEST', secretAccessKey: 'secret' };
const translate = (options: AwsClientOptions, timeoutMs = 5_000) => {
  const client = new TranslateClient(sdkClientConfig({ region: 'eu-west-1', credentials, ...options }));
  const command = new TranslateTextCommand({ Text: 'hola', SourceLanguageCode: 'auto', TargetLanguageCode: 'en' });
  return awsCall('Amazon Translate TranslateText', timeoutMs, (abortSignal) => client.send(command, { abortSignal }));
};
const ok: ScriptedAnswer = { status: 200, headers: { 'content-type': 'application/x-amz-json-1.1' }, body: { TranslatedText: 'hello', SourceLanguageCode: 'es', TargetLanguageCode: 'en' } };

test("a service error is an AwsServiceError with the service's name, message, status and request id; not retried", async (t) => {
  const server = await startWireServer(() => ({
    status: 400,
    headers: { 'x-amzn-requestid': 'req-42' },
    body: { __type: 'com.amazonaws.translate#UnsupportedLanguagePairException', Message: 'Unsupported language pair: xx to en.' },
  }));
  t.after(() => server.close());
  await assert.rejects(translate({ endpoint: server.endpoint }), (error: unknown) => {
    assert.ok(error instanceof AwsServiceError, `expected error instanceof AwsServiceError; got error = ${inspect(error)}`);
    assert.equal(error.name, 'UnsupportedLanguagePairException');
    assert.match(error.message, /^Unsupported language pair/);
    assert.equal(error.status, 400);
    assert.equal(error.requestId, 'req-42');
    return true;
  });
  assert.equal(server.requests.length, 1);
});

test('5xx answers are retried by the SDK; the answer after them is returned', async (t) => {
  const answers: ScriptedAnswer[] = [{ status: 503, body: { __type: 'ServiceUnavailableException', Message: 'Busy' } }, ok];
  const server = await startWireServer(() => answers.shift()!);
  t.after(() => server.close());
  assert.equal((await translate({ endpoint: server.endpoint })).TranslatedText, 'hello');
  assert.equal(server.requests.length, 2);
});

test('retries stop at maxAttempts with the last error', async (t) => {
  const server = await startWireServer(() => ({ status: 500, body: { __type: 'InternalServerException', Message: 'Boom' } }));
  t.after(() => server.close());
  await assert.rejects(translate({ endpoint: server.endpoint, maxAttempts: 2 }), (error: unknown) => error instanceof AwsServiceError && error.name === 'InternalServerException' && error.status === 500);
  assert.equal(server.requests.length, 2);
});

test('no answer within the budget: TimeoutError, the call bounded by it', async (t) => {
  // Accepts connections and never answers.
  const sockets: Socket[] = [];
  const silent = createTcpServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  t.after(() => {
    for (const socket of sockets) socket.destroy();
    return new Promise<void>((resolve) => silent.close(() => resolve()));
  });
  const started = Date.now();
  const endpoint = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
  await assert.rejects(translate({ endpoint }, 300), (error: unknown) => {
    assert.ok(error instanceof AwsTimeoutError, `expected error instanceof AwsTimeoutError; got error = ${inspect(error)}`);
    assert.equal(error.name, 'TimeoutError');
    assert.match(error.message, /^Amazon Translate TranslateText got no answer within 300 ms\.$/);
    return true;
  });
  assert.ok(Date.now() - started < 2_000, 'the budget bounds the call');
});

test('a call that takes no signal is still bounded by the budget', async (t) => {
  let timer: NodeJS.Timeout | undefined;
  const slow = new Promise<string>((resolve) => (timer = setTimeout(() => resolve('late'), 5_000)));
  t.after(() => clearTimeout(timer));
  await assert.rejects(awsCall('SSM GetParameter', 100, () => slow), AwsTimeoutError);
});

test('an unreachable endpoint: NetworkError naming the code, after the SDK retried', async () => {
  const server = await startWireServer(() => ok);
  await server.close(); // the port is now closed: connections are refused
  await assert.rejects(translate({ endpoint: server.endpoint, maxAttempts: 2 }), (error: unknown) => {
    assert.ok(error instanceof AwsNetworkError, `expected error instanceof AwsNetworkError; got error = ${inspect(error)}`);
    assert.equal(error.name, 'NetworkError');
    assert.match(error.message, /^Amazon Translate TranslateText could not reach the service: ECONNREFUSED/);
    return true;
  });
});
