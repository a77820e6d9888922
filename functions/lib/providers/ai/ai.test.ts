import { test } from 'node:test';
import assert from 'node:assert/strict';
import { healthResponseSchema } from '../../../../shared/api/health';
import { start } from '../../../../tests/support/openai-format-server';
import { createDb } from '../../data/db';
import { healthReport } from '../../services/operations/health-service';
import { createMenuAiPort } from './menu-ai';
import { createReviewAiPort } from './review-ai';

const menuInput = { restaurantId: 'osm-node-7', restaurantName: 'Trattoria Roma', cuisines: ['italian'], cuisineType: 'Italian', cuisineWords: ['italian'], dietaryOptions: [], location: 'Edinburgh', language: 'en' };

test('AI_PROVIDER=openai selects the OpenAI adapter with OPENAI_MODEL, OPENAI_BASE_URL and OPENAI_API_KEY', async (t) => {
  const server = await start();
  t.after(() => server.close());
  const ai = createMenuAiPort({ AI_PROVIDER: 'openai', OPENAI_MODEL: 'gpt-4.1-nano', OPENAI_BASE_URL: server.url, OPENAI_API_KEY: 'sk-env' });
  assert.equal(ai.id, 'openai');
  assert.equal((await ai.estimateMenu(menuInput)).length, 5);
  assert.equal(server.requests[0]!.body.model, 'gpt-4.1-nano');
  assert.equal(server.requests[0]!.authorization, 'Bearer sk-env');
});

test('unset or unknown AI_PROVIDER: the embedded adapters, deterministic per restaurant, keyword review summary', async () => {
  for (const env of [{}, { AI_PROVIDER: 'gpt' }, { AI_PROVIDER: 'embedded-knowledge-base' }]) {
    assert.equal(createMenuAiPort(env).id, 'embedded-knowledge-base');
    assert.equal(createReviewAiPort(env).id, 'embedded-knowledge-base');
  }
  const menuAi = createMenuAiPort({});
  const first = await menuAi.estimateMenu(menuInput);
  assert.ok(first.length >= 8, 'a menu of several dishes');
  assert.deepEqual(await menuAi.estimateMenu(menuInput), first);
  assert.deepEqual(await createMenuAiPort({}).estimateMenu(menuInput), first, 'the same menu from another port');
  assert.deepEqual(await createReviewAiPort({}).analyzeReviews({ restaurantName: 'Trattoria Roma', language: 'en', reviews: [{ text: 'Delicious food.', rating: 5 }] }), {
    whatPeopleLove: ['Tasty, well-prepared food (1 of 1 review)'],
    areasForImprovement: [],
  });
});

test('GET /health notes the embedded AI as an offline estimate, and nothing for OpenAI', async () => {
  const unreachable = () => createDb({ tableName: 'x', dynamoEndpoint: 'http://127.0.0.1:9', region: 'local' });
  const embedded = await healthReport(unreachable, {});
  assert.equal(embedded.providers.ai, 'embedded-knowledge-base');
  assert.match(embedded.providerNotes.ai!, /^offline estimate/);
  const openai = await healthReport(unreachable, { AI_PROVIDER: 'openai' });
  assert.equal(openai.providers.ai, 'openai');
  assert.equal(openai.providerNotes.ai, undefined);
  assert.ok(healthResponseSchema.safeParse(embedded).success && healthResponseSchema.safeParse(openai).success, 'the health contract holds');
});

test('the review-analysis port selects the same adapters as the menu port: OpenAI, else the keyword summary', async (t) => {
  const server = await start();
  t.after(() => server.close());
  const reviews = [{ text: 'Delicious food.', rating: 5 }];
  const openai = createReviewAiPort({ AI_PROVIDER: 'openai', OPENAI_BASE_URL: server.url, OPENAI_API_KEY: 'sk-env' });
  assert.equal(openai.id, 'openai');
  assert.equal((await openai.analyzeReviews({ restaurantName: 'r', language: 'en', reviews })).whatPeopleLove.length, 3);
  assert.equal(createReviewAiPort({}).id, createMenuAiPort({}).id);
});
