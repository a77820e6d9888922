import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { DEFAULT_OSM_SEED_DIR, seedOsmPlaces } from '../../infra/local/osm-seed';
import { startLocalRuntime, type LocalRuntime } from '../../infra/local/runtime';
import { createTestUser } from '../integration/support/runtime';
import { saveAndRecordViewInPage, signInAndStoreSearch } from './support/signed-in-page';

/**
 * The first download of each route, as a browser makes it: every script a cold page fetches from
 * navigation until its heading shows and the network is idle (entry, preloads, lazy route chunks,
 * locale files), each gzipped at level 9 from web/dist (as CloudFront compresses). Byte counts do not
 * depend on the machine's load, so they are the figure to compare while other work runs.
 *
 * With `BENCH_WEB_TRACE=1` each page is also loaded 3 times with Chromium's CPU throttled 4x (as
 * Lighthouse's mobile profile) while a trace records the renderer's main thread: busy time, long
 * tasks (> 50 ms) and their blocking part, median of the 3. Relative figures only: compare runs made
 * back to back on the same machine state. `BENCH_WEB_TRACE_DIR=DIR` keeps each trace there.
 */
const repoRoot = resolve(import.meta.dirname, '..', '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const VISITOR_LANDING_TARGET_BYTES = 120 * 1024;


export interface RouteDownload {
  path: string;
  signedIn: boolean;
  scripts: string[];
  gzipBytes: number;
  trace?: TraceFigure;
}

export interface TraceFigure {
  busyMs: number;
  longTasks: number;
  blockingMs: number;
  /** The longest task's main pieces, e.g. "EvaluateScript 80 ms". */
  longest: string;
}

const gzipCache = new Map<string, number>();
function gzipSize(webDist: string, urlPath: string): number {
  let size = gzipCache.get(urlPath);
  if (size === undefined) {
    const file = join(webDist, urlPath.replace(/^\//, ''));
    size = existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0;
    gzipCache.set(urlPath, size);
  }
  return size;
}

async function loadCold(context: BrowserContext, url: string, webDist: string, trace: boolean, traceFile?: string) {
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (trace) await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const browser = context.browser()!;
  if (trace) await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'] });
  await page.goto(url);
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle', { timeout: 60_000 });
  const buffer = trace ? await browser.stopTracing() : undefined;
  if (buffer && traceFile) writeFileSync(traceFile, buffer);
  const finalPath = new URL(page.url()).pathname;
  await page.close();
  const unique = [...new Set(scripts)];
  return {
    finalPath,
    scripts: unique,
    gzipBytes: unique.reduce((n, s) => n + gzipSize(webDist, s), 0),
    trace: buffer ? readTrace(buffer) : undefined,
  };
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { frames?: { url?: string }[] } };
}

/** Main-thread figures of the renderer that ran the page (the thread with the most task time). */
export function readTrace(buffer: Buffer): TraceFigure {
  const events = (JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const mains = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const byThread = new Map<string, TraceEvent[]>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.ph !== 'X' || !mains.has(key)) continue;
    byThread.set(key, [...(byThread.get(key) ?? []), e]);
  }
  const taskTime = (list: TraceEvent[]) => list.filter((e) => e.name === 'RunTask').reduce((n, e) => n + (e.dur ?? 0), 0);
  const main = [...byThread.values()].sort((a, b) => taskTime(b) - taskTime(a))[0] ?? [];
  const tasks = main.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 0);
  const long = tasks.filter((e) => (e.dur ?? 0) > 50_000);
  const longest = [...long].sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))[0];
  let pieces = '';
  if (longest) {
    const end = longest.ts + (longest.dur ?? 0);
    const inside = main.filter((e) => e !== longest && e.ts >= longest.ts && e.ts < end && e.name !== 'RunTask');
    const sums = new Map<string, number>();
    for (const e of inside) sums.set(e.name, (sums.get(e.name) ?? 0) + (e.dur ?? 0));
    pieces = [...sums].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([n, d]) => `${n} ${Math.round(d / 1000)} ms`).join(', ');
    pieces = `${Math.round((longest.dur ?? 0) / 1000)} ms: ${pieces}`;
  }
  return {
    busyMs: Math.round(taskTime(main) / 1000),
    longTasks: long.length,
    blockingMs: Math.round(long.reduce((n, e) => n + ((e.dur ?? 0) - 50_000), 0) / 1000),
    longest: pieces,
  };
}

function medianTrace(traces: TraceFigure[]): TraceFigure {
  const sorted = [...traces].sort((a, b) => a.blockingMs - b.blockingMs);
  const mid = <K extends 'busyMs' | 'longTasks' | 'blockingMs'>(k: K) => [...traces].map((t) => t[k]).sort((a, b) => a - b)[Math.floor(traces.length / 2)]!;
  return { busyMs: mid('busyMs'), longTasks: mid('longTasks'), blockingMs: mid('blockingMs'), longest: sorted[Math.floor(traces.length / 2)]!.longest };
}

async function signInAndSearch(browser: Browser, runtime: LocalRuntime): Promise<{ storage: Awaited<ReturnType<BrowserContext['storageState']>>; restaurantId: string }> {
  const user = await createTestUser(runtime, `webroutes${Date.now()}`);
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const [restaurantId] = await signInAndStoreSearch(page, runtime.url, user);
    await saveAndRecordViewInPage(page, restaurantId!); // /saved-list and /history show an item
    return { storage: await context.storageState(), restaurantId: restaurantId! };
  } finally {
    await context.close();
  }
}

export async function measureRoutes(options: { webDist: string; trace: boolean; traceDir?: string; runtimeUrl?: string }): Promise<RouteDownload[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'forksure-bench-routes-'));
  seedOsmPlaces(DEFAULT_OSM_SEED_DIR(repoRoot), join(dataDir, 'places'));
  const runtime = await startLocalRuntime({ port: 0, dataDir, repoRoot, webDist: options.webDist, log: () => undefined });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  const results: RouteDownload[] = [];
  try {
    const measure = async (path: string, signedIn: boolean, storage?: Awaited<ReturnType<BrowserContext['storageState']>>) => {
      const runs = options.trace ? 3 : 1;
      const loads = [];
      for (let i = 0; i < runs; i += 1) {
        // A new context per load: no cache, no memory of the previous page.
        const context = await browser.newContext({ storageState: storage, locale: 'en-US', viewport: { width: 412, height: 823 } });
        const traceFile = options.traceDir ? join(options.traceDir, `${path.slice(1).replace(/\W+/g, '-')}-${i}.json`) : undefined;
        loads.push(await loadCold(context, `${runtime.url}${path}`, options.webDist, options.trace, traceFile));
        await context.close();
      }
      const first = loads[0]!;
      if (first.finalPath !== path) throw new Error(`asked for ${path} but the page went to ${first.finalPath}`);
      const traces = loads.map((l) => l.trace).filter((t): t is TraceFigure => !!t);
      results.push({ path, signedIn, scripts: first.scripts, gzipBytes: first.gzipBytes, trace: traces.length ? medianTrace(traces) : undefined });
    };
    for (const path of ['/welcome', '/pricing', '/auth']) await measure(path, false);
    const { storage, restaurantId } = await signInAndSearch(browser, runtime);
    for (const path of ['/home', '/search-results', `/restaurant/${encodeURIComponent(restaurantId)}`, '/saved-list', '/history']) await measure(path, true, storage);
    return results;
  } finally {
    await browser.close();
    await runtime.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Issue 19's first-download verdict: the visitor's landing page (/welcome) against its target. */
export function formatLandingVerdict(routes: readonly RouteDownload[]): string {
  const landing = routes.find((r) => r.path === '/welcome');
  if (!landing) return 'landing page not measured';
  const met = landing.gzipBytes <= VISITOR_LANDING_TARGET_BYTES;
  return `target landing page (/welcome) ≤ ${VISITOR_LANDING_TARGET_BYTES / 1024} KB gzipped: ${met ? 'met' : 'NOT MET'} (${(landing.gzipBytes / 1024).toFixed(1)} KB); signed-in pages reported above`;
}

/** One line per route, as `npm run bench` prints it. */
export function formatRoute(route: RouteDownload): string {
  const target =
    route.path === '/welcome'
      ? `  target ≤ ${VISITOR_LANDING_TARGET_BYTES / 1024} KB: ${route.gzipBytes <= VISITOR_LANDING_TARGET_BYTES ? 'met' : 'NOT MET'}`
      : '';
  const name = route.path.startsWith('/restaurant/') ? '/restaurant/{id}' : route.path;
  const trace = route.trace
    ? `  | 4x CPU: main thread ${route.trace.busyMs} ms, ${route.trace.longTasks} long tasks, ${route.trace.blockingMs} ms blocking; longest ${route.trace.longest || '-'}`
    : '';
  return `${name.padEnd(17)} ${route.signedIn ? 'signed in' : 'visitor  '} JS ${(route.gzipBytes / 1024).toFixed(1).padStart(6)} KB gzipped in ${String(route.scripts.length).padStart(2)} files${target}${trace}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE = '1';
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const webDist = resolve(process.env.BENCH_WEB_DIST ?? join(repoRoot, 'web', 'dist'));
  const routes = await measureRoutes({ webDist, trace: process.env.BENCH_WEB_TRACE === '1', traceDir: process.env.BENCH_WEB_TRACE_DIR });
  for (const route of routes) console.log(formatRoute(route));
  console.log(formatLandingVerdict(routes));
  if (process.env.BENCH_WEB_VERBOSE === '1') for (const route of routes) console.log(route.path, route.scripts.join(' '));
  process.exit(0);
}
