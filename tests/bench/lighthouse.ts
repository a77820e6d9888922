import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import { DEFAULT_OSM_SEED_DIR, seedOsmPlaces } from '../../infra/local/osm-seed';
import { startLocalRuntime, type LocalRuntime } from '../../infra/local/runtime';
import { ensureWebBuild } from '../../infra/local/web-build';
import { createTestUser } from '../integration/support/runtime';
import { saveAndRecordViewInPage, signInAndStoreSearch } from './support/signed-in-page';

/**
 * Lighthouse 13 (default mobile profile: Moto G power screen, simulated slow 4G and 4x CPU slowdown)
 * in Debian's Chromium (new headless mode) against the local runtime, which serves the built web app
 * as `npm start` does (compressed as CloudFront compresses). Public pages are audited as a
 * first-time visitor (storage and cache reset). The signed-in pages need a session, which the web
 * app keeps in localStorage (Amplify's `CognitoIdentityServiceProvider.*` keys): a confirmed account
 * signs in on /auth in the same browser (Playwright over its debugging port), a search's 60 results
 * are stored as the app stores them, the first one saved and recorded as viewed (so /saved-list and
 * /history have an item), then each page is audited with its storage kept and the HTTP cache emptied.
 *
 * `BENCH_LIGHTHOUSE_RUNS` (default 3) runs each page that many times and reports the median of each
 * figure; `BENCH_LIGHTHOUSE_PAGES` (comma-separated, e.g. `/welcome,/restaurant/{id}`) audits only
 * those; `BENCH_LIGHTHOUSE_REPORTS=DIR` keeps each run's full report there (JSON: layout shifts,
 * unused JavaScript, the trace's long tasks...) and the trace Lighthouse observed (`*.trace.json`, with V8's
 * samples: `npx tsx tests/bench/page-trace.ts DIR/*.trace.json` names what its long tasks ran).
 */
const repoRoot = resolve(import.meta.dirname, '..', '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PUBLIC_PAGES = ['/welcome', '/pricing', '/auth'];
/** `{id}`: the first restaurant of the stored search. */
const SIGNED_IN_PAGES = ['/home', '/search-results', '/restaurant/{id}', '/saved-list', '/history'];

/** Issue 19's targets, per page. */
export const LIGHTHOUSE_TARGETS = { performance: 95, lcpMs: 2000, tbtMs: 150, cls: 0.05, accessibility: 100 };

export interface LighthouseFigure {
  path: string;
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferKb: number;
}

export async function benchLighthouse(options: { webDist?: string; runs?: number; pages?: string[] } = {}): Promise<LighthouseFigure[]> {
  const runs = options.runs ?? Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
  const only = options.pages ?? process.env.BENCH_LIGHTHOUSE_PAGES?.split(',').map((p) => p.trim()).filter(Boolean);
  const wanted = (path: string) => !only?.length || only.includes(path);
  const webDist = options.webDist ?? ensureWebBuild(repoRoot, () => undefined);
  const dataDir = mkdtempSync(join(tmpdir(), 'forksure-bench-lighthouse-'));
  seedOsmPlaces(DEFAULT_OSM_SEED_DIR(repoRoot), join(dataDir, 'places'));
  const runtime = await startLocalRuntime({ port: 0, dataDir, repoRoot, webDist, log: () => undefined });
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const audit = async (path: string, keepStorage: boolean) => {
      const figures: LighthouseFigure[] = [];
      for (let i = 0; i < runs; i += 1) {
        if (keepStorage) await emptyHttpCache(chrome.port);
        figures.push(await auditPage(`${runtime.url}${path}`, path, chrome.port, keepStorage));
      }
      return median(figures);
    };
    const results: LighthouseFigure[] = [];
    for (const path of PUBLIC_PAGES.filter(wanted)) results.push(await audit(path, false));
    const signedIn = SIGNED_IN_PAGES.filter(wanted);
    if (signedIn.length === 0) return results;
    const restaurantId = await signInAndSearch(runtime, chrome.port);
    for (const page of signedIn) {
      const figure = await audit(page.replace('{id}', encodeURIComponent(restaurantId)), true);
      results.push({ ...figure, path: page });
    }
    return results;
  } finally {
    chrome.kill();
    await runtime.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function auditPage(url: string, path: string, port: number, keepStorage: boolean): Promise<LighthouseFigure> {
  const reports = process.env.BENCH_LIGHTHOUSE_REPORTS;
  const flags: Flags = {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance', 'accessibility'],
    disableStorageReset: keepStorage,
    // A kept trace carries V8's samples, so `page-trace.ts` can name the functions in its long tasks.
    ...(reports ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
  };
  const result = await lighthouse(url, flags);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (reports) {
    mkdirSync(reports, { recursive: true });
    const name = `${path.slice(1).replace(/\W+/g, '-')}-${Date.now()}`;
    writeFileSync(join(reports, `${name}.json`), JSON.stringify(lhr));
    // The trace Lighthouse observed (its simulation scales these tasks): `page-trace.ts FILE.trace.json` reads it.
    const trace = (result.artifacts as { Trace?: unknown }).Trace;
    if (trace) writeFileSync(join(reports, `${name}.trace.json`), JSON.stringify(trace));
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`);
  const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
  // A guard that sent the page elsewhere (no session, say) would measure the wrong page.
  if (finalPath !== path) throw new Error(`Lighthouse asked for ${path} but measured ${finalPath}`);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    path,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    transferKb: value('total-byte-weight') / 1024,
  };
}

/**
 * Signs a confirmed (not new) account in on /auth, stores a search's results as the app does, saves
 * the first and records it as viewed; returns its id.
 */
async function signInAndSearch(runtime: LocalRuntime, port: number): Promise<string> {
  const user = await createTestUser(runtime, `lighthouse${Date.now()}`);
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    const [first] = await signInAndStoreSearch(page, runtime.url, user);
    await saveAndRecordViewInPage(page, first!);
    await page.close();
    return first!;
  } finally {
    await browser.close(); // disconnects; the default context and its storage stay
  }
}

/** With storage kept, Lighthouse keeps the HTTP cache too: empty it so every run loads cold. */
async function emptyHttpCache(port: number): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.close();
  }
}

function median(figures: LighthouseFigure[]): LighthouseFigure {
  const mid = <K extends keyof LighthouseFigure>(key: K) => {
    const sorted = figures.map((f) => f[key] as number).sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)]!;
  };
  return {
    path: figures[0]!.path,
    performance: mid('performance'),
    accessibility: mid('accessibility'),
    fcpMs: mid('fcpMs'),
    lcpMs: mid('lcpMs'),
    tbtMs: mid('tbtMs'),
    cls: mid('cls'),
    transferKb: mid('transferKb'),
  };
}

/** Whether each of the page's figures meets its target. */
export function lighthouseVerdicts(f: LighthouseFigure): Record<keyof typeof LIGHTHOUSE_TARGETS, boolean> {
  const t = LIGHTHOUSE_TARGETS;
  return { performance: f.performance >= t.performance, lcpMs: f.lcpMs <= t.lcpMs, tbtMs: f.tbtMs <= t.tbtMs, cls: f.cls <= t.cls, accessibility: f.accessibility >= t.accessibility };
}

const mark = (ok: boolean) => (ok ? 'met' : 'NOT MET');

/** One line per page, as `npm run bench` prints it: each target's figure and whether it is met. */
export function formatLighthouse(figure: LighthouseFigure): string {
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const v = lighthouseVerdicts(figure);
  return (
    `${figure.path.padEnd(16)} performance ${String(figure.performance).padStart(3)} ${mark(v.performance).padEnd(7)}  ` +
    `LCP ${s(figure.lcpMs)} ${mark(v.lcpMs).padEnd(7)}  TBT ${String(Math.round(figure.tbtMs)).padStart(4)} ms ${mark(v.tbtMs).padEnd(7)}  ` +
    `CLS ${figure.cls.toFixed(3)} ${mark(v.cls).padEnd(7)}  accessibility ${String(figure.accessibility).padStart(3)} ${mark(v.accessibility).padEnd(7)}  ` +
    `(FCP ${s(figure.fcpMs)}, ${figure.transferKb.toFixed(0)} KB transferred)`
  );
}

/** The targets, then one line per page and the overall verdict. */
export function formatLighthouseReport(figures: readonly LighthouseFigure[], runs: number): string[] {
  const t = LIGHTHOUSE_TARGETS;
  const all = figures.every((f) => Object.values(lighthouseVerdicts(f)).every(Boolean));
  return [
    `median of ${runs} run${runs === 1 ? '' : 's'} per page; targets: performance ≥ ${t.performance}, LCP ≤ ${(t.lcpMs / 1000).toFixed(1)} s, TBT ≤ ${t.tbtMs} ms, CLS ≤ ${t.cls}, accessibility ${t.accessibility}`,
    ...figures.map(formatLighthouse),
    `every Lighthouse target on every page: ${mark(all && figures.length > 0)}`,
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE = '1';
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const webDist = process.env.BENCH_WEB_DIST ? resolve(process.env.BENCH_WEB_DIST) : undefined;
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
  for (const line of formatLighthouseReport(await benchLighthouse({ webDist, runs }), runs)) console.log(line);
  process.exit(0);
}
