import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { allRoutes } from '../../../functions/routes';
import { startLocalRuntime, type LocalRuntime } from '../../../infra/local/runtime';
import { createTestUser, type TestUser } from '../support/runtime';
import type { FuzzRequest } from './contract-cases';
import { fuzzPlan, fuzzSettings } from './plan';
import { inPool, type Outcome, send } from './send';

/**
 * Fuzzing the whole local runtime: every API route (requests built from its contract, then broken:
 * wrong types, numbers past every bound, NaN and Infinity as text, 1 MB texts, bad %-escapes, lone
 * surrogates, right-to-left marks, NUL, missing and extra fields, bodies that are not JSON), signed
 * in and not, and every local page and door (static files, /config.json, /dev/outbox,
 * /dev/billing pages and forms, the /cognito sign-in door, the billing simulator's Stripe-format
 * /v1 API, the webhook). The rule: no answer is a 5xx and every request gets an answer.
 * Seeded and bounded: FUZZ_SEED and FUZZ_REQUESTS change the seed and the count.
 */
const { seed, requests } = fuzzSettings(process.env);
const IN_FLIGHT = 6;
const REQUEST_TIMEOUT_MS = 30_000;
const repoRoot = resolve(import.meta.dirname, '..', '..', '..');

let runtime: LocalRuntime;
let user: TestUser;
let dataDir: string;
let webDist: string;

before(async () => {
  // Thousands of refused requests log warnings; errors (what a 5xx logs) still show.
  process.env.POWERTOOLS_LOG_LEVEL ??= 'ERROR';
  dataDir = mkdtempSync(join(tmpdir(), 'forksure-fuzz-'));
  // A small web build, so the static file server is fuzzed too.
  webDist = mkdtempSync(join(tmpdir(), 'forksure-fuzz-dist-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Forksure</title><p>fuzz</p>');
  writeFileSync(join(webDist, 'assets', 'app.js'), 'export {};\n');
  runtime = await startLocalRuntime({ port: 0, dataDir, repoRoot, webDist, log: () => undefined });
  user = await createTestUser(runtime);
  await becomePremium(runtime, user);
}, { timeout: 120_000 });
after(async () => {
  await runtime?.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(webDist, { recursive: true, force: true });
}, { timeout: 60_000 });

/** Premium reaches every route's work (tags are premium only): checkout and pay in the simulator. */
async function becomePremium(rt: LocalRuntime, who: TestUser): Promise<void> {
  const checkout = await fetch(`${rt.url}/api/billing/checkout`, {
    method: 'POST',
    headers: { authorization: `Bearer ${who.accessToken}`, 'content-type': 'application/json', origin: rt.url },
    body: JSON.stringify({ plan_type: 'premium' }),
  });
  const { url } = (await checkout.json()) as { url: string };
  assert.equal(checkout.status, 200, `checkout answered ${checkout.status}`);
  const paid = await fetch(`${rt.url}${new URL(url).pathname}/complete`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: rt.url },
    body: '',
  });
  assert.equal(paid.status, 303, `paying in the simulator answered ${paid.status}`);
}

/** A tag that exists, so tag routes get past "not found" with the broken parts of a request. */
async function existingTagId(rt: LocalRuntime, who: TestUser): Promise<string> {
  const res = await fetch(`${rt.url}/api/me/tags`, {
    method: 'POST',
    headers: { authorization: `Bearer ${who.accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Fuzz' }),
  });
  const body = (await res.json()) as { id?: string };
  assert.equal(res.status, 201, `creating a tag answered ${res.status} ${JSON.stringify(body)}`);
  return body.id!;
}

const statusClass = (outcome: Outcome) => (outcome.status === 'no answer' ? 'no answer' : `${String(outcome.status)[0]}xx`);

describe('fuzzing every route and local page', () => {
  test(`no 5xx and no dropped connection over ${requests} requests (seed ${seed})`, { timeout: Math.max(180_000, requests * 60) }, async () => {
    console.log(`fuzz: seed ${seed} (FUZZ_SEED), ${requests} requests (FUZZ_REQUESTS)`);
    const plan = fuzzPlan({
      seed,
      requests,
      routes: allRoutes.filter((route) => route.status === 'live').map((route) => ({ contract: route.contract, auth: route.auth })),
      knownParams: { tagId: await existingTagId(runtime, user) },
      doors: {
        origin: runtime.url,
        userPoolId: runtime.userPoolId,
        userPoolClientId: runtime.userPoolClientId,
        billingSecretKey: runtime.billing.keys.secretKey,
        webhookSecret: runtime.billing.keys.webhookSecret,
        nowSeconds: () => Math.floor(Date.now() / 1000),
      },
    });
    const byClass = new Map<string, number>();
    const failures: { request: FuzzRequest; outcome: Outcome }[] = [];
    const started = Date.now();
    await inPool(plan, IN_FLIGHT, async (request) => {
      const outcome = await send(runtime.url, request, user.accessToken, REQUEST_TIMEOUT_MS);
      byClass.set(statusClass(outcome), (byClass.get(statusClass(outcome)) ?? 0) + 1);
      if (outcome.status === 'no answer' || outcome.status >= 500) failures.push({ request, outcome });
    });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`fuzz: ${plan.length} requests in ${seconds} s: ${[...byClass].sort().map(([k, n]) => `${k} ${n}`).join(', ')}`);
    const report = failures.map(({ request, outcome }) => {
      const what = outcome.status === 'no answer' ? `no answer (${outcome.error})` : String(outcome.status);
      return `${what} ${request.method} ${request.path.length > 160 ? `${request.path.slice(0, 160)}…` : request.path} ${request.signedIn ? '(signed in)' : ''} <- ${request.input}`;
    });
    assert.equal(failures.length, 0, `${failures.length} of ${plan.length} requests (seed ${seed}) answered 5xx or not at all:\n${report.join('\n')}`);
  });
});
