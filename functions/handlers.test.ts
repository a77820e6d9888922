import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { routeKeyOf, type RouteContract } from '../shared/api/contract';
import { errorOf, httpEvent, testContext, userClaims } from './lib/testing/http-events';
import { functions, scheduledFunctions } from './routes';

type Handler = ((event: unknown, context: unknown) => Promise<{ statusCode: number; body?: string; headers?: Record<string, string> }>) & {
  implemented?: readonly RouteContract[];
};

const repoRoot = resolve(import.meta.dirname, '..');
process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';
const load = async (entry: string) => ((await import(resolve(repoRoot, entry))) as { handler: Handler }).handler;

describe('every manifest function has a handler', () => {
  for (const fn of [...functions, ...scheduledFunctions]) {
    test(`${fn.name}: ${fn.entry} exports handler`, async () => {
      assert.ok(existsSync(resolve(repoRoot, fn.entry)), `${fn.entry} is missing`);
      const module = (await import(resolve(repoRoot, fn.entry))) as { handler?: unknown };
      assert.equal(typeof module.handler, 'function');
    });
  }
});

// Handlers do not import the manifest (it would put every contract in every bundle), so this is
// where a handler and the manifest are held together: a live route is implemented, by the very
// contract the manifest lists; a planned one is not; nothing else is.
describe('each handler implements exactly its live manifest routes', () => {
  for (const fn of functions) {
    test(fn.name, async () => {
      const implemented = (await load(fn.entry)).implemented ?? [];
      const live = fn.routes.filter((r) => r.status === 'live');
      for (const route of live) {
        assert.ok(implemented.includes(route.contract), `${routeKeyOf(route)} is live in the manifest but not implemented by this contract`);
      }
      for (const contract of implemented) {
        const route = fn.routes.find((r) => r.contract === contract);
        assert.ok(route, `${routeKeyOf(contract)} is implemented but the manifest does not list this contract for ${fn.name}`);
        assert.equal(route.status, 'live', `${routeKeyOf(contract)} is implemented: mark it live in the manifest`);
      }
    });
  }
});

describe('planned routes answer 501', () => {
  const planned = functions.flatMap((fn) => fn.routes.filter((r) => r.status === 'planned').map((route) => ({ fn, route })));

  // Since issue 12 no route is planned: this checks any a later issue adds; the 501 answer itself is
  // tested in lib/http/http-handler.test.ts.

  for (const { fn, route } of planned) {
    const routeKey = routeKeyOf(route);
    test(`${routeKey} (${fn.name})`, async () => {
      const handler = await load(fn.entry);
      const response = await handler(httpEvent({ routeKey, claims: userClaims(), requestId: `r-${fn.name}` }), testContext);
      assert.equal(response.statusCode, 501);
      assert.equal(response.headers?.['x-request-id'], `r-${fn.name}`);
      assert.deepEqual(errorOf(response), { code: 'NOT_IMPLEMENTED', message: 'This is not available yet: it arrives with a later issue.' });
    });
  }
});

describe('the manifest lists every route once', () => {
  test('no route key twice, no contract twice', () => {
    const routes = functions.flatMap((fn) => fn.routes);
    assert.equal(new Set(routes.map((r) => routeKeyOf(r))).size, routes.length);
    assert.equal(new Set(routes.map((r) => r.contract)).size, routes.length);
  });
});
