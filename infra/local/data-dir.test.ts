import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { DataDirInUseError, isRuntimeDataDir, LOCK_FILE, lockDataDir, lockHolder, MARKER_FILE, prepareDataDir } from './data-dir';

const root = mkdtempSync(join(tmpdir(), 'forksure-data-dir-'));
after(() => rmSync(root, { recursive: true, force: true }));
let n = 0;
const fresh = () => join(root, `d${n++}`);

test('a folder the runtime makes is marked as its own', () => {
  const dir = fresh();
  prepareDataDir(dir);
  assert.ok(existsSync(join(dir, MARKER_FILE)), `expected existsSync(join(dir, MARKER_FILE)); got ${inspect(existsSync(join(dir, MARKER_FILE)))}`);
  assert.deepEqual(isRuntimeDataDir(dir), { runtime: true, foreign: [] });
});

test('an existing folder with other files is used but never marked; one with only runtime data is adopted', () => {
  const mine = fresh();
  mkdirSync(mine);
  writeFileSync(join(mine, 'notes.txt'), 'x');
  prepareDataDir(mine);
  assert.ok(!existsSync(join(mine, MARKER_FILE)), `expected !existsSync(join(mine, MARKER_FILE)); got existsSync(join(mine, MARKER_FILE)) = ${inspect(existsSync(join(mine, MARKER_FILE)))}`);
  assert.deepEqual(isRuntimeDataDir(mine), { runtime: false, foreign: ['notes.txt'] });

  const older = fresh(); // made before the marker existed
  mkdirSync(join(older, 'dynamodb'), { recursive: true });
  writeFileSync(join(older, 'code-hash-key'), 'k');
  prepareDataDir(older);
  assert.ok(existsSync(join(older, MARKER_FILE)), `expected existsSync(join(older, MARKER_FILE)); got ${inspect(existsSync(join(older, MARKER_FILE)))}`);
});

test('a file where the folder should be is a clear error', () => {
  const file = fresh();
  writeFileSync(file, 'x');
  assert.throws(() => prepareDataDir(file), /is a file, not a folder/);
});

test('the lock holds our PID until released; a second lock names the holder', () => {
  const dir = fresh();
  prepareDataDir(dir);
  const lock = lockDataDir(dir);
  assert.equal(readFileSync(join(dir, LOCK_FILE), 'utf8').trim(), String(process.pid));
  assert.equal(lockHolder(dir), process.pid);
  assert.throws(() => lockDataDir(dir), (error: unknown) => error instanceof DataDirInUseError && error.pid === process.pid && /in use by another Forksure server \(PID \d+\)/.test(error.message));
  lock.release();
  assert.ok(!existsSync(join(dir, LOCK_FILE)), `expected !existsSync(join(dir, LOCK_FILE)); got existsSync(join(dir, LOCK_FILE)) = ${inspect(existsSync(join(dir, LOCK_FILE)))}`);
  assert.equal(lockHolder(dir), null);
});

test('a lock left by a process that is gone (crash, kill -9) is taken over', () => {
  const dir = fresh();
  prepareDataDir(dir);
  const gone = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
  writeFileSync(join(dir, LOCK_FILE), gone.stdout);
  assert.equal(lockHolder(dir), null);
  const lock = lockDataDir(dir);
  assert.equal(lockHolder(dir), process.pid);
  lock.release();
});
