import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { CLOCK_FILE_ENV, createFileClock, now, parseClockFile } from './clock';

const dir = mkdtempSync(join(tmpdir(), 'forksure-clock-'));
after(() => rmSync(dir, { recursive: true, force: true }));

const DAY_MS = 24 * 60 * 60 * 1000;
let files = 0;
/** A fresh file path per test, written the way the e2e helper writes it (temp file, then rename). */
const newFile = () => join(dir, `clock-${++files}.json`);
const write = (file: string, text: string) => {
  writeFileSync(`${file}.tmp`, text);
  renameSync(`${file}.tmp`, file);
};

/** A system clock the test steps by hand, and the warnings the clock logged. */
function harness(file: string) {
  let system = Date.UTC(2026, 0, 1);
  const warnings: string[] = [];
  const clock = createFileClock(file, { systemNow: () => system, warn: (m) => warnings.push(m) });
  return { clock, warnings, step: (ms: number) => (system += ms), system: () => system };
}

test('the offset in the file moves the clock by that much', () => {
  const file = newFile();
  write(file, JSON.stringify({ offsetMs: 15 * DAY_MS }));
  const { clock, system } = harness(file);
  assert.equal(clock.now().getTime(), system() + 15 * DAY_MS);
});

test('a missing file is no offset', () => {
  const { clock, system, warnings } = harness(newFile());
  assert.equal(clock.now().getTime(), system());
  assert.deepEqual(warnings, []);
});

test('a changed file is seen after the 100 ms recheck interval, not before', () => {
  const file = newFile();
  write(file, JSON.stringify({ offsetMs: DAY_MS }));
  const { clock, step } = harness(file);
  assert.equal(clock.offsetMs(), DAY_MS);
  write(file, JSON.stringify({ offsetMs: 15 * DAY_MS }));
  step(50);
  assert.equal(clock.offsetMs(), DAY_MS, 'looked at again at most every 100 ms');
  step(50);
  assert.equal(clock.offsetMs(), 15 * DAY_MS);
});

test('a removed file brings the system clock back', () => {
  const file = newFile();
  write(file, JSON.stringify({ offsetMs: DAY_MS }));
  const { clock, step, system } = harness(file);
  assert.equal(clock.offsetMs(), DAY_MS);
  rmSync(file);
  step(100);
  assert.equal(clock.now().getTime(), system());
});

test('a malformed file is no offset and one warning, however often the clock is read', () => {
  const file = newFile();
  write(file, '{"offsetMs": "15 days"}');
  const { clock, step, warnings } = harness(file);
  for (let i = 0; i < 5; i++) {
    assert.equal(clock.offsetMs(), 0);
    step(100);
  }
  assert.equal(warnings.length, 1);
  assert.match(warnings[0] ?? '', /clock-\d+\.json/);
  write(file, JSON.stringify({ offsetMs: 2 * DAY_MS }));
  step(100);
  assert.equal(clock.offsetMs(), 2 * DAY_MS, 'a fixed file is read again');
  write(file, 'not json');
  step(100);
  assert.equal(clock.offsetMs(), 0);
  assert.equal(warnings.length, 2, 'a newly broken file warns again');
});

test('only {"offsetMs": <finite number>} is a clock file', () => {
  assert.deepEqual(parseClockFile('{"offsetMs": -3600000}'), { offsetMs: -3600000 });
  for (const text of ['', 'null', '[]', '{}', '{"offsetMs": null}', '{"offsetMs": "1"}', '{"offsetMs": 1e999}']) {
    assert.equal(parseClockFile(text), null, text);
  }
});

test('now() is the system clock without FORKSURE_CLOCK_FILE, and follows the file with it', () => {
  const saved = process.env[CLOCK_FILE_ENV];
  try {
    delete process.env[CLOCK_FILE_ENV];
    assert.ok(Math.abs(now().getTime() - Date.now()) < 1000, `expected Math.abs(now().getTime() - Date.now()) < 1000; got Math.abs(now().getTime() - Date.now()) = ${inspect(Math.abs(now().getTime() - Date.now()))}`);
    const file = newFile();
    write(file, JSON.stringify({ offsetMs: 15 * DAY_MS }));
    process.env[CLOCK_FILE_ENV] = file;
    const moved = now().getTime() - Date.now();
    assert.ok(Math.abs(moved - 15 * DAY_MS) < 1000, `moved by ${moved} ms`);
  } finally {
    if (saved === undefined) delete process.env[CLOCK_FILE_ENV];
    else process.env[CLOCK_FILE_ENV] = saved;
  }
});
