import { defineConfig, devices } from '@playwright/test';

const baseURL = process.env.E2E_BASE_URL ?? 'http://localhost:3100';

/** Debian's chromium (Playwright cannot download its own browser here); see README. */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic', '--no-first-run', '--disable-component-update', '--disable-sync'],
};

/**
 * Tests that move the server clock (tests/e2e/support/server-clock.ts) carry @server-clock: the move is
 * global to the server, so they run in a project of their own, one at a time. A whole run (no files or
 * grep named, as `npm run test:e2e` and CI do) runs them as the main project's "teardown": after every
 * other test, even failed ones. A run that names files or a grep runs just what it names (a teardown
 * would pull in every clock test): name clock specs on their own, or other tests may see the moved clock.
 */
const cli = process.argv.includes('test') ? process.argv.slice(process.argv.indexOf('test') + 1) : [];
const selectsTests = cli.some(
  (arg, i) => /^(-g|--grep|--grep-invert|--last-failed|--only-changed)(=|$)/.test(arg) || (!arg.startsWith('-') && !/^-[^=]*$/.test(cli[i - 1] ?? '')),
);

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // Every test has a limit: 30 s unless its file sets its own (each with its measurement). The whole run has
  // one too: 3x the slowest full CI run measured (16.3 min), so a hang fails the run instead of holding CI.
  timeout: 30_000,
  globalTimeout: 50 * 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-results.json' }]],
  use: {
    baseURL,
    locale: 'en-US',
    // No service worker unless a spec asks (tests/e2e/offline.spec.ts): one installed by a test must never answer
    // another's requests (page.route does not see what a worker fetches, and its cache outlives a rebuild).
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    // Tests tagged @screenshots only take pictures for people to look at: they run when SCREENSHOT_DIR says where.
    { name: 'chromium', grepInvert: process.env.SCREENSHOT_DIR ? /@server-clock/ : [/@server-clock/, /@screenshots/], teardown: selectsTests ? undefined : 'server-clock', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions } },
    { name: 'server-clock', grep: /@server-clock/, workers: 1, use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions } },
  ],
  // With E2E_BASE_URL set, the tests run against a server someone else started (e.g. `vite preview`).
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: 'npx tsx infra/local/start.ts',
        url: 'http://localhost:3100/api/health',
        // Demo places on: most specs search towns the shipped data does not cover (New York, Berlin), and
        // check the demo labels; the default (off) is checked by tests/integration/places-no-data.test.ts
        // and the no-data page's component test.
        env: { PORT: '3100', FORKSURE_DATA_DIR: '.data-e2e', DEMO_PLACES: '1' },
        reuseExistingServer: !process.env.CI,
        timeout: 180_000,
      },
});
