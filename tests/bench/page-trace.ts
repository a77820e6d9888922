import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import { SourceMapConsumer } from 'source-map-js';
import { DEFAULT_OSM_SEED_DIR, seedOsmPlaces } from '../../infra/local/osm-seed';
import { startLocalRuntime } from '../../infra/local/runtime';
import { ensureWebBuild } from '../../infra/local/web-build';
import { createTestUser } from '../integration/support/runtime';
import { saveAndRecordViewInPage, signInAndStoreSearch } from './support/signed-in-page';

/**
 * Where a page's blocking time goes (issue 19): loads each signed-in page in Chromium, records a performance
 * trace with V8's sampling profiler, and prints its long tasks and, inside them, the time per source. A task
 * counts as Lighthouse's mobile profile counts it: its main-thread CPU time times 4 (the slowdown), long over
 * 50 ms; CPU time rather than wall time, so a busy machine does not stretch it. The sources: the package
 * (react-dom, @tanstack/query-core…) or the app's folder a sample's function comes from, mapped
 * through the build's source maps, beside the browser's own work (style, layout, paint, compiling).
 *
 * `npm run bench -- trace` or `npx tsx tests/bench/page-trace.ts [/home /history …]`, or the traces Lighthouse
 * observed (`page-trace.ts DIR/*.trace.json`, kept by `BENCH_LIGHTHOUSE_REPORTS`); `BENCH_WEB_DIST` measures
 * another build; `BENCH_TRACE_FUNCTIONS=N` adds the N heaviest functions (a native one named with its caller).
 * The figures are for comparing builds and finding the heavy parts; Lighthouse's TBT is the target.
 */
const repoRoot = resolve(import.meta.dirname, '..', '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const LONG_TASK_US = 50_000;
/** Lighthouse's mobile profile slows the CPU 4x; so does this (by scaling each task's CPU time, below). */
const CPU_SLOWDOWN = 4;
const DEFAULT_PAGES = ['/home', '/search-results', '/restaurant/{id}', '/saved-list', '/history'];

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** The thread's CPU time in the event (µs): unlike dur, not stretched by other processes on a busy machine. */
  tdur?: number;
  id?: string;
  args?: { name?: string; data?: Record<string, unknown> };
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

export interface PageTrace {
  path: string;
  /** With each task's heaviest sources (ms, scaled as the task). */
  longTasks: { startMs: number; durationMs: number; top: [string, number][] }[];
  blockingMs: number;
  /** The same counted from wall-clock time, as Lighthouse observes it (includes waits for the browser process). */
  wallBlockingMs: number;
  /** Milliseconds inside long tasks, by source (package, app folder or browser work). */
  bySource: [string, number][];
  /** The same by function (original file, line and name). */
  byFunction: [string, number][];
}

/** The package or app folder of an original source path from a source map. */
function sourceBucket(source: string): string {
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = source.slice(modules + 'node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  const web = source.match(/(?:^|\/)src\/(features\/[^/]+|[^/]+)/);
  if (web) return `app: ${web[1]}`;
  const shared = source.match(/(?:^|\/)shared\/([^/]+)/);
  return shared ? `shared/${shared[1]}` : source;
}

/** Maps a profiled frame (url, 0-based line and column) to its bucket through the served file's source map. */
function frameBucketer(webDist: string) {
  const consumers = new Map<string, SourceMapConsumer | null>();
  return (url: string, line: number, column: number, detail = false): string => {
    if (!url) return '(native)';
    const path = new URL(url, 'http://x').pathname;
    if (!consumers.has(path)) {
      const mapFile = join(webDist, `${path}.map`);
      consumers.set(path, existsSync(mapFile) ? new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8'))) : null);
    }
    const consumer = consumers.get(path);
    if (!consumer) return path;
    const original = consumer.originalPositionFor({ line: line + 1, column });
    if (!original.source) return path;
    return detail ? `${original.source.replace(/^.*node_modules\//, '')}:${original.line} ${original.name ?? ''}` : sourceBucket(original.source);
  };
}

/** Browser work that is not a JS sample, by trace event name. */
const BROWSER_WORK: Record<string, string> = {
  UpdateLayoutTree: 'browser: style',
  Layout: 'browser: layout',
  Paint: 'browser: paint',
  PrePaint: 'browser: paint',
  Layerize: 'browser: paint',
  ParseHTML: 'browser: parse HTML',
  ParseAuthorStyleSheet: 'browser: parse CSS',
  'v8.compile': 'browser: compile JS',
  'v8.compileModule': 'browser: compile JS',
  CompileScript: 'browser: compile JS',
  'V8.GC_SCAVENGER': 'browser: GC',
  MajorGC: 'browser: GC',
  MinorGC: 'browser: GC',
};

export function analyseTrace(path: string, origin: string, events: TraceEvent[], webDist: string): PageTrace {
  // The page's renderer: one that asked for something of the app's origin (not the browser's own pages).
  const urlOf = (e: TraceEvent) => String(e.args?.data?.url ?? e.args?.data?.documentLoaderURL ?? '');
  const pagePids = new Set(events.filter((e) => urlOf(e).startsWith(origin)).map((e) => e.pid));
  const mainThreads = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && pagePids.has(e.pid));
  const runTasks = (pid: number, tid: number) => events.filter((e) => e.pid === pid && e.tid === tid && e.name === 'RunTask' && e.ph === 'X');
  // The page's renderer: the main thread that ran the most.
  const main = mainThreads
    .map((t) => ({ pid: t.pid, tid: t.tid, busy: runTasks(t.pid, t.tid).reduce((s, e) => s + (e.dur ?? 0), 0) }))
    .sort((a, b) => b.busy - a.busy)[0];
  if (!main) throw new Error(`${path}: no renderer main thread in the trace`);
  const firstNav = events.find((e) => e.pid === main.pid && e.name === 'navigationStart' && urlOf(e).startsWith(origin))?.ts ?? events[0]!.ts;
  // A task's cost as on the slowed phone: its CPU time times the slowdown (as Lighthouse's simulation scales
  // what it observed). Time inside it (samples, layout) is scaled by the same cost per wall-clock µs.
  // BENCH_TRACE_WALL=1 counts wall-clock time instead (on a quiet machine: what Lighthouse sees, waits included).
  const wall = process.env.BENCH_TRACE_WALL === '1';
  const cost = (e: TraceEvent) => ((wall ? e.dur : e.tdur) ?? e.dur ?? 0) * CPU_SLOWDOWN;
  const long = runTasks(main.pid, main.tid).filter((e) => cost(e) > LONG_TASK_US);
  const taskAt = (ts: number) => long.findIndex((t) => ts >= t.ts && ts < t.ts + t.dur!);
  const scaleAt = (ts: number) => {
    const task = long[taskAt(ts)];
    return task ? cost(task) / Math.max(task.dur!, 1) : 0;
  };
  const totals = new Map<string, number>();
  const perTask = long.map(() => new Map<string, number>());
  const add = (bucket: string, us: number, ts: number) => {
    totals.set(bucket, (totals.get(bucket) ?? 0) + us);
    const task = perTask[taskAt(ts)];
    task?.set(bucket, (task.get(bucket) ?? 0) + us);
  };
  const functions = new Map<string, number>();

  // JS samples: V8's profile of the main thread arrives in chunks (Profile, then ProfileChunk with the same id).
  const bucketOf = frameBucketer(webDist);
  const profiles = events.filter((e) => e.pid === main.pid && e.name === 'Profile' && e.tid === main.tid);
  for (const profile of profiles) {
    const nodes = new Map<number, ProfileNode>();
    let ts = Number((profile.args?.data as { startTime?: number })?.startTime ?? profile.ts);
    const chunks = events.filter((e) => e.pid === main.pid && e.name === 'ProfileChunk' && e.id === profile.id);
    const samples: { ts: number; node: number }[] = [];
    for (const chunk of chunks) {
      const data = chunk.args?.data as { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] };
      for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
      const ids = data.cpuProfile?.samples ?? [];
      const deltas = data.timeDeltas ?? [];
      ids.forEach((id, i) => {
        ts += deltas[i] ?? 0;
        samples.push({ ts, node: id });
      });
    }
    samples.sort((a, b) => a.ts - b.ts);
    for (let i = 0; i + 1 < samples.length; i += 1) {
      const { ts: at, node } = samples[i]!;
      const scale = scaleAt(at);
      if (scale === 0) continue;
      const frame = nodes.get(node)?.callFrame;
      if (!frame) continue;
      const name = frame.functionName;
      // The profiler's own markers; browser work is counted from the trace's events below.
      if (name === '(idle)' || name === '(program)' || name === '(root)') continue;
      const bucket = name === '(garbage collector)' ? 'browser: GC' : bucketOf(frame.url, frame.lineNumber, frame.columnNumber);
      const us = Math.min(samples[i + 1]!.ts - at, 5_000) * scale;
      add(bucket, us, at);
      // A native function (appendChild…) is named with its caller, which says what asked for it.
      const caller = frame.url ? null : nodes.get(nodes.get(node)?.parent ?? -1)?.callFrame;
      const fn =
        bucket === 'browser: GC'
          ? bucket
          : `${bucketOf(frame.url, frame.lineNumber, frame.columnNumber, true)} (${name || 'anonymous'})${caller ? ` from ${bucketOf(caller.url, caller.lineNumber, caller.columnNumber, true)} (${caller.functionName || 'anonymous'})` : ''}`;
      functions.set(fn, (functions.get(fn) ?? 0) + us);
    }
  }
  for (const e of events) {
    const bucket = BROWSER_WORK[e.name];
    if (bucket && e.pid === main.pid && e.tid === main.tid && e.ph === 'X') add(bucket, (e.dur ?? 0) * scaleAt(e.ts), e.ts);
  }
  return {
    path,
    longTasks: long.map((t, i) => ({
      startMs: (t.ts - firstNav) / 1000,
      durationMs: cost(t) / 1000,
      top: [...perTask[i]!].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([k, us]) => [k, us / 1000] as [string, number]),
    })),
    blockingMs: long.reduce((s, t) => s + (cost(t) - LONG_TASK_US), 0) / 1000,
    wallBlockingMs:
      runTasks(main.pid, main.tid).reduce((s, t) => s + Math.max(0, (t.dur ?? 0) * CPU_SLOWDOWN - LONG_TASK_US), 0) / 1000,
    bySource: [...totals].map(([k, us]) => [k, us / 1000] as [string, number]).sort((a, b) => b[1] - a[1]),
    byFunction: [...functions].map(([k, us]) => [k, us / 1000] as [string, number]).sort((a, b) => b[1] - a[1]),
  };
}

async function tracePage(context: BrowserContext, url: string, path: string, webDist: string): Promise<PageTrace> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  const browser = context.browser()!;
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'disabled-by-default-v8.cpu_profiler', 'blink.user_timing', 'toplevel', 'v8', 'blink'],
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500); // the effects after the last answer (a trace, not a test: nothing to await)
  const buffer = await browser.stopTracing();
  await page.close();
  const { traceEvents } = JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] };
  return analyseTrace(path, new URL(url).origin, traceEvents, webDist);
}

export async function tracePages(paths: string[], webDist: string): Promise<PageTrace[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'forksure-bench-trace-'));
  seedOsmPlaces(DEFAULT_OSM_SEED_DIR(repoRoot), join(dataDir, 'places'));
  const runtime = await startLocalRuntime({ port: 0, dataDir, repoRoot, webDist, log: () => undefined });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    const user = await createTestUser(runtime, `trace${Date.now()}`);
    const setup = await context.newPage();
    const [first] = await signInAndStoreSearch(setup, runtime.url, user);
    await saveAndRecordViewInPage(setup, first!);
    await setup.close();
    const traces: PageTrace[] = [];
    for (const path of paths) traces.push(await tracePage(context, `${runtime.url}${path.replace('{id}', encodeURIComponent(first!))}`, path, webDist));
    return traces;
  } finally {
    await browser.close();
    await runtime.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function formatPageTrace(trace: PageTrace, top = 12): string[] {
  const inLong = trace.bySource.reduce((s, [, ms]) => s + ms, 0);
  return [
    `${trace.path}: ${trace.longTasks.length} long task(s) ${trace.longTasks.map((t) => `${t.durationMs.toFixed(0)} ms at ${t.startMs.toFixed(0)}`).join(', ') || '-'}; blocking ${trace.blockingMs.toFixed(0)} ms (CPU time x${CPU_SLOWDOWN}; wall time x${CPU_SLOWDOWN}: ${trace.wallBlockingMs.toFixed(0)} ms)`,
    ...trace.bySource.slice(0, top).map(([bucket, ms]) => `    ${ms.toFixed(0).padStart(6)} ms  ${((100 * ms) / (inLong || 1)).toFixed(0).padStart(3)}%  ${bucket}`),
    // BENCH_TRACE_TASKS=1: each long task with its heaviest sources (which task to split or defer).
    ...(process.env.BENCH_TRACE_TASKS === '1'
      ? trace.longTasks.map((t) => `    task at ${t.startMs.toFixed(0)} ms, ${t.durationMs.toFixed(0)} ms: ${t.top.map(([k, ms]) => `${k} ${ms.toFixed(0)}`).join(', ')}`)
      : []),
    ...(process.env.BENCH_TRACE_FUNCTIONS ? ['  by function:', ...trace.byFunction.slice(0, Number(process.env.BENCH_TRACE_FUNCTIONS)).map(([fn, ms]) => `    ${ms.toFixed(0).padStart(6)} ms  ${fn}`)] : []),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE = '1';
  const webDist = process.env.BENCH_WEB_DIST ? resolve(process.env.BENCH_WEB_DIST) : ensureWebBuild(repoRoot, () => undefined);
  const args = process.argv.slice(2);
  // Traces Lighthouse observed (BENCH_LIGHTHOUSE_REPORTS keeps them, with V8's samples): what its TBT was made of.
  const saved = args.filter((arg) => arg.endsWith('.trace.json'));
  for (const file of saved) {
    const { traceEvents } = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] };
    const origin = traceEvents.map((e) => String(e.args?.data?.url ?? '')).find((url) => /^http:\/\/(localhost|127\.0\.0\.1):\d+\//.test(url));
    if (!origin) throw new Error(`${file}: no page of the local runtime in this trace`);
    for (const line of formatPageTrace(analyseTrace(file, new URL(origin).origin, traceEvents, webDist))) console.log(line);
  }
  const paths = saved.length ? [] : args.length ? args : DEFAULT_PAGES;
  if (paths.length) for (const trace of await tracePages(paths, webDist)) for (const line of formatPageTrace(trace)) console.log(line);
  process.exit(0);
}
