import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { errorOf, httpEvent, testContext, userClaims } from './lib/testing/http-events';
import { functions, scheduledFunctions } from './routes';

type Handler = (event: unknown, context: unknown) => Promise<{ statusCode: number; body?: string; headers?: Record<string, string> }>;

const repoRoot = resolve(import.meta.dirname, '..');
process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';

describe('every manifest function has a handler', () => {
  for (const fn of [...functions, ...scheduledFunctions]) {
    test(`${fn.name}: ${fn.entry} exports handler`, async () => {
      assert.ok(existsSync(resolve(repoRoot, fn.entry)), `${fn.entry} is missing`);
      const module = (await import(resolve(repoRoot, fn.entry))) as { handler?: unknown };
      assert.equal(typeof module.handler, 'function');
    });
  }
});

describe('planned routes answer 501 from the manifest', () => {
  const planned = functions.flatMap((fn) => fn.routes.filter((r) => r.status === 'planned').map((route) => ({ fn, route })));

  test('there are planned routes to check', () => assert.ok(planned.length > 10));

  for (const { fn, route } of planned) {
    const routeKey = `${route.method} ${route.path}`;
    test(`${routeKey} (${fn.name})`, async () => {
      const { handler } = (await import(resolve(repoRoot, fn.entry))) as { handler: Handler };
      const response = await handler(httpEvent({ routeKey, claims: userClaims(), requestId: `r-${fn.name}` }), testContext);
      assert.equal(response.statusCode, 501);
      assert.equal(response.headers?.['x-request-id'], `r-${fn.name}`);
      const when = route.issue ? `issue #${route.issue}` : 'a later issue';
      assert.deepEqual(errorOf(response), {
        code: 'NOT_IMPLEMENTED',
        message: `${route.summary} is not available yet: it arrives with ${when}.`,
      });
      if (route.auth === 'user') {
        const anonymous = await handler(httpEvent({ routeKey }), testContext);
        assert.equal(anonymous.statusCode, 401, 'auth applies before the 501');
      }
    });
  }
});
