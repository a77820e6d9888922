import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { allRoutes } from '../../../functions/routes';
import { routeShape } from './contract-cases';
import { fuzzPlan, fuzzSettings } from './plan';
import { seededRandom } from './random';

/** The fuzz test's generator: deterministic by seed, covering every route and every local door. */
const routes = allRoutes.map((route) => ({ contract: route.contract, auth: route.auth }));
const doors = { origin: 'http://localhost:1', userPoolId: 'pool', userPoolClientId: 'client', billingSecretKey: 'sk_test_x', webhookSecret: 'whsec_x', nowSeconds: () => 1_800_000_000 };

describe('fuzz generator', { timeout: 30_000 }, () => {
  test('the same seed gives the same requests; another seed other ones', () => {
    const plan = (seed: number) => fuzzPlan({ seed, requests: 1_500, routes, doors });
    assert.deepEqual(plan(7), plan(7));
    assert.notDeepEqual(plan(7), plan(8));
  });

  test('every route of the manifest and every local door is reached', () => {
    const plan = fuzzPlan({ seed: 1, requests: 2_000, routes, doors });
    const pathPattern = (path: string) => new RegExp(`^/api${path.replace(/\{\w+\}/g, '[^/]+')}(\\?|$)`);
    const missed = routes.filter((r) => !plan.some((q) => q.method === r.contract.method && pathPattern(r.contract.path).test(q.path)));
    assert.deepEqual(missed.map((r) => `${r.contract.method} ${r.contract.path}`), [], 'routes never requested');
    for (const door of ['/config.json', '/dev/outbox', '/dev/billing', '/cognito', '/v1/', '/api/billing/webhook', '/%00']) {
      assert.ok(plan.some((q) => q.path.startsWith(door)), `no request to ${door}`);
    }
  });

  test('requests carry the hostile inputs the rule is about', () => {
    const plan = fuzzPlan({ seed: 1, requests: 2_000, routes, doors });
    const bodies = plan.map((q) => q.body ?? '').join('\n');
    for (const needle of ['1e+21', '9007199254740992', '"NaN"', '"Infinity"', '\\ud800', '\\u0000', '\u202E']) {
      assert.ok(bodies.includes(needle), `no body holds ${needle}`);
    }
    assert.ok(plan.some((q) => (q.body?.length ?? 0) >= 1024 * 1024), 'no 1 MB text');
    assert.ok(plan.some((q) => q.path.includes('%E0%A4%A')), 'no bad %-escape in a path');
    assert.ok(plan.some((q) => q.signedIn) && plan.some((q) => !q.signedIn), 'signed in and out both');
  });

  test('the sweep gives every numeric field of a body numbers past every bound', () => {
    const plan = fuzzPlan({ seed: 1, requests: 2_000, routes, doors });
    for (const field of ['distanceMeters', 'coordinates.lat', 'userRatingCount', 'allergyInfo.evidence.words']) {
      for (const value of ['1e+21', '9007199254740992']) {
        const hit = plan.some((q) => q.path.startsWith('/api/me/saved/') && q.input === `sweep: body ${field}=${value}`);
        assert.ok(hit, `no save request with ${field}=${value}`);
      }
    }
  });

  test("the local doors' weak spots are probed every run", () => {
    const inputs = fuzzPlan({ seed: 1, requests: 2_000, routes, doors }).map((q) => q.input);
    for (const probe of ['sweep: InitiateAuth USERNAME=1e+21', 'sweep: GET /%00', 'sweep: 5 KB form to portal/bps_1/change', 'sweep: webhook signed an hour ahead']) {
      assert.ok(inputs.includes(probe), `no "${probe}"`);
    }
  });

  test("a route's example request follows its contract where no cross-field rule intervenes", () => {
    const saved = routes.find((r) => r.contract.method === 'PUT' && r.contract.path === '/me/saved/{restaurantId}')!;
    const shape = routeShape(saved);
    const parsed = saved.contract.request.body!.safeParse(shape.bodyExample);
    assert.ok(parsed.success, `the saved copy example is refused: ${JSON.stringify(parsed.error?.issues.slice(0, 3))}`);
  });

  test('settings: a fixed default seed, and FUZZ_SEED / FUZZ_REQUESTS change them', () => {
    assert.deepEqual(fuzzSettings({ FUZZ_SEED: '5', FUZZ_REQUESTS: '10000' }), { seed: 5, requests: 10_000 });
    assert.equal(fuzzSettings({}).seed, fuzzSettings({}).seed);
    assert.throws(() => fuzzSettings({ FUZZ_REQUESTS: 'lots' }), /FUZZ_REQUESTS must be a whole number/);
  });

  test('the random source is seeded and spread', () => {
    const a = seededRandom(3);
    const draws = Array.from({ length: 1000 }, () => a.int(10));
    assert.deepEqual(draws.slice(0, 20), (() => { const b = seededRandom(3); return Array.from({ length: 20 }, () => b.int(10)); })());
    for (let digit = 0; digit < 10; digit++) assert.ok(draws.filter((d) => d === digit).length > 50, `digit ${digit} drawn too rarely`);
  });
});
