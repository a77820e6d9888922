import assert from 'node:assert/strict';
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { ensureCodeHashKey } from './code-hash-key';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'forksure-key-'));
  dirs.push(dir);
  return dir;
};
after(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

test('first call writes 32 random bytes, owner-only, and returns them as hex', () => {
  const dir = freshDir();
  const hex = ensureCodeHashKey(dir);
  const file = join(dir, 'code-hash-key');
  assert.match(hex, /^[0-9a-f]{64}$/);
  assert.equal(readFileSync(file).toString('hex'), hex);
  assert.equal(statSync(file).mode & 0o777, 0o600);
  assert.notEqual(ensureCodeHashKey(freshDir()), hex, 'each data directory gets its own key');
});

test('later calls reuse the key and tighten loose permissions', () => {
  const dir = freshDir();
  const first = ensureCodeHashKey(dir);
  const file = join(dir, 'code-hash-key');
  chmodSync(file, 0o644);
  assert.equal(ensureCodeHashKey(dir), first);
  assert.equal(statSync(file).mode & 0o777, 0o600);
});

test('a key file of the wrong size is refused with the fix', () => {
  const dir = freshDir();
  writeFileSync(join(dir, 'code-hash-key'), 'short');
  assert.throws(() => ensureCodeHashKey(dir), /must hold 32 bytes.*npm run reset/);
});
