/**
 * `npm run test:e2e`: Playwright in Chromium against `npm start` (started by playwright.config.ts on
 * port 3100 with its own data dir, or reused when already running). Extra arguments go to Playwright.
 * Ends with the line `N passed, N failed`, read from the JSON report.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

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

interface JsonReport {
  stats?: { expected?: number; unexpected?: number; flaky?: number; skipped?: number };
}
let passed = 0;
let failed = result.status === 0 ? 0 : 1;
if (existsSync(reportFile)) {
  const { stats } = JSON.parse(readFileSync(reportFile, 'utf8')) as JsonReport;
  passed = (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  failed = stats?.unexpected ?? failed;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(result.status ?? 1);
