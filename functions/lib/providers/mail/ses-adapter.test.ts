import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { AwsClientOptions } from '../../aws/client-options';
import { startWireServer, type WireServer } from '../../testing/wire-server';
import { sesMailAdapter } from './ses-adapter';

const message = { to: 'ana@example.com', subject: 'Vos codes « Forksure »', text: 'Code: 123456', html: '<p>Code: <b>123456</b></p>' };

function sesAws(server: WireServer): AwsClientOptions {
  return { endpoint: server.endpoint, region: 'eu-west-1', credentials: { accessKeyId: 'AKIDTEST', secretAccessKey: 'secret' } };
}

test('SendEmail goes out as SESv2 wire format: signed POST /v2/email/outbound-emails with simple UTF-8 content', async (t) => {
  const server = await startWireServer(() => ({ status: 200, body: { MessageId: '0100018c-ses-id' } }));
  t.after(() => server.close());
  const aws = sesAws(server);

  const sent = await sesMailAdapter({ aws, fromAddress: 'hello@mail.forksure.example', configurationSet: 'forksure-prod' }).send(message);

  assert.deepEqual(sent, { messageId: '0100018c-ses-id' });
  assert.equal(server.requests.length, 1);
  const [request] = server.requests;
  assert.equal(request!.method, 'POST');
  assert.equal(request!.path, '/v2/email/outbound-emails');
  assert.match(String(request!.headers['content-type']), /^application\/json/);
  // SigV4 for the "ses" signing name in the configured region, covering host and date.
  assert.match(String(request!.headers.authorization), /^AWS4-HMAC-SHA256 Credential=AKIDTEST\/\d{8}\/eu-west-1\/ses\/aws4_request/);
  assert.match(String(request!.headers.authorization), /SignedHeaders=(?=.*\bhost\b)(?=.*\bx-amz-date\b)[a-z0-9;-]+/);
  assert.deepEqual(JSON.parse(request!.body), {
    FromEmailAddress: 'hello@mail.forksure.example',
    Destination: { ToAddresses: ['ana@example.com'] },
    Content: {
      Simple: {
        Subject: { Data: message.subject, Charset: 'UTF-8' },
        Body: { Text: { Data: message.text, Charset: 'UTF-8' }, Html: { Data: message.html, Charset: 'UTF-8' } },
      },
    },
    ConfigurationSetName: 'forksure-prod',
  });
});

test('without a configuration set none is sent', async (t) => {
  const server = await startWireServer(() => ({ status: 200, body: { MessageId: 'id-2' } }));
  t.after(() => server.close());
  const aws = sesAws(server);
  await sesMailAdapter({ aws, fromAddress: 'hello@mail.forksure.example' }).send(message);
  assert.equal('ConfigurationSetName' in JSON.parse(server.requests[0]!.body), false);
});

test("SES's documented errors reach the caller by name (e.g. MessageRejected for an unverified sender)", async (t) => {
  const server = await startWireServer(() => ({
    status: 400,
    headers: { 'x-amzn-errortype': 'MessageRejected:http://internal.amazon.com/coral/com.amazonaws.sesv2/' },
    body: { message: 'Email address is not verified. The following identities failed the check in region EU-WEST-1: hello@mail.forksure.example' },
  }));
  t.after(() => server.close());
  const aws = sesAws(server);
  await assert.rejects(sesMailAdapter({ aws, fromAddress: 'hello@mail.forksure.example' }).send(message), (error: Error) => {
    assert.equal(error.name, 'MessageRejected');
    assert.match(error.message, /not verified/);
    return true;
  });
  assert.equal(server.requests.length, 1, 'a rejected message is not sent again');
});
