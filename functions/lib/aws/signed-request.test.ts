import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer as createTcpServer, type AddressInfo, type Socket } from 'node:net';
import { Sha256 } from '@smithy/core/checksum';
import { SignatureV4 } from '@smithy/signature-v4';
import { startWireServer, type RecordedRequest, type ScriptedAnswer } from '../testing/wire-server';
import { AwsNetworkError, AwsServiceError, AwsTimeoutError } from './aws-error';
import { type AwsClientOptions, type AwsJsonCall, awsJsonRequest } from './signed-request';

const credentials = { accessKeyId: 'AKIDTEST', secretAccessKey: 'secret', sessionToken: 'session-token' };
const service = { name: 'Test', signingName: 'testsvc', endpointPrefix: 'test' };
const restCall: AwsJsonCall = { service, operation: 'DoThing', protocol: 'restJson1', method: 'POST', path: '/v1/things', body: { Name: 'é' } };
const rpcCall: AwsJsonCall = { service, operation: 'DoThing', protocol: 'awsJson1_1', target: 'testsvc', body: { Name: 'é' } };

async function serve(answer: (request: RecordedRequest) => ScriptedAnswer, t: { after(fn: () => Promise<void>): void }) {
  const server = await startWireServer(answer);
  t.after(() => server.close());
  const options: AwsClientOptions = { endpoint: server.endpoint, region: 'eu-west-1', credentials };
  return { server, options };
}

/** Signs the request as received again, with its own date: equal only if host, path, headers and body are what was signed. */
async function expectedAuthorization(request: RecordedRequest): Promise<string> {
  const authorization = String(request.headers.authorization);
  const signedNames = /SignedHeaders=([^,]+)/.exec(authorization)![1]!.split(';');
  const headers = Object.fromEntries(signedNames.map((name) => [name, String(request.headers[name])]));
  const date = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(String(request.headers['x-amz-date']))!;
  const signingDate = new Date(Date.UTC(+date[1]!, +date[2]! - 1, +date[3]!, +date[4]!, +date[5]!, +date[6]!));
  const [hostname, port] = String(request.headers.host).split(':');
  const signer = new SignatureV4({ service: 'testsvc', region: 'eu-west-1', credentials, sha256: Sha256 });
  const signed = await signer.sign(
    { method: request.method, protocol: 'http:', hostname: hostname!, port: Number(port), path: request.path, query: {}, headers, body: request.body },
    { signingDate },
  );
  return String(signed.headers.authorization);
}

test('restJson1: a SigV4 signature that verifies against the request as received, JSON in and out', async (t) => {
  const { server, options } = await serve(() => ({ status: 200, body: { Id: 'thing-1' } }), t);
  assert.deepEqual(await awsJsonRequest(options, restCall), { Id: 'thing-1' });
  const [request] = server.requests;
  assert.equal(request!.method, 'POST');
  assert.equal(request!.path, '/v1/things');
  assert.equal(request!.headers['content-type'], 'application/json');
  assert.equal(request!.headers['x-amz-security-token'], 'session-token');
  assert.deepEqual(JSON.parse(request!.body), { Name: 'é' });
  assert.match(String(request!.headers.authorization), /^AWS4-HMAC-SHA256 Credential=AKIDTEST\/\d{8}\/eu-west-1\/testsvc\/aws4_request, SignedHeaders=[^,]*\bhost\b/);
  assert.equal(request!.headers.authorization, await expectedAuthorization(request!));
});

test('awsJson1_1: POST / with the target header and the 1.1 content type, signed', async (t) => {
  const { server, options } = await serve(() => ({ status: 200, headers: { 'content-type': 'application/x-amz-json-1.1' }, body: '' }), t);
  assert.deepEqual(await awsJsonRequest(options, rpcCall), {});
  const [request] = server.requests;
  assert.equal(request!.path, '/');
  assert.equal(request!.headers['x-amz-target'], 'testsvc.DoThing');
  assert.equal(request!.headers['content-type'], 'application/x-amz-json-1.1');
  assert.match(String(request!.headers.authorization), /SignedHeaders=[^,]*\bx-amz-target\b/);
  assert.equal(request!.headers.authorization, await expectedAuthorization(request!));
});

const errorCases: { title: string; call: AwsJsonCall; answer: ScriptedAnswer; name: string; message: RegExp }[] = [
  {
    title: 'restJson1: the x-amzn-errortype header, suffix trimmed; lower-case message',
    call: restCall,
    answer: { status: 400, headers: { 'x-amzn-errortype': 'MessageRejected:http://internal.amazon.com/coral/com.amazonaws.sesv2/' }, body: { message: 'Email address is not verified.' } },
    name: 'MessageRejected',
    message: /^Email address is not verified\.$/,
  },
  {
    title: 'restJson1: the header wins over the body',
    call: restCall,
    answer: { status: 404, headers: { 'x-amzn-errortype': 'NotFoundException' }, body: { __type: 'SomethingElse', Message: 'No such thing.' } },
    name: 'NotFoundException',
    message: /^No such thing\.$/,
  },
  {
    title: 'a `code` field, capitalised Message',
    call: restCall,
    answer: { status: 403, body: { code: 'AccessDeniedException', Message: 'Not authorized to perform ses:SendEmail.' } },
    name: 'AccessDeniedException',
    message: /ses:SendEmail/,
  },
  {
    title: 'awsJson1_1: __type with its namespace, before the header',
    call: rpcCall,
    answer: { status: 400, headers: { 'x-amzn-errortype': 'Other' }, body: { __type: 'com.amazonaws.secretsmanager#ResourceNotFoundException', Message: "Secrets Manager can't find the specified secret." } },
    name: 'ResourceNotFoundException',
    message: /can't find the specified secret/,
  },
  {
    title: 'no name and no JSON (a proxy page): UnknownError with the status',
    call: restCall,
    answer: { status: 403, headers: { 'content-type': 'text/html' }, body: '<html>Forbidden</html>' },
    name: 'UnknownError',
    message: /HTTP 403/,
  },
];

for (const { title, call, answer, name, message } of errorCases) {
  test(`error mapping, ${title}`, async (t) => {
    const { server, options } = await serve(() => ({ ...answer, headers: { ...answer.headers, 'x-amzn-requestid': 'req-42' } }), t);
    await assert.rejects(awsJsonRequest(options, call), (error: unknown) => {
      assert.ok(error instanceof AwsServiceError);
      assert.equal(error.name, name);
      assert.match(error.message, message);
      assert.equal(error.status, answer.status);
      assert.equal(error.requestId, 'req-42');
      return true;
    });
    assert.equal(server.requests.length, 1, 'a client error is not retried');
  });
}

test('5xx and throttling are retried (freshly signed); the answer after them is returned', async (t) => {
  const answers: ScriptedAnswer[] = [
    { status: 503, body: { message: 'Service unavailable' } },
    { status: 400, headers: { 'x-amzn-errortype': 'ThrottlingException' }, body: { message: 'Rate exceeded' } },
    { status: 200, body: { Id: 'after-retries' } },
  ];
  const { server, options } = await serve(() => answers.shift()!, t);
  assert.deepEqual(await awsJsonRequest(options, restCall), { Id: 'after-retries' });
  assert.equal(server.requests.length, 3);
  for (const request of server.requests) assert.equal(request.headers.authorization, await expectedAuthorization(request));
});

test('retries stop at maxAttempts with the last error', async (t) => {
  const { server, options } = await serve(() => ({ status: 500, headers: { 'x-amzn-errortype': 'InternalFailure' }, body: { message: 'Boom' } }), t);
  await assert.rejects(awsJsonRequest({ ...options, maxAttempts: 2 }, restCall), (error: unknown) => error instanceof AwsServiceError && error.name === 'InternalFailure' && error.status === 500);
  assert.equal(server.requests.length, 2);
});

test('no answer within the budget: AwsTimeoutError, retries included', async (t) => {
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
  await assert.rejects(awsJsonRequest({ endpoint, region: 'eu-west-1', credentials, timeoutMs: 300 }, restCall), (error: unknown) => {
    assert.ok(error instanceof AwsTimeoutError);
    assert.match(error.message, /^Test DoThing got no answer within 300 ms\.$/);
    return true;
  });
  assert.ok(Date.now() - started < 2_000, 'the budget bounds the call');
});

test('an unreachable endpoint: AwsNetworkError naming the host, after retrying', async (t) => {
  const { options, server } = await serve(() => ({ status: 200, body: {} }), t);
  await server.close(); // the port is now closed: connections are refused
  await assert.rejects(awsJsonRequest({ ...options, maxAttempts: 2 }, restCall), (error: unknown) => {
    assert.ok(error instanceof AwsNetworkError);
    assert.match(error.message, /^Test DoThing could not reach 127\.0\.0\.1:\d+: .*ECONNREFUSED/);
    return true;
  });
});
