import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readTapSummary } from './tap-summary';

// A node:test TAP report: a skipped describe (its tests never run, no count names them), a skipped
// test, a dynamically skipped test, a todo, a pass, a cancelled test.
const TAP = `TAP version 13
# Subtest: osm data
ok 1 - osm data # SKIP the OpenStreetMap test data folder is absent
  ---
  duration_ms: 14.3
  type: 'suite'
  ...
# Subtest: speech
    # Subtest: recognises a word
    ok 1 - recognises a word # SKIP needs espeak-ng
      ---
      duration_ms: 15.5
      ...
    # Subtest: dynamic \\# skip
    ok 2 - dynamic \\# skip # SKIP
      ---
      duration_ms: 0.3
      ...
    # Subtest: later
    ok 3 - later # TODO not written yet
      ---
      duration_ms: 4.8
      ...
    # Subtest: runs
    ok 4 - runs
      ---
      duration_ms: 0.3
      type: 'test'
      ...
    1..4
ok 2 - speech
  ---
  duration_ms: 22.4
  type: 'suite'
  ...
1..2
# tests 5
# suites 2
# pass 1
# fail 0
# cancelled 1
# skipped 2
# todo 1
# duration_ms 698.0
`;

test('every skip line is a skipped entry, a skipped suite included (its tests are in no count)', () => {
  const summary = readTapSummary(TAP);
  assert.deepEqual(summary.skipped, [
    { name: 'osm data', reason: 'the OpenStreetMap test data folder is absent', suite: true },
    { name: 'recognises a word', reason: 'needs espeak-ng', suite: false },
    { name: 'dynamic # skip', reason: '', suite: false },
  ]);
  assert.deepEqual(summary.todo, [{ name: 'later', reason: 'not written yet', suite: false }]);
});

test('passed from "# pass"; failed is "# fail" plus "# cancelled"', () => {
  const summary = readTapSummary(TAP);
  assert.equal(summary.passed, 1);
  assert.equal(summary.failed, 1);
});

test('a report with no summary (a crash) counts nothing', () => {
  assert.deepEqual(readTapSummary(''), { passed: 0, failed: 0, skipped: [], todo: [] });
});
