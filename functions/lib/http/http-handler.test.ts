import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import * as z from 'zod';
import { LimitReachedError } from '../errors';
import { capturingLogger } from '../testing/capture-logs';
import { errorOf, httpEvent, jsonBody, testContext, userClaims } from '../testing/http-events';
import { HttpError } from './errors';
import { createHttpHandler } from './http-handler';
import * as api from '../../../shared/api/contracts';
import { defineRoute } from '../../../shared/api/contract';
import { type ContractInput, HttpResult, implement } from './route';

const profileBody = z.strictObject({
  distance_unit: z.enum(['miles', 'km']),
  allergies: z.array(z.string().min(1)).max(3),
});

/** Test contracts: the pipeline takes method, path, auth and schemas from them. */
const readProfile = defineRoute({ method: 'GET', path: '/me/profile', auth: 'user', summary: 'test: read' });
const writeProfile = defineRoute({ method: 'PUT', path: '/me/profile', auth: 'user', summary: 'test: write', request: { body: profileBody } });
const sendFeedback = defineRoute({ method: 'POST', path: '/feedback', auth: 'public', summary: 'test: public' });

/** A function with two user routes and test implementations. */
function profileHandler(
  t: Parameters<typeof capturingLogger>[0],
  put: (input: ContractInput<typeof writeProfile>) => Promise<unknown> = async ({ body }) => body,
) {
  const { logger, lines } = capturingLogger(t, 'profile');
  const handler = createHttpHandler('profile', {
    logger,
    routes: [implement(readProfile, async ({ auth }) => ({ route: 'get', auth })), implement(writeProfile, put)],
  });
  return { handler, lines };
}

describe('HTTP pipeline: responses', () => {
  test('every response is JSON and carries the API Gateway request id', async (t) => {
    const { handler } = profileHandler(t);
    const response = await handler(httpEvent({ routeKey: 'GET /me/profile', claims: userClaims(), requestId: 'req-42' }), testContext);
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers?.['content-type'], 'application/json');
    assert.equal(response.headers?.['x-request-id'], 'req-42');
  });

  test('routeKey decides which implementation runs; a route key without one is a planned route: JSON 501', async (t) => {
    const { handler } = profileHandler(t, async () => ({ route: 'put' }));
    const get = await handler(httpEvent({ routeKey: 'GET /me/profile', claims: userClaims() }), testContext);
    const put = await handler(
      httpEvent({ routeKey: 'PUT /me/profile', claims: userClaims(), body: { distance_unit: 'km', allergies: [] } }),
      testContext,
    );
    const planned = await handler(httpEvent({ routeKey: 'DELETE /me/profile', claims: userClaims(), requestId: 'r-501' }), testContext);
    assert.equal(jsonBody(get).route, 'get');
    assert.equal(jsonBody(put).route, 'put');
    assert.equal(planned.statusCode, 501);
    assert.equal(planned.headers?.['x-request-id'], 'r-501');
    assert.deepEqual(errorOf(planned), { code: 'NOT_IMPLEMENTED', message: 'This is not available yet: it arrives with a later issue.' });
  });

  test('HttpResult sets another success status and extra headers', async (t) => {
    const { handler } = profileHandler(t, async () => new HttpResult(201, { created: true }, { location: '/me/profile' }));
    const response = await handler(
      httpEvent({ routeKey: 'PUT /me/profile', claims: userClaims(), body: { distance_unit: 'km', allergies: [] } }),
      testContext,
    );
    assert.equal(response.statusCode, 201);
    assert.equal(response.headers?.location, '/me/profile');
    assert.deepEqual(jsonBody(response), { created: true });
  });
});

describe('HTTP pipeline: request bodies', () => {
  test('malformed JSON is a 400 INVALID_JSON and never reaches the route', async (t) => {
    let reached = false;
    const { handler } = profileHandler(t, async () => {
      reached = true;
      return {};
    });
    const response = await handler(
      httpEvent({ routeKey: 'PUT /me/profile', claims: userClaims(), rawBody: '{"distance_unit": "km",', headers: { 'content-type': 'application/json' } }),
      testContext,
    );
    assert.equal(response.statusCode, 400);
    assert.deepEqual(jsonBody(response), { error: { code: 'INVALID_JSON', message: 'The request body is not valid JSON.' } });
    assert.equal(reached, false);
  });

  test('a non-JSON content type on a body is a 415', async (t) => {
    const { handler } = profileHandler(t);
    const response = await handler(
      httpEvent({ routeKey: 'PUT /me/profile', claims: userClaims(), rawBody: 'distance_unit=km', headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
      testContext,
    );
    assert.equal(response.statusCode, 415);
    assert.equal(errorOf(response).code, 'UNSUPPORTED_MEDIA_TYPE');
  });

  test('JSON without a content-type, with charset, or base64-encoded is parsed', async (t) => {
    const { handler } = profileHandler(t);
    const body = { distance_unit: 'km', allergies: ['Soy'] };
    const variants = [
      httpEvent({ routeKey: 'PUT /me/profile', claims: userClaims(), rawBody: JSON.stringify(body) }),
      httpEvent({ routeKey: 'PUT /me/profile', claims: userClaims(), body, headers: { 'content-type': 'application/json; charset=utf-8' } }),
      httpEvent({ routeKey: 'PUT /me/profile', claims: userClaims(), body, base64: true }),
    ];
    for (const event of variants) {
      const response = await handler(event, testContext);
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(jsonBody(response), body);
    }
  });

  test('wrong types give VALIDATION_FAILED with one message per field', async (t) => {
    const { handler } = profileHandler(t);
    const response = await handler(
      httpEvent({ routeKey: 'PUT /me/profile', claims: userClaims(), body: { distance_unit: 'furlongs', allergies: ['ok', 7], extra: true } }),
      testContext,
    );
    assert.equal(response.statusCode, 400);
    const error = errorOf(response);
    assert.equal(error.code, 'VALIDATION_FAILED');
    const paths = (error.fields ?? []).map((f) => f.path).sort();
    assert.deepEqual(paths, ['body', 'body.allergies.1', 'body.distance_unit']);
    for (const field of error.fields ?? []) assert.ok(field.message.length > 0, `expected field.message.length > 0; got field.message.length = ${inspect(field.message.length)}`);
    assert.match(error.message, /^body/);
  });

  test('a route with a body schema and no body says the body is required', async (t) => {
    const { handler } = profileHandler(t);
    const response = await handler(httpEvent({ routeKey: 'PUT /me/profile', claims: userClaims() }), testContext);
    assert.equal(response.statusCode, 400);
    assert.deepEqual(errorOf(response).fields, [{ path: 'body', message: 'A JSON body is required.' }]);
  });
});

describe('HTTP pipeline: path and query validation', () => {
  test('path parameters and query strings are validated with their own location prefix', async (t) => {
    const { logger } = capturingLogger(t, 'places-details');
    const place = defineRoute({
      method: 'GET',
      path: '/places/{id}',
      auth: 'user',
      summary: 'test: path and query',
      request: { params: z.object({ id: z.string().min(5) }), query: z.object({ lang: z.enum(['en', 'fr']).default('en') }) },
    });
    const handler = createHttpHandler('places-details', {
      logger,
      routes: [implement(place, async ({ params, query }) => ({ id: params.id, lang: query.lang }))],
    });
    const ok = await handler(
      httpEvent({ routeKey: 'GET /places/{id}', path: '/places/place-1', pathParameters: { id: 'place-1' }, claims: userClaims() }),
      testContext,
    );
    assert.deepEqual(jsonBody(ok), { id: 'place-1', lang: 'en' });
    const bad = await handler(
      httpEvent({ routeKey: 'GET /places/{id}', pathParameters: { id: 'p' }, query: { lang: 'xx' }, claims: userClaims() }),
      testContext,
    );
    assert.equal(bad.statusCode, 400);
    assert.deepEqual((errorOf(bad).fields ?? []).map((f) => f.path).sort(), ['path.id', 'query.lang']);
  });
});

describe('HTTP pipeline: errors', () => {
  test('a typed error keeps its status, code and message', async (t) => {
    const { handler } = profileHandler(t, async () => {
      throw new HttpError(409, 'USERNAME_TAKEN', 'This username is already taken.');
    });
    const response = await handler(
      httpEvent({ routeKey: 'PUT /me/profile', claims: userClaims(), body: { distance_unit: 'km', allergies: [] } }),
      testContext,
    );
    assert.equal(response.statusCode, 409);
    assert.deepEqual(jsonBody(response), { error: { code: 'USERNAME_TAKEN', message: 'This username is already taken.' } });
  });

  test('a data-layer LimitReachedError with no refusal of its own answers 429 LIMIT_REACHED', async (t) => {
    const { handler } = profileHandler(t, async () => {
      throw new LimitReachedError('saved', 5);
    });
    const response = await handler(
      httpEvent({ routeKey: 'PUT /me/profile', claims: userClaims(), body: { distance_unit: 'km', allergies: [] } }),
      testContext,
    );
    assert.equal(response.statusCode, 429);
    assert.equal(errorOf(response).code, 'LIMIT_REACHED');
  });

  test('an unknown error is a 500 without internals, logged with the request id', async (t) => {
    const { handler, lines } = profileHandler(t, async () => {
      throw new Error('connect ECONNREFUSED 10.0.0.7:8000 secret-table-name');
    });
    const response = await handler(
      httpEvent({ routeKey: 'PUT /me/profile', claims: userClaims(), body: { distance_unit: 'km', allergies: [] }, requestId: 'req-500' }),
      testContext,
    );
    assert.equal(response.statusCode, 500);
    assert.deepEqual(jsonBody(response), {
      error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' },
    });
    assert.doesNotMatch(response.body ?? '', /ECONNREFUSED|secret|stack/);
    const errorLine = lines.find((line) => line.level === 'ERROR');
    assert.ok(errorLine, 'the unknown error is logged');
    assert.equal(errorLine.requestId, 'req-500');
    assert.match(JSON.stringify(errorLine.error), /ECONNREFUSED/);
  });

  test('request ids do not leak from one invocation into the next', async (t) => {
    const { handler, lines } = profileHandler(t, async () => {
      throw new Error('boom');
    });
    const body = { distance_unit: 'km', allergies: [] };
    await handler(httpEvent({ routeKey: 'PUT /me/profile', claims: userClaims(), body, requestId: 'first' }), testContext);
    await handler(httpEvent({ routeKey: 'PUT /me/profile', claims: userClaims(), body, requestId: 'second' }), testContext);
    assert.deepEqual(lines.filter((l) => l.level === 'ERROR').map((l) => l.requestId), ['first', 'second']);
  });
});

describe('HTTP pipeline: auth context', () => {
  test('a user route without claims is a 401 and never reaches the route', async (t) => {
    let reached = false;
    const { logger } = capturingLogger(t, 'profile');
    const handler = createHttpHandler('profile', {
      logger,
      routes: [
        implement(readProfile, async () => {
          reached = true;
          return {};
        }),
      ],
    });
    const response = await handler(httpEvent({ routeKey: 'GET /me/profile' }), testContext);
    assert.equal(response.statusCode, 401);
    assert.deepEqual(jsonBody(response), { error: { code: 'UNAUTHORIZED', message: 'Please sign in to continue.' } });
    assert.equal(reached, false);
  });

  test('claims become the AuthContext (access and id token shapes)', async (t) => {
    const { handler } = profileHandler(t);
    const access = await handler(httpEvent({ routeKey: 'GET /me/profile', claims: userClaims('sub-9', 'carol') }), testContext);
    assert.deepEqual(jsonBody(access).auth, { userId: 'sub-9', cognitoUsername: 'carol', tokenUse: 'access', groups: [] });
    const id = await handler(
      httpEvent({
        routeKey: 'GET /me/profile',
        claims: { sub: 'sub-7', 'cognito:username': 'dave', email: 'dave@example.com', token_use: 'id', 'cognito:groups': '[beta admin]' },
      }),
      testContext,
    );
    assert.deepEqual(jsonBody(id).auth, { userId: 'sub-7', cognitoUsername: 'dave', email: 'dave@example.com', tokenUse: 'id', groups: ['beta', 'admin'] });
  });

  test('a public route runs without claims and sees the caller when there is one', async (t) => {
    const { logger } = capturingLogger(t, 'feedback');
    const handler = createHttpHandler('feedback', {
      logger,
      routes: [implement(sendFeedback, async ({ auth }) => ({ userId: auth?.userId ?? null }))],
    });
    const anonymous = await handler(httpEvent({ routeKey: 'POST /feedback' }), testContext);
    const signedIn = await handler(httpEvent({ routeKey: 'POST /feedback', claims: userClaims('u-5') }), testContext);
    assert.deepEqual(jsonBody(anonymous), { userId: null });
    assert.deepEqual(jsonBody(signedIn), { userId: 'u-5' });
  });
});

describe('HTTP pipeline: implementations', () => {
  test('implementing one route twice fails at construction', () => {
    assert.throws(
      () => createHttpHandler('profile', { routes: [implement(readProfile, async () => ({})), implement(readProfile, async () => ({}))] }),
      /GET \/me\/profile is implemented twice/,
    );
  });

  test('the handler tells which contracts it implements (the manifest test compares them)', () => {
    const handler = createHttpHandler('profile', { routes: [implement(readProfile, async () => ({})), implement(writeProfile, async () => ({}))] });
    assert.deepEqual(handler.implemented, [readProfile, writeProfile]);
  });
});

describe('HTTP pipeline: route contracts', () => {
  const usage = {
    date: '2026-11-23',
    tier: 'free',
    searches: { used: 1, limit: 10 },
    scrapes: { used: 0, limit: 5 },
    feedback: { used: 0, limit: 3 },
    saved: { used: 0, limit: 5 },
    tagsCount: 0,
    savedCount: 0,
  };

  test('an answer that matches its contract goes out as it is', async (t) => {
    const { logger } = capturingLogger(t, 'usage');
    const handler = createHttpHandler('usage', { logger, routes: [implement(api.getUsage, async () => usage)] });
    const response = await handler(httpEvent({ routeKey: 'GET /me/usage', claims: userClaims() }), testContext);
    assert.equal(response.statusCode, 200);
    assert.deepEqual(jsonBody(response), usage);
  });

  test('an answer outside its contract is a logged 500 locally and in tests, never sent', async (t) => {
    const { logger, lines } = capturingLogger(t, 'usage');
    const broken = { ...usage, searches: { used: -1, limit: 10 } };
    const handler = createHttpHandler('usage', { logger, routes: [implement(api.getUsage, async () => broken as never)] });
    const response = await handler(httpEvent({ routeKey: 'GET /me/usage', claims: userClaims() }), testContext);
    assert.equal(response.statusCode, 500);
    assert.equal(errorOf(response).code, 'INTERNAL');
    assert.match(JSON.stringify(lines), /GET \/me\/usage answered outside its contract: searches\.used/);
  });

  test('response checks can be switched off (AWS stages skip them for speed)', async (t) => {
    const { logger } = capturingLogger(t, 'usage');
    const handler = createHttpHandler('usage', {
      logger,
      responseChecks: 'off',
      routes: [implement(api.getUsage, async () => ({ searches: 'anything' }) as never)],
    });
    const response = await handler(httpEvent({ routeKey: 'GET /me/usage', claims: userClaims() }), testContext);
    assert.equal(response.statusCode, 200);
  });

  test('the request is validated with the contract schemas', async (t) => {
    const { logger } = capturingLogger(t, 'geocode');
    const handler = createHttpHandler('geocode', { logger, routes: [implement(api.geocode, async () => ({}) as never)] });
    const response = await handler(httpEvent({ routeKey: 'POST /geocode', claims: userClaims(), body: { lat: 200, lng: 0 } }), testContext);
    assert.equal(response.statusCode, 400);
    assert.equal(errorOf(response).code, 'VALIDATION_FAILED');
  });
});

describe('HTTP pipeline: running out of time', () => {
  test("middy's early timeout answers 503 TIMED_OUT with Retry-After, not a 500", async (t) => {
    const { logger } = capturingLogger(t, 'usage');
    const slow = implement(api.getUsage, () => new Promise((resolve) => setTimeout(resolve, 500)) as never);
    const handler = createHttpHandler('usage', { logger, routes: [slow] });
    const shortOnTime = { ...testContext, getRemainingTimeInMillis: () => 60 };
    const response = await handler(httpEvent({ routeKey: 'GET /me/usage', claims: userClaims() }), shortOnTime);
    assert.equal(response.statusCode, 503);
    assert.equal(response.headers?.['retry-after'], '1');
    assert.equal(errorOf(response).code, 'TIMED_OUT');
  });
});
