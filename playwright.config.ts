import { defineConfig, devices } from '@playwright/test';

const baseURL = process.env.E2E_BASE_URL ?? 'http://localhost:3100';

/** Debian's chromium (Playwright cannot download its own browser here); see README. */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic', '--no-first-run', '--disable-component-update', '--disable-sync'],
};

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-results.json' }]],
  use: {
    baseURL,
    locale: 'en-US',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    // Tests that move the server clock (tests/e2e/support/server-clock.ts) carry @server-clock: the move is
    // global to the server, so they run as this project's "teardown", after every other test (even failed
    // ones), one at a time. Running only their files runs only them.
    { name: 'chromium', grepInvert: /@server-clock/, teardown: 'server-clock', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions } },
    { name: 'server-clock', grep: /@server-clock/, workers: 1, use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions } },
  ],
  // With E2E_BASE_URL set, the tests run against a server someone else started (e.g. `vite preview`).
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: 'npx tsx infra/local/start.ts',
        url: 'http://localhost:3100/api/health',
        env: { PORT: '3100', FORKSURE_DATA_DIR: '.data-e2e' },
        reuseExistingServer: !process.env.CI,
        timeout: 180_000,
      },
});
