import assert from 'node:assert/strict';
import { test } from 'node:test';
import { planCardAction } from './plan-action';

test('visitors: every card leads to /auth; the paid ones say Please log in to subscribe first', () => {
  assert.deepEqual(planCardAction('free', null), { kind: 'auth', needsLogin: false });
  assert.deepEqual(planCardAction('pro', null), { kind: 'auth', needsLogin: true });
  assert.deepEqual(planCardAction('premium', null), { kind: 'auth', needsLogin: true });
});

test('a Free user: Current Plan text on Free, Upgrade to Pro and Upgrade to Premium on the paid cards', () => {
  assert.deepEqual(planCardAction('free', 'free'), { kind: 'current' });
  assert.deepEqual(planCardAction('pro', 'free'), { kind: 'checkout', tier: 'pro' });
  assert.deepEqual(planCardAction('premium', 'free'), { kind: 'checkout', tier: 'premium' });
});

test('a paid user: Manage Subscription on every card, the Free card and the own plan included', () => {
  for (const user of ['pro', 'premium'] as const) {
    for (const card of ['free', 'pro', 'premium'] as const) {
      assert.deepEqual(planCardAction(card, user), { kind: 'portal' }, `${user} user, ${card} card`);
    }
  }
});
