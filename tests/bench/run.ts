import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { benchAllergenScan } from './allergen-scan';
import { formatFunctionBundles, measureFunctionBundles } from './function-bundles';
import { benchSearchApi } from './search-api';
import { measureWebInitialBundle, WEB_INITIAL_JS_TARGET_BYTES } from './web-bundle';

/** `npm run bench`: prints the figures; targets are reported, not asserted (they are not tests). */
const repoRoot = resolve(import.meta.dirname, '..', '..');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

console.log('Forksure benchmarks');
console.log(`node ${process.version}, ${new Date().toISOString()}\n`);

console.log('Function bundles (ESM, minified, AWS SDK bundled; target < 500 KB) and cold import (median):');
for (const line of formatFunctionBundles(await measureFunctionBundles())) console.log(`  ${line}`);
console.log('');

console.log('Web initial route (entry + preloaded chunks, gzip -9; target < 200 KB):');
const build = spawnSync('npm', ['run', '--silent', 'build:web'], { cwd: repoRoot, stdio: 'ignore' });
if (build.status !== 0) throw new Error('npm run build:web failed');
const web = measureWebInitialBundle();
console.log(`  JS   ${kb(web.gzipBytes)} gzipped (${kb(web.rawBytes)} raw) in ${web.files.length} files  ${web.gzipBytes < WEB_INITIAL_JS_TARGET_BYTES ? 'ok' : 'OVER TARGET'}`);
console.log(`  CSS  ${kb(web.cssGzipBytes)} gzipped`);

console.log('\nLighthouse 13, mobile profile (simulated slow 4G, 4x CPU), Chromium, local runtime; median of BENCH_LIGHTHOUSE_RUNS (default 1):');
// Its own process: the functions keep their DynamoDB client per process (as a warm Lambda container
// does), so a second runtime in this process would find them pointing at the first one's closed port.
const lighthouse = spawnSync(process.execPath, ['--import', 'tsx', resolve(repoRoot, 'tests', 'bench', 'lighthouse.ts')], {
  cwd: repoRoot,
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'inherit'],
  env: { ...process.env, BENCH_WEB_DIST: resolve(repoRoot, 'web', 'dist') },
});
for (const line of lighthouse.stdout.split('\n').filter(Boolean)) console.log(`  ${line}`);
if (lighthouse.status !== 0) console.log(`  Lighthouse failed (exit ${lighthouse.status}); see the errors above.`);

console.log('\nAllergen scan on Open Food Facts ingredient lists (allergen tags as ground truth; target >= 50 MB/s):');
for (const line of await benchAllergenScan()) console.log(`  ${line}`);

console.log('\nMenu generation on the local runtime (POST /menus/generate, embedded providers, through the real handler):');
// Its own process, as Lighthouse: a second runtime in this process would meet the first one's clients.
const menus = spawnSync(process.execPath, ['--import', 'tsx', resolve(repoRoot, 'tests', 'bench', 'menu-generation.ts')], {
  cwd: repoRoot,
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'inherit'],
});
for (const line of menus.stdout.split('\n').filter(Boolean)) console.log(`  ${line}`);
if (menus.status !== 0) console.log(`  Menu generation benchmark failed (exit ${menus.status}); see the errors above.`);

console.log('\nSearch API on the local runtime (POST /places/search, 60 results scanned, 20 concurrent clients; target p95 < 150 ms):');
for (const line of await benchSearchApi()) console.log(`  ${line}`);
