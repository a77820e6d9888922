import { test } from 'node:test';
import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { start, type OpenAiScenario } from '../../../../../tests/support/openai-format-server';
import { AiUnavailableError } from '../errors';
import type { MenuEstimateInput, ReviewAnalysisInput } from '../port';
import { openAiAdapter, type OpenAiAdapterOptions } from './openai-adapter';

/**
 * The adapter's real `openai` client code path (serialisation, structured-output parsing, error
 * classes, timeouts) against a local server speaking the chat-completions wire format.
 */
const KEY = 'sk-proj-testkey-0123456789';

const menuInput: MenuEstimateInput = {
  restaurantId: 'osm-node-42',
  restaurantName: 'Thai Orchid',
  cuisines: ['thai'],
  cuisineType: 'Thai',
  cuisineWords: ['thai'],
  dietaryOptions: [],
  location: '1 Main St, Philadelphia',
  priceLevel: '$$',
  currency: 'USD',
  language: 'es',
};

const reviewInput: ReviewAnalysisInput = {
  restaurantName: 'Thai Orchid',
  language: 'en',
  reviews: [
    { text: 'The green curry was superb and the staff were so friendly.', rating: 5 },
    { text: 'We waited 45 minutes for a table. Food was good though.', rating: 3 },
  ],
};

async function setUp(t: { after: (fn: () => Promise<void>) => void }, scenario: OpenAiScenario, options: Partial<OpenAiAdapterOptions> = {}) {
  const server = await start({ scenario, slowMs: 5_000 });
  t.after(() => server.close());
  const ai = openAiAdapter({ apiKey: async () => KEY, model: 'gpt-4o-mini', baseUrl: server.url, retryDelayMs: 10, ...options });
  return { server, ai };
}

async function failure(promise: Promise<unknown>): Promise<AiUnavailableError> {
  const error = await promise.then(
    () => assert.fail('expected an AiUnavailableError'),
    (e: unknown) => e,
  );
  assert.ok(error instanceof AiUnavailableError, `got ${String(error)}`);
  assert.equal(error.code, 'AI_UNAVAILABLE');
  assert.equal(error.kind, 'unavailable');
  assert.ok(!JSON.stringify({ message: error.message, cause: String(error.cause) }).includes(KEY), 'the key never appears in an error');
  return error;
}

test('menu estimate: one chat completion with the key, the model and a strict json_schema; items mapped (null price/calories left out)', async (t) => {
  const { server, ai } = await setUp(t, 'ok');
  const items = await ai.estimateMenu(menuInput);
  assert.equal(server.requests.length, 1);
  const [request] = server.requests;
  assert.equal(request!.authorization, `Bearer ${KEY}`);
  assert.equal(request!.body.model, 'gpt-4o-mini');
  const format = request!.body.response_format!;
  assert.equal(format.type, 'json_schema');
  assert.equal(format.json_schema!.name, 'menu_estimate');
  assert.equal(format.json_schema!.strict, true);
  const itemSchema = format.json_schema!.schema.properties!.items!.items!;
  assert.deepEqual(itemSchema.required, ['name', 'ingredients', 'price', 'calories']);
  assert.equal(itemSchema.additionalProperties, false);
  const [system, user] = request!.body.messages;
  assert.equal(system!.role, 'system');
  assert.match(String(system!.content), /most likely serves, given its name, all of its cuisines, its diets/);
  assert.match(String(system!.content), /Every dish must belong to one of its cuisines/);
  assert.match(String(system!.content), /real ingredients/);
  assert.match(String(system!.content), /Español \(language code "es"\)/, "the caller's language");
  assert.match(String(system!.content), /price as printed on a menu in USD for a \$\$ \(of \$\$\$\$\) place/);
  assert.deepEqual(JSON.parse(String(user!.content)), {
    restaurant: 'Thai Orchid',
    cuisine: 'Thai',
    cuisineIds: ['thai'],
    cuisineWords: ['thai'],
    diets: [],
    location: '1 Main St, Philadelphia',
  });
  assert.equal(items.length, 5);
  assert.deepEqual(items[0], {
    name: 'Pad Thai',
    ingredients: ['rice noodles', 'shrimp', 'egg', 'peanuts', 'bean sprouts', 'tamarind', 'fish sauce', 'lime'],
    price: '$14.00',
    calories: 720,
  });
  assert.deepEqual(items[4], { name: 'Mango Sticky Rice', ingredients: ['glutinous rice', 'mango', 'coconut milk', 'sugar', 'sesame seeds'], calories: 480 });
});

/** product-rules §8.1: dishes from everything known about the place, written in the diner's language. */
test("menu estimate: the prompt asks for the diner's language, the place's diet and all of its cuisines", async (t) => {
  const { server, ai } = await setUp(t, 'ok');
  await ai.estimateMenu({ ...menuInput, restaurantName: 'Green Lotus', cuisines: ['chinese'], cuisineType: 'Chinese', cuisineWords: ['chinese'], dietaryOptions: ['Vegan', 'Vegetarian'], language: 'ja' });
  await ai.estimateMenu({ ...menuInput, restaurantName: 'Corner House', cuisines: [], cuisineType: 'Restaurant', cuisineWords: [], dietaryOptions: ['Vegetarian'], language: 'de' });
  const [vegan, unknown] = server.requests.map((request) => String(request.body.messages[0]!.content));
  assert.match(vegan!, /日本語 \(language code "ja"\)/);
  assert.match(vegan!, /every dish must be vegan/);
  assert.match(unknown!, /Deutsch \(language code "de"\)/);
  assert.match(unknown!, /Its cuisine is unknown/);
  assert.match(unknown!, /at least half of the dishes must be vegetarian/);
  assert.deepEqual(JSON.parse(String(server.requests[0]!.body.messages[1]!.content)).diets, ['Vegan', 'Vegetarian']);
});

test('menu estimate without a known currency: prices left out whatever the model says', async (t) => {
  const { server, ai } = await setUp(t, 'ok');
  const { currency: _currency, ...noCurrency } = menuInput;
  const items = await ai.estimateMenu(noCurrency);
  assert.ok(items.every((item) => item.price === undefined), `expected items.every((item) => item.price === undefined); got items = ${inspect(items)}`);
  assert.match(String(server.requests[0]!.body.messages[0]!.content), /Give null as the price/);
});

test('menu estimate: nameless dishes dropped, ingredients trimmed and deduplicated, absurd calories left out', async (t) => {
  const { server, ai } = await setUp(t, 'ok');
  server.setAnswer({
    items: [
      { name: '  ', ingredients: ['x'], price: null, calories: null },
      { name: ' Khao  Soi ', ingredients: [' egg noodles', 'Egg noodles', '', 'coconut milk '], price: ' ', calories: -5 },
    ],
  });
  assert.deepEqual(await ai.estimateMenu(menuInput), [{ name: 'Khao Soi', ingredients: ['egg noodles', 'coconut milk'] }]);
});

test('review analysis: the reviews as data in the user message, at most 3 points a side', async (t) => {
  const { server, ai } = await setUp(t, 'ok');
  assert.deepEqual(await ai.analyzeReviews(reviewInput), {
    whatPeopleLove: ['Generous portions of flavourful curries', 'Friendly, attentive staff', 'Good value for the price'],
    areasForImprovement: ['Long waits for a table at weekends', 'The dining room gets noisy'],
  });
  const [request] = server.requests;
  assert.equal(request!.body.response_format!.json_schema!.name, 'review_analysis');
  assert.match(String(request!.body.messages[0]!.content), /at most 3 points for what people love and at most 3 areas for improvement/);
  assert.match(String(request!.body.messages[0]!.content), /only what the given reviews say/);
  assert.deepEqual(JSON.parse(String(request!.body.messages[1]!.content)), {
    restaurant: 'Thai Orchid',
    reviews: [
      { rating: 5, text: 'The green curry was superb and the staff were so friendly.' },
      { rating: 3, text: 'We waited 45 minutes for a table. Food was good though.' },
    ],
  });

  server.setAnswer({ whatPeopleLove: ['a', 'b', 'c', 'd'], areasForImprovement: ['e', 'e', ' '] });
  assert.deepEqual(await ai.analyzeReviews(reviewInput), { whatPeopleLove: ['a', 'b', 'c'], areasForImprovement: ['e'] });
});

for (const [scenario, reason] of [
  ['malformed', 'malformed'],
  ['invalid-shape', 'malformed'],
  ['refusal', 'refused'],
  ['rate-limited', 'rate-limited'],
] as const) {
  test(`${scenario}: AiUnavailableError '${reason}' after one request (no retry)`, async (t) => {
    const { server, ai } = await setUp(t, scenario);
    assert.equal((await failure(ai.estimateMenu(menuInput))).reason, reason);
    assert.equal((await failure(ai.analyzeReviews(reviewInput))).reason, reason);
    assert.equal(server.requests.length, 2);
  });
}

test('500: retried once when the budget allows, then failed', async (t) => {
  const { server, ai } = await setUp(t, 'server-error');
  const error = await failure(ai.analyzeReviews(reviewInput));
  assert.equal(error.reason, 'failed');
  assert.match(error.message, /HTTP 500/);
  assert.equal(server.requests.length, 2, 'one retry');
});

test('500: not retried when less than the retry minimum (5 s) of the budget is left', async (t) => {
  const { server, ai } = await setUp(t, 'server-error', { budgetMs: 4_000 });
  assert.equal((await failure(ai.analyzeReviews(reviewInput))).reason, 'failed');
  assert.equal(server.requests.length, 1);
});

test('500 then ok: the retry answers', async (t) => {
  const { server, ai } = await setUp(t, 'ok');
  server.queue('server-error');
  assert.equal((await ai.estimateMenu(menuInput)).length, 5);
  assert.equal(server.requests.length, 2);
});

test('slow: the time budget ends the call with reason timeout, without a retry', async (t) => {
  const { server, ai } = await setUp(t, 'slow', { budgetMs: 400 });
  const started = Date.now();
  assert.equal((await failure(ai.estimateMenu(menuInput))).reason, 'timeout');
  const elapsed = Date.now() - started;
  // Ended by the budget, not by the server's answer 5 s later (wide margin: a busy machine is slow).
  assert.ok(elapsed >= 380 && elapsed < 4_500, `ended after ${elapsed} ms`);
  assert.equal(server.requests.length, 1);
});

test("slow: the caller's signal ends the call first", async (t) => {
  const { ai } = await setUp(t, 'slow');
  const started = Date.now();
  assert.equal((await failure(ai.analyzeReviews({ ...reviewInput, signal: AbortSignal.timeout(200) }))).reason, 'timeout');
  assert.ok(Date.now() - started < 4_500, `ended by the signal, before the server's answer 5 s later; took ${inspect(Date.now() - started)} ms`);
});

test('a wrong key (401) and a key source that fails are failures that never show the key', async (t) => {
  const { server, ai } = await setUp(t, 'ok', { apiKey: async () => '' });
  assert.equal((await failure(ai.estimateMenu(menuInput))).reason, 'failed');
  assert.equal(server.requests.length, 0, 'no request without a key');
  const noSecret = openAiAdapter({ apiKey: async () => Promise.reject(new Error('No OpenAI API key: set OPENAI_API_KEY')), model: 'm', baseUrl: server.url });
  const error = await failure(noSecret.analyzeReviews(reviewInput));
  assert.match(String((error.cause as Error).message), /No OpenAI API key/);
});

test('an unreachable base URL is a connection failure', async () => {
  const ai = openAiAdapter({ apiKey: async () => KEY, model: 'gpt-4o-mini', baseUrl: 'http://127.0.0.1:9/v1', budgetMs: 3_000 });
  const error = await failure(ai.analyzeReviews(reviewInput));
  assert.equal(error.reason, 'failed');
  assert.match(error.message, /connection failed/);
});
