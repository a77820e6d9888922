import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import type { AiUnavailableError } from '../../../functions/lib/providers/ai/errors';
import type { openAiAdapter as OpenAiAdapter } from '../../../functions/lib/providers/ai/openai/openai-adapter';
import { bundleCode, lambdaEsbuildOptions } from '../../../infra/constructs/lambda-bundling';
import { start } from '../../support/openai-format-server';

/**
 * Lambda bundles carry `openai` with its unused modules left out (infra/constructs/
 * openai-modules-left-out.ts): reviews-analyze stays under the 500 KB bundle target, and the
 * bundled adapter still makes its calls and reads every kind of failure as it does unbundled.
 */
const repoRoot = resolve(import.meta.dirname, '..', '..', '..');
const BUNDLE_LIMIT_BYTES = 500 * 1024;

test('reviews-analyze bundles under 500 KB', async () => {
  const { outputFiles } = await build({ ...lambdaEsbuildOptions(resolve(repoRoot, 'functions/reviews-analyze/handler.ts')), write: false });
  const bytes = bundleCode(outputFiles).contents.byteLength;
  assert.ok(bytes < BUNDLE_LIMIT_BYTES, `reviews-analyze is ${bytes} bytes`);
});

test('the bundled OpenAI adapter estimates menus, analyses reviews and reports each failure', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'forksure-openai-bundle-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const outfile = join(dir, 'adapter.mjs');
  await build({ ...lambdaEsbuildOptions(resolve(repoRoot, 'functions/lib/providers/ai/openai/openai-adapter.ts')), outfile });
  const { openAiAdapter } = (await import(pathToFileURL(outfile).href)) as { openAiAdapter: typeof OpenAiAdapter };

  const server = await start({ scenario: 'ok', slowMs: 5_000 });
  t.after(() => server.close());
  const ai = openAiAdapter({ apiKey: async () => 'sk-bundle', model: 'gpt-4o-mini', baseUrl: server.url, budgetMs: 1_000, retryDelayMs: 10 });
  const menu = await ai.estimateMenu({ restaurantId: 'r', restaurantName: 'Thai Orchid', cuisines: ['thai'], cuisineType: 'Thai', cuisineWords: ['thai'], dietaryOptions: [], location: 'Philadelphia', currency: 'USD', language: 'en' });
  assert.equal(menu[0]?.name, 'Pad Thai');
  const reviews = [{ text: 'Great curry', rating: 5 }];
  assert.equal((await ai.analyzeReviews({ restaurantName: 'Thai Orchid', language: 'en', reviews })).whatPeopleLove.length, 3);
  assert.equal(server.requests[0]!.authorization, 'Bearer sk-bundle');

  for (const [scenario, reason] of [
    ['malformed', 'malformed'],
    ['invalid-shape', 'malformed'],
    ['refusal', 'refused'],
    ['rate-limited', 'rate-limited'],
    ['server-error', 'failed'],
    ['slow', 'timeout'],
  ] as const) {
    server.setScenario(scenario);
    const error = (await ai.analyzeReviews({ restaurantName: 'x', language: 'en', reviews }).then(
      () => assert.fail(`${scenario} should fail`),
      (e: unknown) => e,
    )) as AiUnavailableError;
    assert.equal(error.code, 'AI_UNAVAILABLE', scenario);
    assert.equal(error.reason, reason, scenario);
  }
});
