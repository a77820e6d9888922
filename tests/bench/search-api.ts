import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { DEFAULT_OSM_SEED_DIR, seedOsmPlaces } from '../../infra/local/osm-seed';
import { startLocalRuntime } from '../../infra/local/runtime';
import type { PlacesSearchRequest, PlacesSearchResponse } from '../../shared/api/places';
import { createTestUser } from '../integration/support/runtime';

/**
 * POST /places/search under load on the local runtime (API only: real handler pipeline, JWT
 * check against the embedded Cognito, dynalite for the allowance and the history write, the
 * embedded places adapter over the imported OpenStreetMap exports). 20 concurrent clients, each
 * searching 5 miles around Philadelphia City Hall (60 results, each scanned against 3 allergies
 * and 2 diets). The 10-a-day allowance would stop a benchmark after 10 searches, so it runs with
 * `SEARCH_DAILY_LIMIT` raised, which only the local stage honours (places-search-limit.ts).
 * Clients and server share this process, so the figures include the client's own cost.
 * Target: p95 under 150 ms. `BENCH_SEARCH_REQUESTS` (default 1000) sets the measured count.
 */
const repoRoot = resolve(import.meta.dirname, '..', '..');
export const SEARCH_P95_TARGET_MS = 150;
const CLIENTS = 20;
const WARM_UP = 200;
/** Also measured one at a time: the latency of a search when the process is not queueing others. */
const SINGLE_CLIENT_REQUESTS = 100;

const BODY: PlacesSearchRequest = {
  searchQuery: '',
  cuisineType: 'any',
  priceRange: 'any',
  dietaryRestrictions: ['Vegan', 'Halal'],
  allergies: ['Peanuts', 'Shellfish', 'Gluten'],
  searchRadius: 5,
  distanceUnit: 'miles',
  coordinates: { lat: 39.9526, lng: -75.1652 },
  location: 'Philadelphia, Pennsylvania, US',
};

export async function benchSearchApi(): Promise<string[]> {
  const total = Number(process.env.BENCH_SEARCH_REQUESTS ?? 1000);
  process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE = '1';
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const previousLimit = process.env.SEARCH_DAILY_LIMIT;
  process.env.SEARCH_DAILY_LIMIT = String(total * 2);
  const dataDir = mkdtempSync(join(tmpdir(), 'forksure-bench-search-'));
  const seeded = seedOsmPlaces(DEFAULT_OSM_SEED_DIR(repoRoot), join(dataDir, 'places'));
  const runtime = await startLocalRuntime({ port: 0, dataDir, repoRoot, log: () => undefined });
  try {
    const user = await createTestUser(runtime);
    // The clients run in their own process, as browsers would: the server's core is its own.
    // (Asynchronously: this process serves the requests meanwhile.)
    const cpuBefore = process.cpuUsage();
    const child = await promisify(execFile)(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--client'], {
      cwd: repoRoot,
      env: { ...process.env, BENCH_URL: `${runtime.url}/api/places/search`, BENCH_TOKEN: user.accessToken, BENCH_SEARCH_REQUESTS: String(total) },
      maxBuffer: 64 * 1024 * 1024,
    });
    const cpu = process.cpuUsage(cpuBefore);
    const { latencies, seconds, results, source, singleClientP50 } = JSON.parse(child.stdout) as ClientRun;
    const served = latencies.length + Math.min(WARM_UP, total) + Math.min(SINGLE_CLIENT_REQUESTS, total);
    const cpuMsPerRequest = (cpu.user + cpu.system) / 1000 / served;
    const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
    const p95 = at(0.95);
    return [
      `POST /places/search, ${CLIENTS} concurrent clients, ${latencies.length} requests, ${results} results each (${source}${seeded ? `, ${seeded.places} imported places` : ''}), scanned for 3 allergies + 2 diets:`,
      `  p50 ${at(0.5).toFixed(1)} ms  p95 ${p95.toFixed(1)} ms  p99 ${at(0.99).toFixed(1)} ms  max ${latencies[latencies.length - 1]!.toFixed(1)} ms`,
      `  ${(latencies.length / seconds).toFixed(0)} requests/s  (target p95 < ${SEARCH_P95_TARGET_MS} ms: ${p95 < SEARCH_P95_TARGET_MS ? 'ok' : 'OVER TARGET'})`,
      `  one client at a time: p50 ${singleClientP50?.toFixed(1)} ms; server CPU ${cpuMsPerRequest.toFixed(1)} ms per request (HTTP emulator, JWT check and handler on one thread; dynalite in a worker thread)`,
    ];
  } finally {
    await runtime.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (previousLimit === undefined) delete process.env.SEARCH_DAILY_LIMIT;
    else process.env.SEARCH_DAILY_LIMIT = previousLimit;
  }
}

interface ClientRun {
  latencies: number[];
  seconds: number;
  results: number;
  source: string;
  singleClientP50?: number;
}

/** The load generator (child process): a warm-up, then `total` searches over CLIENTS connections. */
async function runClients(url: string, token: string, total: number): Promise<ClientRun> {
  const search = async () => {
    const started = performance.now();
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(BODY),
    });
    const body = (await res.json()) as PlacesSearchResponse;
    if (res.status !== 200) throw new Error(`POST /places/search answered ${res.status}: ${JSON.stringify(body)}`);
    return { ms: performance.now() - started, results: body.restaurants.length, source: body.source };
  };
  const run = async (count: number, clients = CLIENTS): Promise<ClientRun> => {
    const latencies: number[] = [];
    let next = 0;
    let results = 0;
    let source = '';
    const started = performance.now();
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (next < count) {
          next += 1;
          const r = await search();
          latencies.push(r.ms);
          results = r.results;
          source = r.source;
        }
      }),
    );
    return { latencies: latencies.sort((a, b) => a - b), seconds: (performance.now() - started) / 1000, results, source };
  };
  await run(Math.min(WARM_UP, total)); // warm: handler import, JWKS, store load, JIT
  const single = await run(Math.min(SINGLE_CLIENT_REQUESTS, total), 1);
  return { ...(await run(total)), singleClientP50: single.latencies[Math.floor(single.latencies.length / 2)]! };
}

if (process.argv.includes('--client')) {
  const run = await runClients(process.env.BENCH_URL!, process.env.BENCH_TOKEN!, Number(process.env.BENCH_SEARCH_REQUESTS));
  process.stdout.write(JSON.stringify(run));
} else if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await benchSearchApi()) console.log(line);
  process.exit(0);
}
