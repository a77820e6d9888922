import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createDb } from '../../../functions/lib/data/db';
import { healthReport } from '../../../functions/lib/services/operations/health-service';
import { errorOf, httpEvent, jsonBody, testContext, userClaims } from '../../../functions/lib/testing/http-events';
import { useEmbeddedTable } from './embedded-table';
// Type-only: the modules themselves are imported after the environment is set (see before()).
import type * as ProfileModule from '../../../functions/profile/handler';
import type * as CleanupModule from '../../../functions/cleanup/handler';

process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
const table = useEmbeddedTable('forksure-handlers');

type HttpHandler = (typeof ProfileModule)['handler'];
let profile: HttpHandler;
let health: HttpHandler;
let cleanup: (typeof CleanupModule)['handler'];

before(async () => {
  await table.start();
  // The handlers' container-wide Db reads these on first use.
  process.env.DYNAMODB_ENDPOINT = table.endpoint();
  process.env.TABLE_NAME = 'forksure-handlers';
  process.env.FORKSURE_STAGE = 'it';
  profile = (await import('../../../functions/profile/handler')).handler;
  health = (await import('../../../functions/health/handler')).handler;
  cleanup = (await import('../../../functions/cleanup/handler')).handler;
});

describe('profile handler', () => {
  test('GET before any save returns the defaults; PUT saves tidy lists; GET returns them', async () => {
    const claims = userClaims('h-1', 'hana');
    const first = await profile(httpEvent({ routeKey: 'GET /me/profile', claims }), testContext);
    assert.equal(first.statusCode, 200);
    // The token's username is the opaque Cognito id, never shown: no stored username reads as ''.
    assert.deepEqual(jsonBody(first), { username: '', distance_unit: 'miles', language: 'en', dietary_preferences: [], allergies: [], allergy_severities: {} });

    const put = await profile(
      httpEvent({ routeKey: 'PUT /me/profile', claims, body: { distance_unit: 'km', allergies: [' Milk', 'milk', 'Eggs '] } }),
      testContext,
    );
    assert.equal(put.statusCode, 200, put.body);
    // Saved without severities: each allergy reads as "allergy" (product-rules §11.4).
    const expected = {
      username: '',
      distance_unit: 'km',
      language: 'en',
      dietary_preferences: [],
      allergies: ['Milk', 'Eggs'],
      allergy_severities: { Milk: 'allergy', Eggs: 'allergy' },
    };
    assert.deepEqual(jsonBody(put), expected);
    assert.deepEqual(jsonBody(await profile(httpEvent({ routeKey: 'GET /me/profile', claims }), testContext)), expected);
  });

  test('PUT with a wrong type names the field; nothing is saved', async () => {
    const claims = userClaims('h-2', 'ivo');
    const response = await profile(httpEvent({ routeKey: 'PUT /me/profile', claims, body: { language: 'xx', allergies: 'Milk' } }), testContext);
    assert.equal(response.statusCode, 400);
    assert.deepEqual((errorOf(response).fields ?? []).map((f) => f.path).sort(), ['body.allergies', 'body.language']);
    assert.equal(jsonBody(await profile(httpEvent({ routeKey: 'GET /me/profile', claims }), testContext)).language, 'en');
  });

  test('without claims the profile is not served', async () => {
    const response = await profile(httpEvent({ routeKey: 'GET /me/profile' }), testContext);
    assert.equal(response.statusCode, 401);
  });
});

describe('health handler', () => {
  test('reports stage, providers and a reachable table', async () => {
    const response = await health(httpEvent({ routeKey: 'GET /health' }), testContext);
    assert.equal(response.statusCode, 200);
    const body = jsonBody(response);
    assert.equal(body.status, 'ok');
    assert.equal(body.stage, 'it');
    assert.equal(body.table, 'reachable');
    assert.equal((body.providers as Record<string, string>).mail, 'local-outbox');
  });

  test('an unreachable table is reported, not thrown', async () => {
    const unreachable = createDb({ tableName: 'x', dynamoEndpoint: 'http://127.0.0.1:9', region: 'local' });
    const report = await healthReport(() => unreachable, { FORKSURE_STAGE: 'it', MAIL_PROVIDER: 'amazon-ses' });
    assert.equal(report.table, 'unreachable');
    assert.equal(report.providers.mail, 'amazon-ses');
  });
});

describe('cleanup handler', () => {
  test('runs one pass against the configured table and returns the summary', async () => {
    const summary = await cleanup({} as never, testContext);
    assert.deepEqual(Object.keys(summary).sort(), ['deleted', 'kept', 'reconciled']);
  });
});
