import assert from 'node:assert/strict';
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
  assert.ok(existsSync(join(dir, MARKER_FILE)), 'a folder the runtime makes carries the marker');
  assert.equal(isRuntimeDataDir(dir).runtime, true);
});

test('an existing folder is used but never marked: with other files, empty, or holding runtime-named folders', () => {
  const mine = fresh();
  mkdirSync(mine);
  writeFileSync(join(mine, 'notes.txt'), 'x');
  const empty = fresh();
  mkdirSync(empty);
  const lookalike = fresh();
  mkdirSync(join(lookalike, 'dynamodb'), { recursive: true });
  writeFileSync(join(lookalike, 'code-hash-key'), 'k');
  for (const dir of [mine, empty, lookalike]) {
    prepareDataDir(dir);
    assert.ok(!existsSync(join(dir, MARKER_FILE)), dir);
    assert.equal(isRuntimeDataDir(dir).runtime, false, dir);
  }
  assert.deepEqual(isRuntimeDataDir(lookalike).entries, ['code-hash-key', 'dynamodb']);
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
  assert.ok(!existsSync(join(dir, LOCK_FILE)), 'the lock file is gone after release');
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
