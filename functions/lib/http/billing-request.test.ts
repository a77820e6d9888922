import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rawBodyOf, requestOrigin, stripeSignatureOf } from './billing-request';

const payload = '{"id":"evt_1","object":"event","data":{"object":{"name":"Café ☕"}}}';

test('the raw body as Stripe signed it: text as is, a base64 body (isBase64Encoded) decoded to the same bytes', () => {
  assert.equal(rawBodyOf({ body: payload, isBase64Encoded: false }), payload);
  assert.equal(rawBodyOf({ body: Buffer.from(payload, 'utf8').toString('base64'), isBase64Encoded: true }), payload);
  assert.equal(rawBodyOf({ body: undefined, isBase64Encoded: false }), '');
});

test('Stripe-Signature and Origin whatever the header case', () => {
  assert.equal(stripeSignatureOf({ headers: { 'stripe-signature': 't=1,v1=a' } }), 't=1,v1=a');
  assert.equal(stripeSignatureOf({ headers: { 'Stripe-Signature': 't=2,v1=b' } }), 't=2,v1=b');
  assert.equal(stripeSignatureOf({ headers: {} }), undefined);
  assert.equal(requestOrigin({ headers: { Origin: 'https://forksure.example' } }), 'https://forksure.example');
});
