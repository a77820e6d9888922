import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { after, before, describe, test } from 'node:test';
import { createDb, type Db } from '../../../functions/lib/data/db';
import { MENU_ERRORS } from '../../../shared/api/menus';
import { setPlan } from '../library/history-support';
import { start as startOpenAiServer, type OpenAiFormatServer } from '../../support/openai-format-server';
import { createTestUser, startTestRuntime, type TestRuntime, type TestUser } from '../support/runtime';
import { demoRestaurantIds, generate, listMenus, scrapesUsed } from './menu-support';

/**
 * POST /menus/generate with AI_PROVIDER=openai against the local server that speaks the OpenAI
 * chat-completions wire format (the real `openai` client, the real adapter, the real runtime). Rule:
 * a scrape is taken before generating and given back when the generator fails (502 with the spec's
 * message, or 504 when it runs out of time) or answers an empty menu (200, no items, nothing stored).
 */
let runtime: TestRuntime;
let ai: OpenAiFormatServer;
let db: Db;
const ids = demoRestaurantIds(10);

before(async () => {
  ai = await startOpenAiServer({ scenario: 'ok' });
  // Read when the function first builds its AI port: this file runs in a process of its own.
  Object.assign(process.env, { AI_PROVIDER: 'openai', OPENAI_BASE_URL: ai.url, OPENAI_API_KEY: 'sk-test-local' });
  runtime = await startTestRuntime();
  db = createDb({ tableName: runtime.tableName, dynamoEndpoint: runtime.dynamoEndpoint, region: 'us-east-1' });
});
after(async () => {
  db?.client.destroy();
  await runtime?.dispose();
  await ai?.close();
});

async function freeUser(): Promise<TestUser> {
  const user = await createTestUser(runtime);
  await setPlan(db, user, 'free');
  return user;
}

describe('POST /menus/generate with the OpenAI provider', () => {
  test('a model answer becomes the menu: source openai, the place sent in the prompt, one scrape used', async () => {
    const user = await freeUser();
    ai.setScenario('ok');
    const answer = await generate(runtime, user, { restaurantId: ids[0] });
    assert.equal(answer.status, 200, answer.text);
    assert.equal(answer.body.source, 'openai');
    assert.ok(answer.body.menuItems.length > 0, `expected answer.body.menuItems.length > 0; got answer.body.menuItems.length = ${inspect(answer.body.menuItems.length)}`);
    const prompt = JSON.stringify(ai.requests.at(-1)?.body.messages);
    assert.ok(prompt.includes(answer.body.restaurantName.replace(/["\\]/g, '')), 'the server built the prompt from the place it read');
    assert.equal(await scrapesUsed(runtime, user), 1);
  });

  for (const scenario of ['server-error', 'refusal', 'malformed', 'rate-limited'] as const) {
    test(`a failing generator (${scenario}) answers 502 with the spec message and gives the scrape back`, async () => {
      const user = await freeUser();
      ai.setScenario(scenario);
      try {
        const failed = await generate(runtime, user, { restaurantId: ids[1] });
        assert.equal(failed.status, 502, failed.text);
        assert.deepEqual(failed.body.error, { code: 'GENERATION_FAILED', message: MENU_ERRORS.GENERATION_FAILED });
      } finally {
        ai.setScenario('ok');
      }
      assert.equal(await scrapesUsed(runtime, user), 0);
      assert.deepEqual(await listMenus(runtime, user), []);
    });
  }

  test('a generator that runs out of its time budget (20 s) answers 504 with the spec message and gives the scrape back', async () => {
    const user = await freeUser();
    ai.setScenario('slow');
    const started = Date.now();
    try {
      const late = await generate(runtime, user, { restaurantId: ids[9] });
      assert.equal(late.status, 504, late.text);
      assert.deepEqual(late.body.error, { code: 'GENERATION_FAILED', message: MENU_ERRORS.GENERATION_FAILED });
    } finally {
      ai.setScenario('ok');
    }
    assert.ok(Date.now() - started < 29_000, 'answered inside API Gateway\'s 30 s');
    assert.equal(await scrapesUsed(runtime, user), 0);
  });

  test('an empty menu answers 200 with no items, stores nothing and gives the scrape back', async () => {
    const user = await freeUser();
    ai.setAnswer({ items: [] });
    try {
      const empty = await generate(runtime, user, { restaurantId: ids[2] });
      assert.equal(empty.status, 200, empty.text);
      assert.deepEqual(empty.body.menuItems, []);
      assert.equal(empty.body.totalItemsGenerated, 0);
      assert.equal(empty.body.cached, false);
    } finally {
      ai.setAnswer(undefined);
    }
    assert.equal(await scrapesUsed(runtime, user), 0);
    assert.deepEqual(await listMenus(runtime, user), []);
    // Not cached: trying again generates (and now succeeds).
    const retry = await generate(runtime, user, { restaurantId: ids[2] });
    assert.equal(retry.body.cached, false);
    assert.ok(retry.body.menuItems.length > 0, `expected retry.body.menuItems.length > 0; got retry.body.menuItems.length = ${inspect(retry.body.menuItems.length)}`);
    assert.equal(await scrapesUsed(runtime, user), 1);
  });

  test('with 5 used, failures never push the count past 5 or below what succeeded', async () => {
    const user = await freeUser();
    for (const id of ids.slice(3, 8)) assert.equal((await generate(runtime, user, { restaurantId: id })).status, 200);
    ai.setScenario('server-error');
    try {
      assert.equal((await generate(runtime, user, { restaurantId: ids[8], regenerate: true })).status, 429, 'out of scrapes: refused before the generator runs');
    } finally {
      ai.setScenario('ok');
    }
    assert.equal(await scrapesUsed(runtime, user), 5);
  });
});
