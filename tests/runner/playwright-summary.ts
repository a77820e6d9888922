import type { JSONReport, JSONReportSuite } from '@playwright/test/reporter';
import type { NotRun } from './tap-summary';

/**
 * What Playwright's JSON report says beyond its counts: which tests were skipped (and why, from
 * their `skip`/`fixme` annotation) and which passed only on a retry (flaky).
 */
export interface PlaywrightSummary {
  /** Includes the flaky ones: they did pass in the end. */
  passed: number;
  failed: number;
  skipped: NotRun[];
  flaky: string[];
}

export function readPlaywrightSummary(report: Pick<JSONReport, 'suites' | 'stats'> & { errors?: unknown[] }): PlaywrightSummary {
  const skipped: NotRun[] = [];
  const flaky: string[] = [];
  const walk = (suite: JSONReportSuite, path: string[]) => {
    const here = suite.title ? [...path, suite.title] : path;
    for (const spec of suite.specs) {
      for (const t of spec.tests) {
        const name = [...here, spec.title].join(' › ');
        if (t.status === 'flaky') flaky.push(name);
        if (t.status !== 'skipped') continue;
        // test.skip(condition, reason) adds its annotation when it runs: look at the results too.
        const notes = [...t.annotations, ...t.results.flatMap((r) => r.annotations ?? [])];
        const note = notes.find((a) => a.type === 'skip' || a.type === 'fixme');
        skipped.push({ name, reason: note ? note.description || note.type : 'not run (the run stopped early?)', suite: false });
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites) walk(suite, []);
  const { stats } = report;
  // Errors outside any test (a web server that never started, a broken config) fail the run.
  const failed = stats.unexpected || (report.errors?.length ? 1 : 0);
  return { passed: stats.expected + stats.flaky, failed, skipped, flaky };
}
