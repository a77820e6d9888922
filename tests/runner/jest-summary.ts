import type { NotRun, TapSummary } from './tap-summary';

/**
 * What a jest `--json` report says, in the same shape as a node:test TAP report (tap-summary.ts), so
 * `npm test` adds both into one line. A test file that failed to load (a syntax or import error) runs
 * no test and names none, so it counts as one failure; skipped and todo tests are listed by name.
 * The node:test shim (tests/jest/node-test-shim.ts) puts a skip or todo reason after ` # ` in the
 * test's title, so the reason is read back from there.
 */
interface JestAssertion {
  status: string;
  title: string;
  ancestorTitles?: string[];
}

interface JestFileResult {
  name: string;
  status: string;
  message?: string;
  assertionResults?: JestAssertion[];
}

interface JestReport {
  numPassedTests?: number;
  numFailedTests?: number;
  testResults?: JestFileResult[];
}

export function readJestSummary(json: string): TapSummary {
  let report: JestReport;
  try {
    report = JSON.parse(json) as JestReport;
  } catch {
    return { passed: 0, failed: 1, skipped: [], todo: [] };
  }
  const skipped: NotRun[] = [];
  const todo: NotRun[] = [];
  let failedFiles = 0;
  for (const file of report.testResults ?? []) {
    const assertions = file.assertionResults ?? [];
    if (file.status === 'failed' && !assertions.some((a) => a.status === 'failed')) failedFiles += 1;
    for (const assertion of assertions) {
      if (assertion.status !== 'pending' && assertion.status !== 'todo' && assertion.status !== 'skipped') continue;
      (assertion.status === 'todo' ? todo : skipped).push(notRun(assertion));
    }
  }
  return { passed: report.numPassedTests ?? 0, failed: (report.numFailedTests ?? 0) + failedFiles, skipped, todo };
}

/** A whole skipped suite shows as its stand-in test `(suite skipped)` under the suite's title. */
function notRun(assertion: JestAssertion): NotRun {
  const suite = assertion.title === '(suite skipped)';
  const titles = suite ? (assertion.ancestorTitles ?? []) : [...(assertion.ancestorTitles ?? []), assertion.title];
  const [name, ...reason] = (titles.at(-1) ?? '').split(' # ');
  return { name: [...titles.slice(0, -1), name].join(' > '), reason: reason.join(' # ').trim(), suite };
}
