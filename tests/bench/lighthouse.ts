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
import { signInAndStoreSearch } from './support/signed-in-page';

/**
 * Lighthouse 13 (default mobile profile: Moto G power screen, simulated slow 4G and 4x CPU slowdown)
 * in Debian's Chromium against the local runtime, which serves the built web app as `npm start`
 * does. Public pages are audited as a first-time visitor (storage and cache reset). /home and
 * /search-results need a session: a confirmed account signs in on /auth (Playwright over the same
 * browser), a search's results are stored as the app stores them, then each page is audited with
 * its storage kept and the HTTP cache emptied. `BENCH_LIGHTHOUSE_RUNS` (default 1) runs each page
 * that many times and reports the median of each figure. `BENCH_LIGHTHOUSE_REPORTS=DIR` keeps each
 * run's full report there (JSON: layout shifts, unused JavaScript...). Figures, not pass/fail.
 */
const repoRoot = resolve(import.meta.dirname, '..', '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PUBLIC_PAGES = ['/welcome', '/pricing', '/auth'];
const SIGNED_IN_PAGES = ['/home', '/search-results'];


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

export async function benchLighthouse(options: { webDist?: string; runs?: number } = {}): Promise<LighthouseFigure[]> {
  const runs = options.runs ?? Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1);
  const webDist = options.webDist ?? ensureWebBuild(repoRoot, () => undefined);
  const dataDir = mkdtempSync(join(tmpdir(), 'forksure-bench-lighthouse-'));
  seedOsmPlaces(DEFAULT_OSM_SEED_DIR(repoRoot), join(dataDir, 'places'));
  const runtime = await startLocalRuntime({ port: 0, dataDir, repoRoot, webDist, log: () => undefined });
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
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
    for (const path of PUBLIC_PAGES) results.push(await audit(path, false));
    await signInAndSearch(runtime, chrome.port);
    for (const path of SIGNED_IN_PAGES) results.push(await audit(path, true));
    return results;
  } finally {
    chrome.kill();
    await runtime.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function auditPage(url: string, path: string, port: number, keepStorage: boolean): Promise<LighthouseFigure> {
  const flags: Flags = { port, logLevel: 'error', output: 'json', onlyCategories: ['performance', 'accessibility'], disableStorageReset: keepStorage };
  const result = await lighthouse(url, flags);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  const reports = process.env.BENCH_LIGHTHOUSE_REPORTS;
  if (reports) {
    mkdirSync(reports, { recursive: true });
    writeFileSync(join(reports, `${path.slice(1).replace(/\W+/g, '-')}-${Date.now()}.json`), JSON.stringify(lhr));
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

/** Signs a confirmed (not new) account in on /auth and stores a search's results as the app does. */
async function signInAndSearch(runtime: LocalRuntime, port: number): Promise<void> {
  const user = await createTestUser(runtime, `lighthouse${Date.now()}`);
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await signInAndStoreSearch(page, runtime.url, user);
    await page.close();
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

/** One line per page, as `npm run bench` prints it. */
export function formatLighthouse(figure: LighthouseFigure): string {
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  return (
    `${figure.path.padEnd(16)} performance ${String(figure.performance).padStart(3)}  accessibility ${String(figure.accessibility).padStart(3)}  ` +
    `FCP ${s(figure.fcpMs)}  LCP ${s(figure.lcpMs)}  TBT ${Math.round(figure.tbtMs)} ms  CLS ${figure.cls.toFixed(3)}  ${figure.transferKb.toFixed(0)} KB transferred`
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE = '1';
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const webDist = process.env.BENCH_WEB_DIST ? resolve(process.env.BENCH_WEB_DIST) : undefined;
  for (const figure of await benchLighthouse({ webDist })) console.log(formatLighthouse(figure));
  process.exit(0);
}
