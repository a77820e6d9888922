import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { codeHash, randomDigits, randomToken, resetTokenHash } from './keyed-hash';

const key = Buffer.from('a'.repeat(32));
const otherKey = Buffer.from('b'.repeat(32));
const binding = { purpose: 'reset', email: 'ana@example.com' };

test('a code hash is HMAC-SHA256: stable for the same inputs, and never the plain hash of the code', () => {
  const hash = codeHash(key, binding, '123456');
  assert.match(hash, /^[0-9a-f]{64}$/);
  assert.equal(codeHash(key, binding, '123456'), hash);
  assert.notEqual(hash, createHash('sha256').update('123456').digest('hex'));
  assert.equal(hash.includes('123456'), false);
});

test('the hash binds key, purpose, address, account and code', () => {
  const base = codeHash(key, binding, '123456');
  const variants = [
    codeHash(otherKey, binding, '123456'),
    codeHash(key, { ...binding, purpose: 'security' }, '123456'),
    codeHash(key, { ...binding, email: 'bob@example.com' }, '123456'),
    codeHash(key, { ...binding, userId: 'user-1' }, '123456'),
    codeHash(key, binding, '123457'),
  ];
  for (const variant of variants) assert.notEqual(variant, base);
  assert.equal(new Set(variants).size, variants.length);
});

test('reset token hashes bind flow and address', () => {
  const token = randomToken();
  const base = resetTokenHash(key, 'reset', 'ana@example.com', token);
  assert.notEqual(resetTokenHash(key, 'security', 'ana@example.com', token), base);
  assert.notEqual(resetTokenHash(key, 'reset', 'bob@example.com', token), base);
  assert.notEqual(resetTokenHash(otherKey, 'reset', 'ana@example.com', token), base);
});

test('random digits have the exact length, keep leading zeros and use every digit', () => {
  const seen = new Set<string>();
  for (let i = 0; i < 2000; i++) {
    const code = randomDigits(5);
    assert.match(code, /^\d{5}$/);
    for (const digit of code) seen.add(digit);
  }
  assert.equal(seen.size, 10);
  assert.match(randomDigits(6), /^\d{6}$/);
});

test('reset tokens are 32 random bytes in base64url', () => {
  const token = randomToken();
  assert.match(token, /^[A-Za-z0-9_-]{43}$/);
  assert.equal(Buffer.from(token, 'base64url').length, 32);
  assert.notEqual(randomToken(), token);
});
