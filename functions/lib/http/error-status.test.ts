import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DomainError } from '../errors';
import { capturingLogger } from '../testing/capture-logs';
import { errorOf, httpEvent, testContext, userClaims } from '../testing/http-events';
import * as api from '../../../shared/api/contracts';
import { createHttpHandler } from './http-handler';
import { implement } from './route';

/** Each kind of domain error, the status the API answers with, and the headers it adds. */
const cases = [
  { kind: 'invalid', status: 400 },
  { kind: 'unauthenticated', status: 401 },
  { kind: 'forbidden', status: 403 },
  { kind: 'not-found', status: 404 },
  { kind: 'conflict', status: 409 },
  { kind: 'too-large', status: 413 },
  { kind: 'unprocessable', status: 422 },
  { kind: 'limit-reached', status: 429 },
  { kind: 'unavailable', status: 503 },
  { kind: 'not-implemented', status: 501 },
  { kind: 'abandoned', status: 499 },
] as const;

for (const { kind, status } of cases) {
  test(`a ${kind} domain error answers ${status} with its code and message`, async (t) => {
    const { logger } = capturingLogger(t, 'usage');
    const handler = createHttpHandler('usage', {
      logger,
      routes: [implement(api.getUsage, () => Promise.reject(new DomainError(kind, 'SOME_CODE', 'Shown to the user.')))],
    });
    const response = await handler(httpEvent({ routeKey: 'GET /me/usage', claims: userClaims() }), testContext);
    assert.equal(response.statusCode, status);
    assert.deepEqual(errorOf(response), { code: 'SOME_CODE', message: 'Shown to the user.' });
  });
}

test('retry-later answers 429 with Retry-After and the seconds in the body', async (t) => {
  const { logger } = capturingLogger(t, 'usage');
  const handler = createHttpHandler('usage', {
    logger,
    routes: [implement(api.getUsage, () => Promise.reject(new DomainError('retry-later', 'RESEND_TOO_SOON', 'Wait a bit.', 42)))],
  });
  const response = await handler(httpEvent({ routeKey: 'GET /me/usage', claims: userClaims() }), testContext);
  assert.equal(response.statusCode, 429);
  assert.equal(response.headers?.['retry-after'], '42');
  assert.deepEqual(errorOf(response), { code: 'RESEND_TOO_SOON', message: 'Wait a bit.', retryAfterSeconds: 42 });
});
