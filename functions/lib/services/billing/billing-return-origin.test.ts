import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DomainError } from '../../errors';
import { billingReturnOrigin } from './billing-return-origin';

const failure = new DomainError('unavailable', 'CHECKOUT_FAILED', 'Failed to create checkout session');

test('the caller\'s Origin when configured; otherwise the first configured origin, never another', () => {
  const allowed = ['https://forksure.example', 'https://www.forksure.example'];
  assert.equal(billingReturnOrigin(allowed, 'https://www.forksure.example', failure), 'https://www.forksure.example');
  assert.equal(billingReturnOrigin(allowed, 'https://evil.example', failure), 'https://forksure.example');
  assert.equal(billingReturnOrigin(allowed, undefined, failure), 'https://forksure.example');
});

test('`*` accepts any well-formed Origin; with nothing to go on, the given failure', () => {
  assert.equal(billingReturnOrigin(['*'], 'https://d123.cloudfront.net', failure), 'https://d123.cloudfront.net');
  assert.throws(() => billingReturnOrigin(['*'], 'javascript:alert(1)', failure), (e: unknown) => e === failure);
  assert.throws(() => billingReturnOrigin(['*'], undefined, failure), (e: unknown) => e === failure);
});
