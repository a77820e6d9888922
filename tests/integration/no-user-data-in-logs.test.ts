import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { GenerateMenuResponse } from '../../shared/api/menus';
import type { PlacesSearchResponse } from '../../shared/api/places';
import { get, post, put } from './support/http';
import { latestCode, mustSignIn, uniqueName } from './auth/support';
import { startChildRuntime, type ChildRuntime } from './support/child-runtime';
import type { TestRuntime } from './support/runtime';

/**
 * No user data in logs or metrics (issue 21 item 2): a realistic session (sign up with a code,
 * sign in, a profile with allergies, a search with them, a menu, the usage gauge, a bad request)
 * on the local runtime in a process of its own, with every log level on. Everything the process
 * wrote and every metric line it counted must hold none of the person's email, allergies, password,
 * sign-up code or tokens.
 */
let child: ChildRuntime;
let runtime: TestRuntime;
let dataDir: string;

before(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'forksure-it-logs-'));
  // Read by the child at start: invented places to search, and the most talkative log level.
  Object.assign(process.env, { DEMO_PLACES: '1', POWERTOOLS_LOG_LEVEL: 'DEBUG' });
  child = await startChildRuntime(dataDir);
  // The helpers speak to a TestRuntime: the child's URL, pool and data folder are all they read.
  runtime = {
    ...child,
    dataDir,
    api: (path: string, init: RequestInit & { token?: string } = {}) => {
      const { token, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (token) headers.set('authorization', `Bearer ${token}`);
      return fetch(`${child.url}/api${path}`, { ...rest, headers });
    },
  } as unknown as TestRuntime;
});
after(async () => {
  await child?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const ALLERGIES = ['Peanuts', 'Sesame', 'Quandong kernels'];
const NEW_YORK = { lat: 40.758, lng: -73.9855 };

test('a whole session leaves no email, allergy, password, code or token in the logs or the metrics', async () => {
  const username = uniqueName('logscan');
  const email = `${username}.private@example.com`;
  const password = 'Saffron-Quince-97';
  assert.equal((await post(runtime, '/auth/signup/code', { email, username, language: 'en' })).status, 200);
  const code = latestCode(runtime, email);
  const verified = await post(runtime, '/auth/signup/verify', { email, username, password, language: 'en', code });
  assert.equal(verified.status, 200, verified.text);
  const tokens = await mustSignIn(runtime, email, password);
  const token = tokens.accessToken;

  const profile = await put(runtime, '/me/profile', { allergies: ALLERGIES, dietary_preferences: ['Vegetarian'] }, token);
  assert.equal(profile.status, 200, profile.text);
  const search = await post<PlacesSearchResponse>(
    runtime,
    '/places/search',
    {
      searchQuery: 'thai without quandong kernels',
      cuisineType: 'any',
      priceRange: 'any',
      dietaryRestrictions: ['Vegetarian'],
      allergies: ALLERGIES,
      searchRadius: 5,
      distanceUnit: 'miles',
      coordinates: NEW_YORK,
      location: 'New York, New York, US',
    },
    token,
  );
  assert.equal(search.status, 200, search.text);
  assert.ok(search.body.restaurants.length > 0, 'the search found places');
  const menu = await post<GenerateMenuResponse>(runtime, '/menus/generate', { restaurantId: search.body.restaurants[0]!.id, searchId: search.body.searchId }, token);
  assert.equal(menu.status, 200, menu.text);
  assert.equal((await get(runtime, '/me/usage', token)).status, 200);
  // A refused request logs too: a body the contract rejects, with the allergies in it.
  assert.equal((await put(runtime, '/me/profile', { allergies: ALLERGIES, unknownField: email }, token)).status, 400);

  // The child writes its log lines as they happen; the last request's lines are in by the time its answer arrived.
  const metricsFile = join(dataDir, 'metrics.jsonl');
  assert.ok(existsSync(metricsFile), 'the runtime counted metrics');
  const metrics = readFileSync(metricsFile, 'utf8');
  const logs = child.output();
  assert.match(metrics, /"Searches":1/, 'the search was counted');
  assert.ok(logs.includes('"level":"DEBUG"') || logs.includes('"level":"INFO"'), `expected the functions' log lines in the output; got ${logs.length} characters: ${logs.slice(0, 300)}`);

  const secrets: Record<string, string> = {
    email,
    'email (local part)': `${username}.private`,
    password,
    'sign-up code': code,
    'access token': tokens.accessToken,
    'id token': tokens.idToken,
    'refresh token': tokens.refreshToken,
    ...Object.fromEntries(ALLERGIES.map((allergy) => [`allergy ${allergy}`, allergy])),
  };
  for (const [where, text] of [['logs', logs], ['metrics', metrics]] as const) {
    const lower = text.toLowerCase();
    for (const [what, value] of Object.entries(secrets)) {
      assert.ok(!lower.includes(value.toLowerCase()), `the ${where} hold the ${what}: …${excerpt(text, value)}…`);
    }
    assert.doesNotMatch(text, /eyJ[\w-]{10,}\.eyJ[\w-]{10,}/, `the ${where} hold a JWT`);
  }
});

function excerpt(text: string, value: string): string {
  const at = text.toLowerCase().indexOf(value.toLowerCase());
  return text.slice(Math.max(0, at - 200), at + value.length + 100);
}
