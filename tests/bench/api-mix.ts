import { fork } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_ADMISSION_LIMITS } from '../../infra/local/http-api/admission';
import { DEFAULT_OSM_SEED_DIR, seedOsmPlaces } from '../../infra/local/osm-seed';
import type { PlacesSearchRequest, PlacesSearchResponse, Restaurant } from '../../shared/api/places';
import { signedUpThroughApi } from '../integration/auth/support';
import { startTestRuntime } from '../integration/support/runtime';
import { PHILADELPHIA_SEARCH } from '../support/philadelphia-search';

/**
 * The API under a realistic mix on the local runtime (issue 19 "Load, at the scale we run locally"):
 * search 60%, restaurant detail 15%, save or unsave 10%, restaurant history 10%, menu 5%, from
 * signed-in diners who signed up through the real flow (POST /auth/signup/code, the code from the
 * outbox, POST /auth/signup/verify, then Cognito's USER_PASSWORD_AUTH as the web signs in locally),
 * over the real Philadelphia and Edinburgh places (OpenStreetMap import; no demo places). The runtime
 * keeps its production admission limits (a request waits at most 5 s for a slot, then 503 +
 * Retry-After); only the 10-a-day search allowance is raised (local stage only), since one diner
 * searches far more than 10 times a minute here.
 *
 * Runs: a warm-up (handler imports, JWKS, JIT; not reported), then `BENCH_MIX_SECONDS` (default 60)
 * at each client count of `BENCH_MIX_CLIENTS` (default 20,100). Each client loops: pick a route by
 * weight, send, wait for the answer (or `BENCH_MIX_TIMEOUT_MS`, default 30 s, API Gateway's limit),
 * next. Latency percentiles are over the 2xx answers; every other answer is counted by status. Server
 * CPU is this process's CPU (HTTP emulator, JWT check, handlers, dynalite's worker thread, GC)
 * during the run over its requests; the clients run in their own process.
 *
 * Targets: search p95 < 150 ms at 20 clients; at every count each answer is 2xx, 429 (a real limit)
 * or 503 with Retry-After: never a 500, never a timeout or a dropped connection.
 */
const repoRoot = resolve(import.meta.dirname, '..', '..');
export const MIX_SEARCH_P95_TARGET_MS = 150;
const SEARCH_TARGET_CLIENTS = 20;

export const ROUTE_WEIGHTS = { search: 60, detail: 15, saveOrUnsave: 10, history: 10, menu: 5 } as const;
type RouteName = keyof typeof ROUTE_WEIGHTS;
const ROUTE_LABELS: Record<RouteName, string> = {
  search: 'POST /places/search',
  detail: 'GET /places/{id}',
  saveOrUnsave: 'PUT|DELETE /me/saved/{id}',
  history: 'GET /me/history/restaurants',
  menu: 'POST /menus/generate',
};

const EDINBURGH_SEARCH: PlacesSearchRequest = {
  ...PHILADELPHIA_SEARCH,
  coordinates: { lat: 55.9533, lng: -3.1883 },
  location: 'Edinburgh, Scotland, GB',
};
export const MIX_SEARCHES = [PHILADELPHIA_SEARCH, EDINBURGH_SEARCH];

interface MixConfig {
  baseUrl: string;
  tokens: string[];
  restaurants: Restaurant[];
  runs: { name: string; clients: number; seconds: number }[];
  timeoutMs: number;
}

/** One answer as a client saw it: status 0 when none came (timeout, reset). */
interface Sample {
  route: RouteName;
  status: number;
  ms: number;
  retryAfter: boolean;
  error?: string;
}

interface RunResult {
  name: string;
  clients: number;
  seconds: number;
  samples: Sample[];
}

type ClientMessage = { run: string; started: true } | { run: string; result: RunResult };

export interface MixRunFigures extends RunResult {
  cpuMs: number;
  loadAverage: number;
}

export async function benchApiMix(): Promise<string[]> {
  const seconds = Number(process.env.BENCH_MIX_SECONDS ?? 60);
  const warmUpSeconds = Number(process.env.BENCH_MIX_WARMUP_SECONDS ?? 20);
  const clientCounts = (process.env.BENCH_MIX_CLIENTS ?? '20,100').split(',').map(Number).filter((n) => n > 0);
  const users = Number(process.env.BENCH_MIX_USERS ?? 20);
  const timeoutMs = Number(process.env.BENCH_MIX_TIMEOUT_MS ?? 30_000);
  process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE = '1';
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  process.env.SEARCH_DAILY_LIMIT = '1000000';
  const dataDir = mkdtempSync(join(tmpdir(), 'forksure-bench-mix-'));
  const seeded = seedOsmPlaces(DEFAULT_OSM_SEED_DIR(repoRoot), join(dataDir, 'places'));
  const runtime = await startTestRuntime(dataDir, undefined, { admission: DEFAULT_ADMISSION_LIMITS, functionTimeoutScale: 1, demoPlaces: false });
  try {
    const tokens: string[] = [];
    for (let i = 0; i < users; i += 1) tokens.push((await signedUpThroughApi(runtime, { username: `mix${Date.now().toString(36)}${i}` })).accessToken);
    const restaurants: Restaurant[] = [];
    for (const search of MIX_SEARCHES) {
      const res = await runtime.api('/places/search', { method: 'POST', token: tokens[0], headers: { 'content-type': 'application/json' }, body: JSON.stringify(search) });
      if (res.status !== 200) throw new Error(`The set-up search in ${search.location} answered ${res.status}: ${await res.text()}`);
      restaurants.push(...((await res.json()) as PlacesSearchResponse).restaurants);
    }
    if (restaurants.length === 0) throw new Error('No real places found: is infra/local/seed/osm imported?');
    const runs = [
      ...(warmUpSeconds > 0 ? [{ name: 'warm-up', clients: SEARCH_TARGET_CLIENTS, seconds: warmUpSeconds }] : []),
      ...clientCounts.map((clients) => ({ name: `${clients} clients`, clients, seconds })),
    ];
    const figures = await runClientsProcess({ baseUrl: `${runtime.url}/api`, tokens, restaurants, runs, timeoutMs });
    const header = [
      `${runs.length - (warmUpSeconds > 0 ? 1 : 0)} run(s) of ${seconds} s after a ${warmUpSeconds} s warm-up; mix ${Object.entries(ROUTE_WEIGHTS).map(([r, w]) => `${r} ${w}%`).join(', ')};`,
      `${users} diners signed up through /auth/signup/code + verify; ${restaurants.length} real places from two searches (Philadelphia, Edinburgh${seeded ? `; ${seeded.places} imported` : ''}); production admission limits`,
    ];
    return [...header, ...figures.filter((f) => f.name !== 'warm-up').flatMap(formatMixRun)];
  } finally {
    await runtime.dispose();
  }
}

/** Forks the clients; counts this process's CPU between each run's start and end. */
async function runClientsProcess(config: MixConfig): Promise<MixRunFigures[]> {
  const child = fork(fileURLToPath(import.meta.url), ['--mix-clients'], { cwd: repoRoot, execArgv: ['--import', 'tsx'], env: process.env });
  const figures: MixRunFigures[] = [];
  let cpuAtStart = process.cpuUsage();
  await new Promise<void>((done, reject) => {
    child.on('message', (message: ClientMessage) => {
      if ('started' in message) {
        cpuAtStart = process.cpuUsage();
        return;
      }
      const cpu = process.cpuUsage(cpuAtStart);
      figures.push({ ...message.result, cpuMs: (cpu.user + cpu.system) / 1000, loadAverage: loadavg()[0]! });
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? done() : reject(new Error(`The load clients failed (exit ${code}).`))));
    child.send(config);
  });
  return figures;
}

/** An answer the 100-client rule forbids: anything but 2xx, 429, or 503 that says when to retry. */
export function isViolation(sample: Pick<Sample, 'status' | 'retryAfter'>): boolean {
  if (sample.status >= 200 && sample.status < 300) return false;
  if (sample.status === 429) return false;
  if (sample.status === 503 && sample.retryAfter) return false;
  return true;
}

function percentile(sorted: number[], q: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : Number.NaN;
}

export function formatMixRun(run: MixRunFigures): string[] {
  const n = run.samples.length;
  const ms = (v: number) => (Number.isNaN(v) ? '-' : `${v.toFixed(0)} ms`).padStart(7);
  const lines = [
    `${run.name}, ${run.seconds.toFixed(0)} s: ${n} answers, ${(n / run.seconds).toFixed(1)} requests/s, server CPU ${(run.cpuMs / Math.max(1, n)).toFixed(1)} ms per request (load average ${run.loadAverage.toFixed(1)})`,
  ];
  let searchP95 = Number.NaN;
  for (const route of Object.keys(ROUTE_WEIGHTS) as RouteName[]) {
    const mine = run.samples.filter((s) => s.route === route);
    const ok = mine.filter((s) => s.status >= 200 && s.status < 300).map((s) => s.ms).sort((a, b) => a - b);
    if (route === 'search') searchP95 = percentile(ok, 0.95);
    const byStatus = new Map<string, number>();
    for (const s of mine) {
      const key = s.status === 0 ? 'no answer' : s.status === 503 && !s.retryAfter ? '503 without Retry-After' : String(s.status);
      byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
    }
    const statuses = [...byStatus].sort().map(([k, c]) => `${k}×${c}`).join(' ');
    lines.push(`  ${ROUTE_LABELS[route].padEnd(28)} ${String(mine.length).padStart(6)}  p50 ${ms(percentile(ok, 0.5))}  p95 ${ms(percentile(ok, 0.95))}  p99 ${ms(percentile(ok, 0.99))}  ${statuses}`);
  }
  const errors = run.samples.filter((s) => s.status < 200 || s.status >= 300);
  const errorKinds = new Map<string, number>();
  for (const e of errors) errorKinds.set(e.error ?? String(e.status), (errorKinds.get(e.error ?? String(e.status)) ?? 0) + 1);
  const kinds = [...errorKinds].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([k, c]) => `${k} ×${c}`).join('; ');
  lines.push(`  errors (answers not 2xx): ${errors.length}${errors.length ? `: ${kinds}` : ''}`);
  if (run.clients === SEARCH_TARGET_CLIENTS) {
    lines.push(`  target search p95 < ${MIX_SEARCH_P95_TARGET_MS} ms at ${SEARCH_TARGET_CLIENTS} clients: ${searchP95 < MIX_SEARCH_P95_TARGET_MS ? 'met' : 'NOT MET'}`);
  }
  const violations = run.samples.filter(isViolation).length;
  lines.push(`  target every answer 2xx, 429 or 503 with Retry-After (no 500, no timeout): ${violations === 0 ? 'met' : 'NOT MET'} (${violations} violations)`);
  return lines;
}

/** A small seeded generator, so two runs send the same sequence of routes. */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pickRoute(random: number): RouteName {
  let left = random * 100;
  for (const [route, weight] of Object.entries(ROUTE_WEIGHTS) as [RouteName, number][]) {
    if (left < weight) return route;
    left -= weight;
  }
  return 'search';
}

/** The house error shape's code (`{ error: { code } }` or `{ code }`), else the body's start. */
function errorCodeOf(text: string): string {
  try {
    const body = JSON.parse(text) as { code?: string; error?: string | { code?: string } };
    const code = typeof body.error === 'object' ? body.error.code : (body.code ?? body.error);
    if (code) return code;
  } catch {
    // not JSON: the start of the body says what it is
  }
  return text.slice(0, 80);
}

/** The load generator (child process): node:http with keep-alive, one socket per client. */
async function runMixClients(config: MixConfig): Promise<void> {
  const agent = new Agent({ keepAlive: true, maxSockets: Math.max(...config.runs.map((r) => r.clients)) });
  const send = (route: RouteName, method: string, path: string, token: string, body?: unknown) =>
    new Promise<Sample>((done) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const started = performance.now();
      const finish = (status: number, retryAfter: boolean, error?: string) => done({ route, status, ms: performance.now() - started, retryAfter, ...(error ? { error } : {}) });
      const req = request(`${config.baseUrl}${path}`, {
        method,
        agent,
        headers: { authorization: `Bearer ${token}`, ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}) },
      });
      req.setTimeout(config.timeoutMs, () => req.destroy(new Error(`no answer in ${config.timeoutMs} ms`)));
      req.on('error', (error) => finish(0, false, `${ROUTE_LABELS[route]}: ${error.message}`));
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', (error) => finish(0, false, error.message));
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          const text = status >= 300 ? errorCodeOf(Buffer.concat(chunks).toString('utf8')) : undefined;
          finish(status, res.headers['retry-after'] !== undefined, text ? `${status} ${ROUTE_LABELS[route]} ${text}` : undefined);
        });
      });
      req.end(payload);
    });

  const { restaurants, tokens } = config;
  for (const run of config.runs) {
    process.send!({ run: run.name, started: true } satisfies ClientMessage);
    const samples: Sample[] = [];
    const started = performance.now();
    const endAt = started + run.seconds * 1000;
    await Promise.all(
      Array.from({ length: run.clients }, async (_, client) => {
        const random = mulberry32(client + 1);
        const userIndex = client % tokens.length;
        const token = tokens[userIndex]!;
        // Each client toggles its own restaurant (clients sharing a diner never race on one item);
        // each diner opens the menus of three places (a free plan's 5 generations a day covers them).
        const own = restaurants[client % restaurants.length]!;
        let saved = false;
        while (performance.now() < endAt) {
          const route = pickRoute(random());
          const place = restaurants[Math.floor(random() * restaurants.length)]!;
          if (route === 'search') {
            samples.push(await send(route, 'POST', '/places/search', token, MIX_SEARCHES[Math.floor(random() * MIX_SEARCHES.length)]));
          } else if (route === 'detail') {
            samples.push(await send(route, 'GET', `/places/${encodeURIComponent(place.id)}?lat=${place.coordinates.lat}&lng=${place.coordinates.lng}`, token));
          } else if (route === 'saveOrUnsave') {
            const path = `/me/saved/${encodeURIComponent(own.id)}`;
            const sample = saved ? await send(route, 'DELETE', path, token) : await send(route, 'PUT', path, token, own);
            if (sample.status >= 200 && sample.status < 300) saved = !saved;
            samples.push(sample);
          } else if (route === 'history') {
            samples.push(await send(route, 'GET', '/me/history/restaurants', token));
          } else {
            const menuPlace = restaurants[(userIndex * 3 + Math.floor(random() * 3)) % restaurants.length]!;
            samples.push(await send(route, 'POST', '/menus/generate', token, { restaurantId: menuPlace.id }));
          }
        }
      }),
    );
    const result: RunResult = { name: run.name, clients: run.clients, seconds: (performance.now() - started) / 1000, samples };
    await new Promise<void>((sent) => process.send!({ run: run.name, result } satisfies ClientMessage, () => sent()));
  }
  agent.destroy();
}

if (process.argv.includes('--mix-clients')) {
  process.once('message', (config: MixConfig) => {
    void runMixClients(config).then(() => {
      process.disconnect?.();
      process.exit(0);
    });
  });
} else if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await benchApiMix()) console.log(line);
  process.exit(0);
}
