/**
 * What a node:test TAP report says beyond pass and fail: the tests (and suites) that did not run.
 * node counts skipped tests in `# skipped`, but a skipped `describe` never runs its tests, so they
 * appear in no count: the skip lines themselves are the reliable record, so they are read here.
 */
export interface NotRun {
  name: string;
  reason: string;
  /** A skipped suite stands for all the tests inside it. */
  suite: boolean;
}

export interface TapSummary {
  passed: number;
  failed: number;
  skipped: NotRun[];
  todo: NotRun[];
}

export function readTapSummary(tap: string): TapSummary {
  const count = (label: string) => Number(new RegExp(`^# ${label} (\\d+)`, 'm').exec(tap)?.[1] ?? 0);
  const skipped: NotRun[] = [];
  const todo: NotRun[] = [];
  const lines = tap.split('\n');
  lines.forEach((line, i) => {
    const match = /^\s*(?:not )?ok \d+ - (.*?) # (SKIP|TODO)\b ?(.*)$/.exec(line);
    if (!match) return;
    const entry = { name: match[1]!.replace(/\\#/g, '#'), reason: match[3]!.trim(), suite: isSuite(lines, i + 1) };
    (match[2] === 'SKIP' ? skipped : todo).push(entry);
  });
  // A cancelled test (a timeout, a file that crashed mid-way) did not pass: it counts as failed.
  return { passed: count('pass'), failed: count('fail') + count('cancelled'), skipped, todo };
}

/** The YAML block after a result line says `type: 'suite'` for a describe. */
function isSuite(lines: string[], from: number): boolean {
  if (!/^\s*---$/.test(lines[from] ?? '')) return false;
  for (let i = from + 1; i < lines.length && !/^\s*\.\.\.$/.test(lines[i]!); i += 1) {
    if (/^\s*type: 'suite'$/.test(lines[i]!)) return true;
  }
  return false;
}

/** One line per test that did not run: `name (suite): reason`. */
export function describeNotRun(entries: NotRun[]): string[] {
  return entries.map((e) => `${e.name}${e.suite ? ' (whole suite)' : ''}: ${e.reason || 'no reason given'}`);
}
