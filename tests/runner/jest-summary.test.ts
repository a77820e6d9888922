import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readJestSummary } from './jest-summary';

// A jest --json report: a passing file, a file with a failure, a skip with its reason, a todo, a
// whole skipped suite, and a file that failed to load (no test ran in it).
const REPORT = JSON.stringify({
  numPassedTests: 3,
  numFailedTests: 1,
  numPendingTests: 2,
  numTodoTests: 1,
  testResults: [
    { name: '/repo/a.test.ts', status: 'passed', assertionResults: [
      { status: 'passed', title: 'one', ancestorTitles: [] },
      { status: 'passed', title: 'two', ancestorTitles: ['group'] },
    ] },
    { name: '/repo/b.test.ts', status: 'failed', assertionResults: [
      { status: 'passed', title: 'three', ancestorTitles: [] },
      { status: 'failed', title: 'four', ancestorTitles: [] },
      { status: 'pending', title: 'recognises a word # needs espeak-ng', ancestorTitles: ['speech'] },
      { status: 'todo', title: 'later # not written yet', ancestorTitles: [] },
    ] },
    { name: '/repo/c.test.ts', status: 'passed', assertionResults: [
      { status: 'pending', title: '(suite skipped)', ancestorTitles: ['osm data # the test data folder is absent'] },
    ] },
    { name: '/repo/d.test.ts', status: 'failed', message: 'Cannot find module', assertionResults: [] },
  ],
});

test('passes and failures are jest\'s counts, plus one failure per file that could not load', () => {
  const summary = readJestSummary(REPORT);
  assert.equal(summary.passed, 3, 'passed tests');
  assert.equal(summary.failed, 2, 'one failed test and one file that ran nothing');
});

test('skipped tests and whole skipped suites are listed with their reasons; todos apart', () => {
  const summary = readJestSummary(REPORT);
  assert.deepEqual(summary.skipped, [
    { name: 'speech > recognises a word', reason: 'needs espeak-ng', suite: false },
    { name: 'osm data', reason: 'the test data folder is absent', suite: true },
  ]);
  assert.deepEqual(summary.todo, [{ name: 'later', reason: 'not written yet', suite: false }]);
});

test('a missing or cut-off report is a failure, never a pass', () => {
  assert.deepEqual(readJestSummary(''), { passed: 0, failed: 1, skipped: [], todo: [] });
  assert.deepEqual(readJestSummary('{"numPassedTests": 5, "testRes'), { passed: 0, failed: 1, skipped: [], todo: [] });
});
