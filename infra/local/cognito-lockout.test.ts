import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createSignInLockout } from './cognito-lockout';

test('attempts are counted before their passwords are checked: 100 in flight at once get 5 checks', () => {
  const lockout = createSignInLockout(() => 0);
  const attempts = Array.from({ length: 100 }, () => lockout.begin('pool/user:a'));
  assert.equal(attempts.filter((a) => a.allowed).length, 5);
  for (const attempt of attempts) if (attempt.allowed) attempt.settle(false);
  assert.equal(lockout.begin('pool/user:a').allowed, false, 'still locked once they failed');
  assert.equal(lockout.begin('pool/user:b').allowed, true, 'another account is not');
});

test('a success among the attempts in flight forgives the failures', () => {
  const lockout = createSignInLockout(() => 0);
  const attempts = Array.from({ length: 5 }, () => lockout.begin('k'));
  const [first] = attempts;
  if (!first?.allowed) throw new Error('the first attempt is allowed');
  first.settle(true);
  assert.equal(lockout.begin('k').allowed, true, 'no time has passed, yet the count started over');
});
