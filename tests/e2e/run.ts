/**
 * `npm run test:e2e`: Playwright in Chromium against `npm start` (started by playwright.config.ts on
 * port 3100 with its own data dir, or reused when already running). Extra arguments go to Playwright.
 * Ends with the line `N passed, N failed` (`, N skipped` when tests did not run), read from the JSON
 * report, after the list of skipped tests (with their reasons) and of tests that passed only on a
 * retry (flaky). With CI=true a skipped test counts as failed: CI installs every tool the tests use.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { readPlaywrightSummary } from '../runner/playwright-summary';
import { describeNotRun } from '../runner/tap-summary';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `Chromium not found at ${chromium}. Install Debian's package (apt-get install -y chromium fonts-noto-cjk fonts-noto-color-emoji), ` +
      'or set CHROMIUM_PATH, or where downloads work run `npx playwright install chromium` and point CHROMIUM_PATH at it.',
  );
  console.log('0 passed, 1 failed');
  process.exit(1);
}

const reportFile = 'test-results/e2e-results.json';
rmSync(reportFile, { force: true }); // never report a previous run's numbers
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit' });

const summary = existsSync(reportFile) ? readPlaywrightSummary(JSON.parse(readFileSync(reportFile, 'utf8'))) : null;
const passed = summary?.passed ?? 0;
let failed = summary?.failed ?? 0;
if (result.status !== 0 && failed === 0) failed = 1; // no report, or a crash the report does not show
const skipped = summary?.skipped ?? [];
for (const line of describeNotRun(skipped)) console.log(`  skipped: ${line}`);
for (const name of summary?.flaky ?? []) console.log(`  flaky (passed on retry): ${name}`);
if (summary?.flaky.length) console.log(`${summary.flaky.length} flaky`);
if (process.env.CI && process.env.CI !== 'false' && skipped.length > 0) {
  console.log(`CI: ${skipped.length} skipped counted as failed (CI has every tool; a skip there hides a check).`);
  failed += skipped.length;
}
console.log(`${passed} passed, ${failed} failed${skipped.length ? `, ${skipped.length} skipped` : ''}`);
process.exit(failed > 0 ? 1 : (result.status ?? 1));
