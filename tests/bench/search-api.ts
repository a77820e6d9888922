import { fork } from 'node:child_process';
import { Agent, request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
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
 *
 * Phases: a warm-up (V8 keeps optimizing the SDK, handler and dynalite code for the first ~1,500
 * searches: measured, p95 falls from over 200 ms to about 100 ms), then 100 searches one at a time,
 * then the measured run. The warm-up's own figures are printed too: they are what the first
 * minutes after a restart look like. Server CPU is counted per phase (the clients run in their own
 * process and say when each phase starts). Target: p95 under 150 ms in the measured run.
 * `BENCH_SEARCH_REQUESTS` (default 2000) and `BENCH_SEARCH_WARMUP` (default 2000) set the counts.
 */
const repoRoot = resolve(import.meta.dirname, '..', '..');
export const SEARCH_P95_TARGET_MS = 150;
const CLIENTS = 20;
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

interface Phase {
  latencies: number[];
  /** Answers shed with 503 + Retry-After (the admission queue's limit on a starved machine): counted, not timed. */
  shed: number;
  seconds: number;
  results: number;
  source: string;
}
type PhaseName = 'warmUp' | 'single' | 'measured';
/** Messages from the client process: a phase starts, a phase ended (with its figures). */
type ClientMessage = { phase: PhaseName; started: true } | { phase: PhaseName; result: Phase };

export async function benchSearchApi(): Promise<string[]> {
  const total = Number(process.env.BENCH_SEARCH_REQUESTS ?? 2000);
  const warmUp = Number(process.env.BENCH_SEARCH_WARMUP ?? 2000);
  process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE = '1';
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const previousLimit = process.env.SEARCH_DAILY_LIMIT;
  process.env.SEARCH_DAILY_LIMIT = String((total + warmUp + SINGLE_CLIENT_REQUESTS) * 2);
  const dataDir = mkdtempSync(join(tmpdir(), 'forksure-bench-search-'));
  const seeded = seedOsmPlaces(DEFAULT_OSM_SEED_DIR(repoRoot), join(dataDir, 'places'));
  const runtime = await startLocalRuntime({ port: 0, dataDir, repoRoot, log: () => undefined });
  try {
    const user = await createTestUser(runtime);
    // The clients run in their own process, as browsers would: the server's core is its own.
    const child = fork(fileURLToPath(import.meta.url), ['--client'], {
      cwd: repoRoot,
      execArgv: ['--import', 'tsx'],
      env: {
        ...process.env,
        BENCH_URL: `${runtime.url}/api/places/search`,
        BENCH_TOKEN: user.accessToken,
        BENCH_SEARCH_REQUESTS: String(total),
        BENCH_SEARCH_WARMUP: String(warmUp),
      },
    });
    const phases: Partial<Record<PhaseName, Phase & { cpuMs: number }>> = {};
    let cpuAtStart = process.cpuUsage();
    await new Promise<void>((resolveRun, reject) => {
      child.on('message', (message: ClientMessage) => {
        if ('started' in message) cpuAtStart = process.cpuUsage();
        else {
          const cpu = process.cpuUsage(cpuAtStart);
          phases[message.phase] = { ...message.result, cpuMs: (cpu.user + cpu.system) / 1000 };
        }
      });
      child.on('error', reject);
      child.on('exit', (code) => (code === 0 ? resolveRun() : reject(new Error(`The benchmark clients failed (exit ${code}).`))));
    });
    const measured = phases.measured!;
    const line = (phase: Phase & { cpuMs: number }) => {
      const at = (q: number) => phase.latencies[Math.min(phase.latencies.length - 1, Math.floor(q * phase.latencies.length))]!;
      return {
        p95: at(0.95),
        text: `p50 ${at(0.5).toFixed(1)} ms  p95 ${at(0.95).toFixed(1)} ms  p99 ${at(0.99).toFixed(1)} ms  max ${at(1).toFixed(1)} ms  ${(phase.latencies.length / phase.seconds).toFixed(0)} requests/s  server CPU ${(phase.cpuMs / phase.latencies.length).toFixed(1)} ms per request${phase.shed ? `; ${phase.shed} more shed with 503 + Retry-After (not timed)` : ''}`,
      };
    };
    const result = line(measured);
    const single = phases.single!;
    return [
      `POST /places/search, ${CLIENTS} concurrent clients, ${measured.results} results each (${measured.source}${seeded ? `, ${seeded.places} imported places` : ''}), scanned for 3 allergies + 2 diets:`,
      `  measured (${measured.latencies.length} requests answered 200): ${result.text}`,
      `  target search p95 < ${SEARCH_P95_TARGET_MS} ms at ${CLIENTS} clients: ${result.p95 < SEARCH_P95_TARGET_MS ? 'met' : 'NOT MET'}`,
      `  warm-up (first ${phases.warmUp!.latencies.length} requests after start, JIT still optimizing): ${line(phases.warmUp!).text}`,
      `  one client at a time: p50 ${single.latencies[Math.floor(single.latencies.length / 2)]!.toFixed(1)} ms`,
      '  (server CPU: HTTP emulator, JWT check and handler on the main thread, dynalite in a worker thread, V8 compiler and GC threads)',
    ];
  } finally {
    await runtime.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (previousLimit === undefined) delete process.env.SEARCH_DAILY_LIMIT;
    else process.env.SEARCH_DAILY_LIMIT = previousLimit;
  }
}

/** The load generator (child process): warm-up, one client at a time, then the measured run. */
async function runClients(url: string, token: string, total: number, warmUp: number): Promise<void> {
  // node:http with a keep-alive agent: a lean load generator (as wrk or autocannon would be), so
  // the clients take as little as possible of the CPU the server shares with them.
  const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });
  const payload = JSON.stringify(BODY);
  const search = () =>
    new Promise<{ ms: number; results: number; source: string } | 'shed'>((resolveSearch, reject) => {
      const started = performance.now();
      const req = request(url, {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), authorization: `Bearer ${token}` },
      });
      req.on('error', reject);
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          if (res.statusCode === 503 && res.headers['retry-after'] !== undefined) return resolveSearch('shed');
          if (res.statusCode !== 200) return reject(new Error(`POST /places/search answered ${res.statusCode}: ${text}`));
          const body = JSON.parse(text) as PlacesSearchResponse;
          resolveSearch({ ms: performance.now() - started, results: body.restaurants.length, source: body.source });
        });
      });
      req.end(payload);
    });
  const run = async (phase: PhaseName, count: number, clients = CLIENTS): Promise<void> => {
    process.send!({ phase, started: true } satisfies ClientMessage);
    const latencies: number[] = [];
    let next = 0;
    let results = 0;
    let shed = 0;
    let source = '';
    const started = performance.now();
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (next < count) {
          next += 1;
          const r = await search();
          if (r === 'shed') {
            shed += 1;
            continue;
          }
          latencies.push(r.ms);
          results = r.results;
          source = r.source;
        }
      }),
    );
    const result: Phase = { latencies: latencies.sort((a, b) => a - b), shed, seconds: (performance.now() - started) / 1000, results, source };
    await new Promise<void>((sent) => process.send!({ phase, result } satisfies ClientMessage, () => sent()));
  };
  await run('warmUp', warmUp); // handler import, JWKS, store load, and V8's optimizing compiler
  await run('single', SINGLE_CLIENT_REQUESTS, 1);
  await run('measured', total);
  agent.destroy();
}

if (process.argv.includes('--client')) {
  await runClients(process.env.BENCH_URL!, process.env.BENCH_TOKEN!, Number(process.env.BENCH_SEARCH_REQUESTS), Number(process.env.BENCH_SEARCH_WARMUP));
  process.disconnect?.();
  process.exit(0);
} else if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await benchSearchApi()) console.log(line);
  process.exit(0);
}
