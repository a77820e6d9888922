import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CODE_RESEND_SECONDS, CODE_TTL_SECONDS } from '../../../../shared/domain/codes';
import { noteVerificationCodeSent, resendWaitSeconds, shouldSendOnOpen } from './verification-sends';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

const T = 1_800_000_000_000;

test('the first visit sends; later visits send nothing while that code is still valid', () => {
  const storage = memoryStorage();
  assert.equal(shouldSendOnOpen(storage, 'ana@example.com', T), true);
  noteVerificationCodeSent(storage, 'ana@example.com', T);
  assert.equal(shouldSendOnOpen(storage, 'ana@example.com', T + 1000), false);
  assert.equal(shouldSendOnOpen(storage, ' ANA@example.com ', T + (CODE_TTL_SECONDS - 1) * 1000), false, 'same address, other case');
  assert.equal(shouldSendOnOpen(storage, 'bob@example.com', T + 1000), true, 'another address');
});

test('once the code expired, a visit sends a fresh one', () => {
  const storage = memoryStorage();
  noteVerificationCodeSent(storage, 'ana@example.com', T);
  assert.equal(shouldSendOnOpen(storage, 'ana@example.com', T + CODE_TTL_SECONDS * 1000), true);
});

test('unreadable or future entries and blocked storage send', () => {
  const storage = memoryStorage();
  storage.setItem('forksure.verificationCodeSent.ana@example.com', 'soon');
  assert.equal(shouldSendOnOpen(storage, 'ana@example.com', T), true);
  noteVerificationCodeSent(storage, 'ana@example.com', T + 60_000);
  assert.equal(shouldSendOnOpen(storage, 'ana@example.com', T), true, 'clock moved back');
  const blocked = { getItem: () => { throw new Error('blocked'); }, setItem: () => { throw new Error('blocked'); } };
  noteVerificationCodeSent(blocked, 'ana@example.com', T);
  assert.equal(shouldSendOnOpen(blocked, 'ana@example.com', T), true);
  assert.equal(shouldSendOnOpen(null, 'ana@example.com', T), true);
});

test("a later visit's Resend waits out what is left of the server's resend wait", () => {
  const storage = memoryStorage();
  assert.equal(resendWaitSeconds(storage, 'ana@example.com', T), 0);
  noteVerificationCodeSent(storage, 'ana@example.com', T);
  assert.equal(resendWaitSeconds(storage, 'ana@example.com', T + 15_500), CODE_RESEND_SECONDS - 15);
  assert.equal(resendWaitSeconds(storage, 'ana@example.com', T + CODE_RESEND_SECONDS * 1000), 0);
});
