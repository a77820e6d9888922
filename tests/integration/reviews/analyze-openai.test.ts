import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { after, before, describe, test } from 'node:test';
import type { Db } from '../../../functions/lib/data/db';
import type { RestaurantDetail } from '../../../shared/api/places';
import { start, type OpenAiFormatServer } from '../../support/openai-format-server';
import { call } from '../library/history-support';
import { startTestRuntime, type TestRuntime } from '../support/runtime';
import { setServerClockToMidday } from '../support/server-clock';
import { analyze, dbOf, demoRestaurantId, userOn } from './reviews-support';

/**
 * POST /reviews/analyze with AI_PROVIDER=openai: the real handler and the real `openai` client
 * against the local OpenAI-format server. The model answers for premium users; on any failure
 * (malformed output, refusal, 429, 500, timeout) the spec's keyword summary answers instead; at
 * most 30 model analyses per user per day, exact under 100 parallel requests.
 */
let runtime: TestRuntime;
let db: Db;
let ai: OpenAiFormatServer;

before(async () => {
  ai = await start({ scenario: 'ok' });
  // The functions read their configuration from the environment when their container starts.
  Object.assign(process.env, { AI_PROVIDER: 'openai', OPENAI_BASE_URL: ai.url, OPENAI_API_KEY: 'sk-test-integration', OPENAI_MODEL: 'gpt-4o-mini' });
  runtime = await startTestRuntime();
  db = dbOf(runtime);
  // Model analyses are counted per UTC date: no midnight may fall inside a test.
  await setServerClockToMidday(runtime.dataDir);
});
after(async () => {
  db?.client.destroy();
  await runtime?.dispose();
  await ai?.close();
});

const DAILY_CAP = 30;

describe('POST /reviews/analyze (OpenAI adapter)', () => {
  test("premium: the model's points from the reviews the server read itself", async () => {
    const premium = await userOn(runtime, db, 'premium');
    const id = demoRestaurantId(1);
    const detail = await call<RestaurantDetail>(runtime, 'GET', `/places/${id}`, { token: premium.accessToken });
    const before = ai.requests.length;
    const answer = await analyze(runtime, premium, { restaurantId: id, language: 'fr' });
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body, {
      whatPeopleLove: ['Generous portions of flavourful curries', 'Friendly, attentive staff', 'Good value for the price'],
      areasForImprovement: ['Long waits for a table at weekends', 'The dining room gets noisy'],
      reviewCount: detail.body.reviews.length,
      source: 'openai',
    });
    assert.equal(ai.requests.length, before + 1);
    const request = ai.requests.at(-1)!;
    assert.equal(request.authorization, 'Bearer sk-test-integration');
    assert.match(String(request.body.messages[0]!.content), /Français/);
    const sent = JSON.parse(String(request.body.messages[1]!.content)) as { restaurant: string; reviews: { text: string; rating?: number }[] };
    assert.equal(sent.restaurant, detail.body.name);
    assert.deepEqual(sent.reviews.map((r) => r.text), detail.body.reviews.map((r) => r.text));
  });

  test('free and pro never reach the model', async () => {
    const before = ai.requests.length;
    for (const tier of ['free', 'pro'] as const) {
      assert.equal((await analyze(runtime, await userOn(runtime, db, tier), { restaurantId: demoRestaurantId() })).status, 403);
    }
    assert.equal(ai.requests.length, before);
  });

  for (const scenario of ['malformed', 'invalid-shape', 'refusal', 'rate-limited', 'server-error', 'slow'] as const) {
    test(`${scenario}: the keyword summary answers instead (200, source keyword-summary)`, async () => {
      const premium = await userOn(runtime, db, 'premium');
      ai.setScenario(scenario);
      try {
        const before = ai.requests.length;
        const answer = await analyze(runtime, premium, { restaurantId: demoRestaurantId(2) });
        assert.equal(answer.status, 200);
        assert.equal(answer.body.source, 'keyword-summary');
        const points = [...answer.body.whatPeopleLove, ...answer.body.areasForImprovement];
        assert.ok(points.length >= 1, `expected points.length >= 1; got points.length = ${inspect(points.length)}`);
        for (const point of points) assert.match(point, new RegExp(`\\(\\d of ${answer.body.reviewCount} reviews\\)$`));
        assert.ok(ai.requests.length > before, 'the model was asked first');
      } finally {
        ai.setScenario('ok');
      }
    });
  }

  test(`at most ${DAILY_CAP} model analyses per user per day, exact under 100 parallel requests; the rest get the keyword summary`, async () => {
    const premium = await userOn(runtime, db, 'premium');
    const id = demoRestaurantId(3);
    const before = ai.requests.length;
    const answers = await Promise.all(Array.from({ length: 100 }, () => analyze(runtime, premium, { restaurantId: id })));
    assert.deepEqual([...new Set(answers.map((a) => a.status))], [200]);
    assert.equal(answers.filter((a) => a.body.source === 'openai').length, DAILY_CAP);
    assert.equal(answers.filter((a) => a.body.source === 'keyword-summary').length, 100 - DAILY_CAP);
    assert.equal(ai.requests.length - before, DAILY_CAP, 'the model was asked exactly that often');
    // Another premium user has an allowance of their own.
    const other = await userOn(runtime, db, 'premium');
    assert.equal((await analyze(runtime, other, { restaurantId: id })).body.source, 'openai');
  });
});
