import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { HttpEvent } from '../http/http-event';
import { apiBaseUrl } from './api-base-url';

const event = (domainName: string, stage: string) => ({ requestContext: { domainName, stage } }) as unknown as HttpEvent;

test('AWS: https on the API domain, with the stage path for a named stage', () => {
  assert.equal(apiBaseUrl(event('abc.execute-api.us-east-1.amazonaws.com', '$default'), { FORKSURE_STAGE: 'prod' }), 'https://abc.execute-api.us-east-1.amazonaws.com');
  assert.equal(apiBaseUrl(event('abc.execute-api.us-east-1.amazonaws.com', 'beta'), { FORKSURE_STAGE: 'beta' }), 'https://abc.execute-api.us-east-1.amazonaws.com/beta');
});

test('local: the emulator puts the Host in domainName and serves the API under /api', () => {
  assert.equal(apiBaseUrl(event('localhost:3000', '$default'), { FORKSURE_STAGE: 'local' }), 'http://localhost:3000/api');
});
