import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { autocompleteResponseSchema, geocodeResponseSchema } from '../../shared/api/geocoding';
import { createTestUser, startTestRuntime, type TestRuntime, type TestUser } from './support/runtime';
import { post as postJson, statusAndBody } from './support/http';

/** POST /geocode and POST /locations/autocomplete through the real local runtime, signed in, embedded data. */
let runtime: TestRuntime;
let user: TestUser;

before(async () => {
  runtime = await startTestRuntime();
  user = await createTestUser(runtime);
});
after(async () => {
  await runtime?.dispose();
});

/** Signed in as the test user unless `token` is null. */
const post = (path: string, body: unknown, token: string | null = user.accessToken) =>
  postJson(runtime, path, body, token ?? undefined).then(statusAndBody);

describe('POST /geocode', () => {
  test('a city name resolves to coordinates and a label', async () => {
    const answer = await post('/geocode', { query: 'Edinburgh' });
    assert.equal(answer.status, 200);
    const place = geocodeResponseSchema.parse(answer.body);
    assert.equal(place.label, 'Edinburgh, Scotland, GB');
    assert.equal(place.country, 'GB');
    assert.ok(Math.abs(place.lat - 55.95) < 0.05 && Math.abs(place.lng + 3.19) < 0.05, `expected Math.abs(place.lat - 55.95) < 0.05 && Math.abs(place.lng + 3.19) < 0.05; got Math.abs(place.lat - 55.95) = ${inspect(Math.abs(place.lat - 55.95))}, Math.abs(place.lng + 3.19) = ${inspect(Math.abs(place.lng + 3.19))}`);
  });

  test('a US ZIP code resolves to its city (the e2e journey sets one)', async () => {
    const answer = await post('/geocode', { query: '19103' });
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body, {
      label: 'Philadelphia, Pennsylvania 19103, US',
      lat: 39.9513,
      lng: -75.1741,
      city: 'Philadelphia',
      region: 'Pennsylvania',
      country: 'US',
      postalCode: '19103',
    });
  });

  test('coordinates answer the nearest city (the browser position)', async () => {
    const answer = await post('/geocode', { lat: 39.9526, lng: -75.1652 });
    assert.equal(answer.status, 200);
    assert.equal(answer.body.label, 'Philadelphia, Pennsylvania, US');
  });

  test('an unknown place is 404 LOCATION_NOT_FOUND with the spec message; empty sea coordinates are 404 ADDRESS_NOT_FOUND', async () => {
    assert.deepEqual(await post('/geocode', { query: 'Xyzzyville, Narnia' }), {
      status: 404,
      body: { error: { code: 'LOCATION_NOT_FOUND', message: 'Could not find coordinates for this location.' } },
    });
    const sea = await post('/geocode', { lat: 0, lng: -140 });
    assert.equal(sea.status, 404);
    assert.equal((sea.body.error as { code: string }).code, 'ADDRESS_NOT_FOUND');
  });

  test('bad input is a 400 naming the field', async () => {
    const answer = await post('/geocode', { lat: 123, lng: 0 });
    assert.equal(answer.status, 400);
    assert.deepEqual(answer.body.error, {
      code: 'VALIDATION_FAILED',
      message: 'body.lat: Latitude must be between -90 and 90.',
      fields: [{ path: 'body.lat', message: 'Latitude must be between -90 and 90.' }],
    });
  });

  test('signed-out callers are turned away by the authorizer', async () => {
    const answer = await post('/geocode', { query: 'Paris' }, null);
    assert.equal(answer.status, 401);
  });
});

describe('POST /locations/autocomplete', () => {
  test('"phi" suggests Philadelphia first, with coordinates', async () => {
    const answer = await post('/locations/autocomplete', { query: 'phi' });
    assert.equal(answer.status, 200);
    const { suggestions } = autocompleteResponseSchema.parse(answer.body);
    assert.equal(suggestions.length, 5);
    assert.deepEqual(suggestions[0], { label: 'Philadelphia, Pennsylvania, US', kind: 'city', lat: 39.95233, lng: -75.16379 });
  });

  test('ZIP prefixes and the limit', async () => {
    const answer = await post('/locations/autocomplete', { query: '191', limit: 2 });
    assert.equal(answer.status, 200);
    assert.deepEqual(
      (answer.body.suggestions as { label: string; kind: string }[]).map((s) => [s.label, s.kind]),
      [
        ['Philadelphia, Pennsylvania 19101, US', 'postal-code'],
        ['Philadelphia, Pennsylvania 19102, US', 'postal-code'],
      ],
    );
  });

  test('one character is a 400 with the reason', async () => {
    const answer = await post('/locations/autocomplete', { query: 'p' });
    assert.equal(answer.status, 400);
    assert.equal((answer.body.error as { message: string }).message, 'body.query: Type at least 2 characters to see suggestions.');
  });

  test('signed-out callers are turned away by the authorizer', async () => {
    assert.equal((await post('/locations/autocomplete', { query: 'phi' }, null)).status, 401);
  });
});
