import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { AwsClientOptions } from '../../aws/client-options';
import { startWireServer, type WireServer } from '../../testing/wire-server';
import { sesMailAdapter } from './ses-adapter';

const message = { to: 'ana@example.com', subject: 'Vos codes « Forksure » 認証コード', text: 'Code: 123456 & more', html: '<p>Code: <b>123456</b></p>' };

function sesAws(server: WireServer): AwsClientOptions {
  return { endpoint: server.endpoint, region: 'eu-west-1', credentials: { accessKeyId: 'AKIDTEST', secretAccessKey: 'secret' } };
}

/** SES's documented query-protocol answers (API reference, SendEmail and Common Errors). */
const XML = { 'content-type': 'text/xml' };
const sent = (id: string) =>
  `<SendEmailResponse xmlns="http://ses.amazonaws.com/doc/2010-12-01/"><SendEmailResult><MessageId>${id}</MessageId></SendEmailResult><ResponseMetadata><RequestId>d5964849-c866-11e0-9beb-01a62d68c57f</RequestId></ResponseMetadata></SendEmailResponse>`;
const rejected = (code: string, text: string) =>
  `<ErrorResponse xmlns="http://ses.amazonaws.com/doc/2010-12-01/"><Error><Type>Sender</Type><Code>${code}</Code><Message>${text}</Message></Error><RequestId>0a8ad1a1-9ca8-4b4f-9a5c-6f0f9b0b2a11</RequestId></ErrorResponse>`;

test('SendEmail goes out in the SES query wire format: signed form POST with Source, one recipient and simple UTF-8 content', async (t) => {
  const server = await startWireServer(() => ({ status: 200, headers: XML, body: sent('0100018c-ses-id') }));
  t.after(() => server.close());

  const result = await sesMailAdapter({ aws: sesAws(server), fromAddress: 'hello@mail.forksure.example', configurationSet: 'forksure-prod' }).send(message);

  assert.deepEqual(result, { messageId: '0100018c-ses-id' });
  assert.equal(server.requests.length, 1);
  const [request] = server.requests;
  assert.equal(request!.method, 'POST');
  assert.equal(request!.path, '/');
  assert.match(String(request!.headers['content-type']), /^application\/x-www-form-urlencoded/);
  // SigV4 for the "ses" signing name in the configured region, covering host and date.
  assert.match(String(request!.headers.authorization), /^AWS4-HMAC-SHA256 Credential=AKIDTEST\/\d{8}\/eu-west-1\/ses\/aws4_request/);
  assert.match(String(request!.headers.authorization), /SignedHeaders=(?=.*\bhost\b)(?=.*\bx-amz-date\b)[a-z0-9;-]+/);
  assert.deepEqual(Object.fromEntries(new URLSearchParams(request!.body)), {
    Action: 'SendEmail',
    Version: '2010-12-01',
    Source: 'hello@mail.forksure.example',
    'Destination.ToAddresses.member.1': 'ana@example.com',
    'Message.Subject.Data': message.subject,
    'Message.Subject.Charset': 'UTF-8',
    'Message.Body.Text.Data': message.text,
    'Message.Body.Text.Charset': 'UTF-8',
    'Message.Body.Html.Data': message.html,
    'Message.Body.Html.Charset': 'UTF-8',
    ConfigurationSetName: 'forksure-prod',
  });
});

test('without a configuration set none is sent', async (t) => {
  const server = await startWireServer(() => ({ status: 200, headers: XML, body: sent('id-2') }));
  t.after(() => server.close());
  await sesMailAdapter({ aws: sesAws(server), fromAddress: 'hello@mail.forksure.example' }).send(message);
  assert.equal(new URLSearchParams(server.requests[0]!.body).has('ConfigurationSetName'), false);
});

test("SES's documented errors reach the caller by name (e.g. MessageRejected for an unverified sender)", async (t) => {
  const server = await startWireServer(() => ({
    status: 400,
    headers: XML,
    body: rejected('MessageRejected', 'Email address is not verified. The following identities failed the check in region EU-WEST-1: hello@mail.forksure.example'),
  }));
  t.after(() => server.close());
  await assert.rejects(sesMailAdapter({ aws: sesAws(server), fromAddress: 'hello@mail.forksure.example' }).send(message), (error: Error) => {
    assert.equal(error.name, 'MessageRejected');
    assert.match(error.message, /not verified/);
    return true;
  });
  assert.equal(server.requests.length, 1, 'a rejected message is not sent again');
});

test('an answer without a message id is an error, not a message sent', async (t) => {
  const server = await startWireServer(() => ({ status: 200, headers: XML, body: sent('').replace('<MessageId></MessageId>', '') }));
  t.after(() => server.close());
  await assert.rejects(sesMailAdapter({ aws: sesAws(server), fromAddress: 'hello@mail.forksure.example' }).send(message), /no MessageId/);
});
