import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { JSONReportSpec, JSONReportTest } from '@playwright/test/reporter';
import { readPlaywrightSummary } from './playwright-summary';

// The parts of a Playwright 1.56 JSON report read here, as it wrote them for a spec file with a
// conditional skip, a declared skip, a fixme, a test that passed on its retry and a plain pass.
const spec = (title: string, status: JSONReportTest['status'], annotations: { type: string; description?: string }[] = [], results = 1) =>
  ({ title, tests: [{ status, annotations, results: Array.from({ length: results }, () => ({ annotations })) }] }) as unknown as JSONReportSpec;

const report = {
  stats: { startTime: '', duration: 1, expected: 1, skipped: 3, unexpected: 0, flaky: 1 },
  suites: [
    {
      title: 'voice.spec.ts',
      specs: [],
      suites: [
        {
          title: 'voice search',
          specs: [
            spec('hears a dish', 'skipped', [{ type: 'skip', description: 'espeak-ng is not installed' }]),
            spec('declared skip', 'skipped', [{ type: 'skip' }]),
            spec('not yet', 'skipped', [{ type: 'fixme' }]),
            spec('flaky one', 'flaky', [], 2),
            spec('passes', 'expected'),
          ],
        },
      ],
    },
  ],
} as unknown as Parameters<typeof readPlaywrightSummary>[0];

test('skipped tests are listed with the reason their skip or fixme gave', () => {
  assert.deepEqual(readPlaywrightSummary(report).skipped, [
    { name: 'voice.spec.ts › voice search › hears a dish', reason: 'espeak-ng is not installed', suite: false },
    { name: 'voice.spec.ts › voice search › declared skip', reason: 'skip', suite: false },
    { name: 'voice.spec.ts › voice search › not yet', reason: 'fixme', suite: false },
  ]);
});

test('a test that passed only on its retry is flaky: listed, and counted as passed', () => {
  const summary = readPlaywrightSummary(report);
  assert.deepEqual(summary.flaky, ['voice.spec.ts › voice search › flaky one']);
  assert.equal(summary.passed, 2);
  assert.equal(summary.failed, 0);
});

test('an error outside any test (the web server never started) fails the run', () => {
  assert.equal(readPlaywrightSummary({ ...report, errors: [{ message: 'Timed out waiting for the web server' }] }).failed, 1);
});
