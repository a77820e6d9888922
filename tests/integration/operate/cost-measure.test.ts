import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { performance } from 'node:perf_hooks';
import { defaultDb } from '../../../functions/lib/data/db';
import { functions } from '../../../functions/routes';
import { DEFAULT_MEMORY_MB } from '../../../infra/constructs/forksure-function';
import { meterCapacity } from '../../../infra/operate/cost/dynamo-capacity-meter';
import { ACTION_NAMES, MEASURED_COSTS_FILE, readMeasuredCosts, type ActionName, type MeasuredAction, type MeasuredCosts } from '../../../infra/operate/cost/measured-actions';
import { start as startOpenAiServer, type OpenAiFormatServer } from '../../support/openai-format-server';
import { mustSignIn, signUpThroughApi } from '../auth/support';
import { setPlan } from '../library/history-support';
import { restaurantCopy } from '../library/saved-support';
import { demoRestaurantIds } from '../menus/menu-support';
import { dbOf } from '../reviews/reviews-support';
import { startTestRuntime, type TestRuntime, type TestUser } from '../support/runtime';

/**
 * Measures what each user action (sign-up, search, save, menu, analysis) uses, through the real local
 * runtime: the API requests the web app sends, the main thread's CPU while each runs (the handler, plus
 * the local gateway: an upper bound of the function's own), DynamoDB capacity units (a middleware on
 * the functions' client asks dynalite for ReturnConsumedCapacity), the prompt sent to a local server
 * speaking OpenAI's format. `npm run cost:measure` writes the counts to the file `npm run cost` reads;
 * a plain run checks that the committed DynamoDB units are still what the code consumes.
 */
const WRITE = process.env.COST_MEASURE_WRITE === '1';

/** Provider calls each route makes in AWS, from its code path (the local adapters are not billed). */
const PROVIDER_CALLS: Record<string, { location?: number; places?: number }> = {
  'POST /locations/autocomplete': { location: 1 },
  'POST /geocode': { location: 1 },
  'POST /places/search': { places: 1 },
  'POST /menus/generate': { places: 1 },
  'POST /reviews/analyze': { places: 1 },
};
/** Characters of the search text in one translated search (the Translate line counts these). */
const SEARCH_TEXT = 'vegan ramen without peanuts';
/** Characters typed before each autocomplete request (the web asks once the pause is long enough). */
const AUTOCOMPLETE_QUERIES = ['Phil', 'Philadel'];

let runtime: TestRuntime;
let ai: OpenAiFormatServer;
/** False during the warm-up pass. */
let measuring = false;

before(async () => {
  ai = await startOpenAiServer({ scenario: 'ok' });
  Object.assign(process.env, { AI_PROVIDER: 'openai', OPENAI_BASE_URL: ai.url, OPENAI_API_KEY: 'sk-test-local', SEARCH_DAILY_LIMIT: '1000' });
  runtime = await startTestRuntime();
});
after(async () => {
  await runtime?.dispose();
  await ai?.close();
});

const functionOf = (routeKey: string) => {
  const fn = functions.find((f) => f.routes.some((r) => `${r.method} ${r.path}` === routeKey));
  if (!fn) throw new Error(`No function serves ${routeKey}`);
  return fn;
};

/** One action's meter: every request through `send` is timed and counted. */
function actionMeter() {
  const capacity = meterCapacity(defaultDb().client);
  const action: MeasuredAction = {
    requests: [],
    dynamo: { readUnits: 0, writeUnits: 0, calls: 0 },
    locationRequests: 0,
    placesRequests: 0,
    translateCharacters: 0,
    model: { calls: 0, inputTokens: 0, outputTokens: 0 },
    emails: 0,
  };
  const modelRequestsBefore = ai.requests.length;
  return {
    async send(routeKey: string, path: string, init: { method: string; body?: unknown; token?: string }): Promise<Response> {
      const fn = functionOf(routeKey);
      const before = performance.eventLoopUtilization();
      const response = await runtime.api(path, {
        method: init.method,
        token: init.token,
        headers: { 'content-type': 'application/json' },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      });
      await response.arrayBuffer();
      const cpuMs = performance.eventLoopUtilization(before).active;
      assert.ok(response.status < 300, `${routeKey} answered ${response.status}`);
      action.requests.push({ route: routeKey, function: fn.name, memoryMb: fn.memoryMb ?? DEFAULT_MEMORY_MB, cpuMs: Math.round(cpuMs * 10) / 10 });
      action.locationRequests += PROVIDER_CALLS[routeKey]?.location ?? 0;
      action.placesRequests += PROVIDER_CALLS[routeKey]?.places ?? 0;
      return response;
    },
    finish(extra: Partial<Pick<MeasuredAction, 'translateCharacters' | 'emails'>> = {}): MeasuredAction {
      const units = capacity.read();
      capacity.detach();
      if (measuring) assert.deepEqual(units.indexesQueried.filter((index) => index === 'gsi2'), [], "the cleanup job ran during the action: its units are not the action's");
      const prompts = ai.requests.slice(modelRequestsBefore);
      return {
        ...action,
        ...extra,
        dynamo: { readUnits: units.readUnits, writeUnits: units.writeUnits, calls: units.calls },
        model: {
          calls: prompts.length,
          inputTokens: prompts.reduce((n, r) => n + Math.ceil(JSON.stringify(r.body.messages).length / 4) + Math.ceil(JSON.stringify(r.body.response_format ?? '').length / 4), 0),
          outputTokens: prompts.reduce((n, r) => n + Number(r.body.max_completion_tokens ?? 0), 0),
        },
      };
    },
  };
}

async function measureSignUp(): Promise<{ action: MeasuredAction; user: TestUser }> {
  const meter = actionMeter();
  // Sign-up's two requests go through the test helper (it reads the code from the outbox between them):
  // the meter counts their DynamoDB units; their CPU is measured around both and shared between them.
  const before = performance.eventLoopUtilization();
  const account = await signUpThroughApi(runtime);
  const cpuMs = performance.eventLoopUtilization(before).active / 2;
  const action = meter.finish({ emails: 1 });
  for (const route of ['POST /auth/signup/code', 'POST /auth/signup/verify']) {
    const fn = functionOf(route);
    action.requests.push({ route, function: fn.name, memoryMb: fn.memoryMb ?? DEFAULT_MEMORY_MB, cpuMs: Math.round(cpuMs * 10) / 10 });
  }
  const tokens = await mustSignIn(runtime, account.username, account.password);
  return { action, user: { username: account.username, email: account.email, accessToken: tokens.accessToken, idToken: tokens.idToken } };
}

async function measureSearch(user: TestUser): Promise<MeasuredAction> {
  const meter = actionMeter();
  const token = user.accessToken;
  for (const query of AUTOCOMPLETE_QUERIES) await meter.send('POST /locations/autocomplete', '/locations/autocomplete', { method: 'POST', token, body: { query } });
  await meter.send('POST /geocode', '/geocode', { method: 'POST', token, body: { query: 'Philadelphia' } });
  await meter.send('POST /search/translate', '/search/translate', { method: 'POST', token, body: { text: SEARCH_TEXT } });
  await meter.send('POST /places/search', '/places/search', {
    method: 'POST',
    token,
    body: {
      searchQuery: SEARCH_TEXT,
      cuisineType: 'any',
      priceRange: 'any',
      dietaryRestrictions: ['Vegan'],
      allergies: ['Peanuts', 'Gluten'],
      searchRadius: 5,
      distanceUnit: 'miles',
      coordinates: { lat: 41.8781, lng: -87.6298 },
      location: 'Chicago, Illinois, US',
    },
  });
  return meter.finish({ translateCharacters: SEARCH_TEXT.length });
}

async function measureSave(user: TestUser, restaurantId: string): Promise<MeasuredAction> {
  const meter = actionMeter();
  await meter.send('PUT /me/saved/{restaurantId}', `/me/saved/${encodeURIComponent(restaurantId)}`, { method: 'PUT', token: user.accessToken, body: restaurantCopy(restaurantId) });
  return meter.finish();
}

async function measureMenu(user: TestUser, restaurantId: string): Promise<MeasuredAction> {
  const meter = actionMeter();
  await meter.send('POST /menus/generate', '/menus/generate', { method: 'POST', token: user.accessToken, body: { restaurantId } });
  return meter.finish();
}

async function measureAnalysis(user: TestUser, restaurantId: string): Promise<MeasuredAction> {
  const meter = actionMeter();
  await meter.send('POST /reviews/analyze', '/reviews/analyze', { method: 'POST', token: user.accessToken, body: { restaurantId } });
  return meter.finish();
}

/** Every action once, in the order a new user meets them. */
async function measureActions(restaurants: [string, string, string]): Promise<Record<ActionName, MeasuredAction>> {
  const [saved, menued, analysed] = restaurants;
  const { action: signUp, user } = await measureSignUp();
  await setPlan(dbOf(runtime), user, 'premium');
  return {
    signUp,
    search: await measureSearch(user),
    save: await measureSave(user, saved),
    menu: await measureMenu(user, menued),
    analysis: await measureAnalysis(user, analysed),
  };
}

test('each user action is measured: requests, CPU, DynamoDB units, provider calls, model tokens', async () => {
  const ids = demoRestaurantIds(6);
  // A first pass loads every handler (a cold start, billed apart from the requests) and meets the
  // local scheduler's run of the cleanup job shortly after start (awaited); the second pass is measured.
  await measureActions([ids[0]!, ids[1]!, ids[2]!]);
  // On a busy machine that run can still be going (or not yet begun) when the first pass ends.
  await runtime.scheduledFirstRunsDone();
  measuring = true;
  const actions = await measureActions([ids[3]!, ids[4]!, ids[5]!]);

  for (const name of ACTION_NAMES) {
    const action = actions[name];
    assert.ok(action.requests.length > 0 && action.requests.every((r) => r.cpuMs > 0), `${name}: every request has its CPU time`);
    assert.ok(action.dynamo.calls > 0, `${name}: the meter saw its DynamoDB calls`);
    assert.ok(action.dynamo.readUnits + action.dynamo.writeUnits > 0, `${name}: DynamoDB reported the units it consumed`);
  }
  assert.ok(actions.save.dynamo.writeUnits >= 2, 'saving writes the saved item and its counter');
  assert.equal(actions.menu.model.calls, 1, 'a menu is one model call');
  assert.equal(actions.analysis.model.calls, 1, 'an analysis is one model call');
  assert.equal(actions.search.model.calls, 0, 'a search calls no model');

  if (WRITE) {
    const measured: MeasuredCosts = {
      measuredOn: new Date().toISOString().slice(0, 10),
      method: 'tests/integration/operate/cost-measure.test.ts (npm run cost:measure): local runtime, dynalite ReturnConsumedCapacity plus index writes, main-thread CPU per request, prompt characters / 4, output at the adapter cap',
      actions,
    };
    writeFileSync(MEASURED_COSTS_FILE, `${JSON.stringify(measured, null, 2)}\n`);
    return;
  }
  const committed = readMeasuredCosts();
  for (const name of ACTION_NAMES) {
    assert.deepEqual(
      { reads: actions[name].dynamo.readUnits, writes: actions[name].dynamo.writeUnits },
      { reads: committed.actions[name].dynamo.readUnits, writes: committed.actions[name].dynamo.writeUnits },
      `${name}: the DynamoDB units the code consumes changed; run \`npm run cost:measure\` and commit ${MEASURED_COSTS_FILE}`,
    );
  }
});
