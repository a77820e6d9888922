import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Db } from '../../../functions/lib/data/db';
import { start, type OpenAiFormatServer } from '../../support/openai-format-server';
import { demoRestaurantIds, generate } from '../menus/menu-support';
import { analyze, dbOf, demoRestaurantId, userOn } from '../reviews/reviews-support';
import { startTestRuntime, type TestRuntime } from '../support/runtime';
import { setServerClockToMidday } from '../support/server-clock';

/**
 * product-rules §2.7: the deployment's daily cap on model calls holds exactly under 120 parallel
 * menu generations (real runtime, dynalite, the real `openai` client against the local
 * OpenAI-format server): the cap's worth reach the model, every other answer is the offline
 * generator's with `aiBudgetReached`, and review analyses past it are the keyword summary. The
 * refusals and fallbacks are counted in the metrics the runtime writes.
 */
const CAP = 37;
const USERS = 12;
const MENUS_EACH = 10;

let runtime: TestRuntime;
let db: Db;
let ai: OpenAiFormatServer;

before(async () => {
  ai = await start({ scenario: 'ok' });
  // Read when each function first builds its AI port and asks the budget: this file runs in a process of its own.
  Object.assign(process.env, { AI_PROVIDER: 'openai', OPENAI_BASE_URL: ai.url, OPENAI_API_KEY: 'sk-test-budget', AI_DAILY_CALL_CAP: String(CAP) });
  runtime = await startTestRuntime();
  db = dbOf(runtime);
  // The budget is per UTC date: no midnight may fall inside the test.
  await setServerClockToMidday(runtime.dataDir);
});
after(async () => {
  db?.client.destroy();
  await runtime?.dispose();
  await ai?.close();
});

/** Sum of one metric's values in the EMF lines the runtime wrote (`<data dir>/metrics.jsonl`). */
function metricTotal(name: string): number {
  const lines = readFileSync(join(runtime.dataDir, 'metrics.jsonl'), 'utf8').split('\n').filter(Boolean);
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>).reduce((sum, emf) => sum + (typeof emf[name] === 'number' ? (emf[name] as number) : 0), 0);
}

describe('the daily AI budget of the whole deployment', () => {
  test(`${USERS * MENUS_EACH} parallel menu generations with a cap of ${CAP}: exactly ${CAP} reach the model, the rest are offline menus that say why`, async () => {
    const users = await Promise.all(Array.from({ length: USERS }, () => userOn(runtime, db, 'premium')));
    const ids = demoRestaurantIds(MENUS_EACH);
    const answers = await Promise.all(users.flatMap((user) => ids.map((restaurantId) => generate(runtime, user, { restaurantId, language: 'en' }))));

    assert.deepEqual([...new Set(answers.map((a) => a.status))], [200], 'every generation answered');
    assert.equal(ai.requests.length, CAP, 'model calls');
    const fromModel = answers.filter((a) => a.body.source === 'openai');
    const offline = answers.filter((a) => a.body.source === 'embedded-knowledge-base');
    assert.equal(fromModel.length, CAP);
    assert.equal(offline.length, USERS * MENUS_EACH - CAP);
    assert.ok(offline.every((a) => a.body.aiBudgetReached === true && a.body.menuItems.length > 0), 'each offline menu has dishes and says the budget was reached');
    assert.ok(fromModel.every((a) => a.body.aiBudgetReached === undefined), 'a model menu carries no budget note');

    assert.equal(metricTotal('AiCalls'), CAP);
    assert.equal(metricTotal('AiBudgetRefusals'), USERS * MENUS_EACH - CAP);
    assert.equal(metricTotal('AiFallbacks'), USERS * MENUS_EACH - CAP);
  });

  test('past the cap a review analysis is the keyword summary with the note and no model call', async () => {
    const premium = await userOn(runtime, db, 'premium');
    const calls = ai.requests.length;
    const answer = await analyze(runtime, premium, { restaurantId: demoRestaurantId(2), language: 'en' });
    assert.equal(answer.status, 200);
    assert.equal(answer.body.source, 'keyword-summary');
    assert.equal(answer.body.aiBudgetReached, true);
    assert.equal(ai.requests.length, calls, 'no model call');
  });
});
