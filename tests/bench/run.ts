import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { benchAllergenScan } from './allergen-scan';
import { formatFunctionBundles, measureFunctionBundles } from './function-bundles';
import { measureWebInitialBundle, WEB_INITIAL_JS_TARGET_BYTES } from './web-bundle';

/**
 * `npm run bench [-- part...]`: prints the figures and, for each of issue 19's targets, "met" or
 * "NOT MET" (reported, not asserted: benchmarks are not tests). With no part named (and no
 * BENCH_PARTS) every part runs, which takes long; `npm run bench -- lighthouse mix` runs only those.
 */
const PARTS = ['functions', 'web', 'routes', 'lighthouse', 'trace', 'scan', 'menus', 'search', 'mix'] as const;
type Part = (typeof PARTS)[number];

const repoRoot = resolve(import.meta.dirname, '..', '..');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mark = (ok: boolean) => (ok ? 'met' : 'NOT MET');

const named = process.argv.slice(2).length ? process.argv.slice(2) : (process.env.BENCH_PARTS ?? '').split(',').filter(Boolean);
const unknown = named.filter((p) => !(PARTS as readonly string[]).includes(p));
if (unknown.length) {
  console.error(`Unknown bench part(s): ${unknown.join(', ')}. Parts: ${PARTS.join(', ')}.`);
  process.exit(2);
}
const selected = new Set<Part>(named.length ? (named as Part[]) : PARTS);

console.log('Forksure benchmarks');
console.log(`node ${process.version}, ${new Date().toISOString()}, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}; parts: ${[...selected].join(', ')}\n`);

/**
 * A part that starts a local runtime runs in its own process: the functions keep their DynamoDB
 * client per process (as a warm Lambda container does), so a second runtime in one process would
 * find them pointing at the first one's closed port.
 */
function runAlone(file: string, failure: string, env: NodeJS.ProcessEnv = {}): void {
  const child = spawnSync(process.execPath, ['--import', 'tsx', resolve(repoRoot, 'tests', 'bench', file)], {
    cwd: repoRoot,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
    maxBuffer: 64 * 1024 * 1024,
  });
  for (const line of child.stdout.split('\n').filter(Boolean)) console.log(`  ${line}`);
  if (child.status !== 0) console.log(`  ${failure} (exit ${child.status}); see the errors above.`);
}

if (selected.has('functions')) {
  console.log('Function bundles (ESM, minified, AWS SDK bundled; target < 500 KB) and cold import (fresh node process, median of BENCH_IMPORT_RUNS):');
  for (const line of formatFunctionBundles(await measureFunctionBundles())) console.log(`  ${line}`);
  console.log('');
}

const webDist = resolve(repoRoot, 'web', 'dist');
if (selected.has('web') || selected.has('routes') || selected.has('lighthouse') || selected.has('trace')) {
  const build = spawnSync('npm', ['run', '--silent', 'build:web'], { cwd: repoRoot, stdio: 'ignore' });
  if (build.status !== 0) throw new Error('npm run build:web failed');
}

if (selected.has('web')) {
  console.log(`Web initial route, from index.html (entry + preloaded chunks, gzip -9; target < ${WEB_INITIAL_JS_TARGET_BYTES / 1024} KB):`);
  const web = measureWebInitialBundle();
  console.log(`  JS   ${kb(web.gzipBytes)} gzipped (${kb(web.rawBytes)} raw) in ${web.files.length} files  ${mark(web.gzipBytes < WEB_INITIAL_JS_TARGET_BYTES)}`);
  console.log(`  CSS  ${kb(web.cssGzipBytes)} gzipped\n`);
}

if (selected.has('routes')) {
  console.log('First download per page (Chromium, cold, every script to network idle, gzip -9; BENCH_WEB_TRACE=1 adds a 4x-CPU trace):');
  runAlone('web-routes.ts', 'The first-download benchmark failed', { BENCH_WEB_DIST: webDist });
  console.log('');
}

if (selected.has('lighthouse')) {
  console.log('Lighthouse 13, mobile profile (simulated slow 4G, 4x CPU), Chromium, local runtime:');
  runAlone('lighthouse.ts', 'Lighthouse failed', { BENCH_WEB_DIST: webDist });
  console.log('');
}

if (selected.has('trace')) {
  console.log('Where the signed-in pages block (performance trace with V8 samples; long tasks by CPU time x4, time per source):');
  runAlone('page-trace.ts', 'The page trace failed', { BENCH_WEB_DIST: webDist });
  console.log('');
}

if (selected.has('scan')) {
  console.log('Allergen scan on Open Food Facts ingredient lists (allergen tags as ground truth; target >= 50 MB/s):');
  for (const line of await benchAllergenScan()) console.log(`  ${line}`);
  console.log('');
}

if (selected.has('menus')) {
  console.log('Menu generation on the local runtime (POST /menus/generate, embedded providers, through the real handler):');
  runAlone('menu-generation.ts', 'Menu generation benchmark failed');
  console.log('');
}

if (selected.has('search')) {
  console.log('Search API alone on the local runtime (POST /places/search, 60 results scanned, 20 concurrent clients; target p95 < 150 ms):');
  runAlone('search-api.ts', 'Search benchmark failed');
  console.log('');
}

if (selected.has('mix')) {
  console.log('API load mix on the local runtime (BENCH_MIX_SECONDS per run, at BENCH_MIX_CLIENTS clients):');
  runAlone('api-mix.ts', 'API load mix failed');
}
