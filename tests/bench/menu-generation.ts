import { Agent, request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createDb } from '../../functions/lib/data/db';
import { storeSubscription } from '../integration/support/subscription';
import { startLocalRuntime } from '../../infra/local/runtime';
import type { GenerateMenuResponse } from '../../shared/api/menus';
import { createTestUser } from '../integration/support/runtime';
import { demoRestaurantIds } from '../integration/menus/menu-support';

/**
 * POST /menus/generate on the local runtime with the embedded providers (places: demo data; AI:
 * the knowledge-base generator): the real handler
 * pipeline, JWT check, dynalite for the scrape counter, the cache look-up and the menu write, and
 * the allergen scan of every item against 2 allergies and a diet. A premium user (unlimited
 * scrapes) generates menus for distinct demo restaurants with `regenerate`, so each request runs
 * the generator; then the same restaurants again without it (cached answers).
 *
 * Phases: warm-up (handler import, knowledge base load, JIT), one client at a time, 4 concurrent
 * clients, cached. `BENCH_MENU_REQUESTS` (default 300) sets the concurrent run's count.
 */
const repoRoot = resolve(import.meta.dirname, '..', '..');
const CLIENTS = 4;
const WARM_UP = 40;
const SINGLE = 60;

export async function benchMenuGeneration(): Promise<string[]> {
  const total = Number(process.env.BENCH_MENU_REQUESTS ?? 300);
  process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE = '1';
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const dataDir = mkdtempSync(join(tmpdir(), 'forksure-bench-menus-'));
  process.env.DEMO_PLACES = '1'; // the demo restaurants it generates for
  const runtime = await startLocalRuntime({ port: 0, dataDir, repoRoot, log: () => undefined });
  const db = createDb({ tableName: runtime.tableName, dynamoEndpoint: runtime.dynamoEndpoint, region: 'us-east-1' });
  const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });
  try {
    const user = await createTestUser(runtime);
    const sub = (JSON.parse(Buffer.from(user.accessToken.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;
    await storeSubscription(db, sub, { subscribed: true, tier: 'premium', status: 'active', subscriptionEnd: null, cancelAtPeriodEnd: false, subscriptionId: 'sub_bench' }, Date.now());
    await put(`${runtime.url}/api/me/profile`, user.accessToken, agent, { allergies: ['Peanuts', 'Milk'], dietary_preferences: ['Vegetarian'] });
    const ids = demoRestaurantIds(200);
    const url = `${runtime.url}/api/menus/generate`;
    let items = 0;
    const generate = async (i: number, regenerate: boolean) => {
      const started = performance.now();
      const menu = await post(url, user.accessToken, agent, { restaurantId: ids[i % ids.length], regenerate });
      items += menu.menuItems.length;
      if (menu.cached === regenerate) throw new Error(`Expected cached=${!regenerate}, got ${menu.cached}.`);
      return performance.now() - started;
    };
    const run = async (count: number, clients: number, regenerate: boolean) => {
      const latencies: number[] = [];
      let next = 0;
      const started = performance.now();
      await Promise.all(
        Array.from({ length: clients }, async () => {
          while (next < count) latencies.push(await generate(next++, regenerate));
        }),
      );
      return { latencies: latencies.sort((a, b) => a - b), seconds: (performance.now() - started) / 1000 };
    };
    const line = ({ latencies, seconds }: { latencies: number[]; seconds: number }) => {
      const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
      return `p50 ${at(0.5).toFixed(1)} ms  p95 ${at(0.95).toFixed(1)} ms  max ${at(1).toFixed(1)} ms  ${(latencies.length / seconds).toFixed(0)} requests/s (${latencies.length} requests)`;
    };
    const warmUp = await run(WARM_UP, 1, true);
    const single = await run(SINGLE, 1, true);
    items = 0;
    const concurrent = await run(total, CLIENTS, true);
    const perMenu = items / total;
    const cached = await run(Math.min(total, ids.length), CLIENTS, false);
    return [
      `POST /menus/generate, embedded providers, a premium user, regenerate (the generator runs every time), ${perMenu.toFixed(1)} items per menu scanned for 2 allergies + 1 diet:`,
      `  one client at a time: ${line(single)}`,
      `  ${CLIENTS} concurrent clients: ${line(concurrent)}`,
      `  cached answers (${CLIENTS} clients, no generation): ${line(cached)}`,
      `  warm-up (first ${WARM_UP} after start, one at a time; handler import and JIT): ${line(warmUp)}`,
    ];
  } finally {
    agent.destroy();
    db.client.destroy();
    await runtime.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function send(method: string, url: string, token: string, agent: Agent, body: unknown): Promise<{ status: number; text: string }> {
  const payload = JSON.stringify(body);
  return new Promise((resolveSend, reject) => {
    const req = request(url, {
      method,
      agent,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), authorization: `Bearer ${token}` },
    });
    req.on('error', reject);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => resolveSend({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
    });
    req.end(payload);
  });
}

async function put(url: string, token: string, agent: Agent, body: unknown): Promise<void> {
  const { status, text } = await send('PUT', url, token, agent, body);
  if (status !== 200) throw new Error(`PUT ${url} answered ${status}: ${text}`);
}

async function post(url: string, token: string, agent: Agent, body: unknown): Promise<GenerateMenuResponse> {
  const { status, text } = await send('POST', url, token, agent, body);
  if (status !== 200) throw new Error(`POST /menus/generate answered ${status}: ${text}`);
  return JSON.parse(text) as GenerateMenuResponse;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await benchMenuGeneration()) console.log(line);
  process.exit(0);
}
