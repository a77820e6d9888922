import assert from 'node:assert/strict';
import { test } from 'node:test';
import { planStatusOf } from './plan-status';

const END = '2030-01-31T00:00:00.000Z';
const pro = { subscribed: true, subscription_tier: 'pro', subscription_end: END } as const;

test('a paid plan renews on its end date unless canceled at the period end, then it ends on it', () => {
  assert.deepEqual(planStatusOf(pro), { kind: 'active', date: END });
  assert.deepEqual(planStatusOf({ ...pro, status: 'active', cancel_at_period_end: false }), { kind: 'active', date: END });
  assert.deepEqual(planStatusOf({ ...pro, status: 'trialing' }), { kind: 'active', date: END });
  assert.deepEqual(planStatusOf({ ...pro, status: 'active', cancel_at_period_end: true }), { kind: 'ending', date: END });
});

test('a failed payment shows the past-due warning, before the ending date', () => {
  for (const status of ['past_due', 'unpaid', 'incomplete'] as const) {
    assert.deepEqual(planStatusOf({ ...pro, status, cancel_at_period_end: true }), { kind: 'pastDue', date: END }, status);
  }
});

test('Free, or not subscribed, has no date', () => {
  assert.deepEqual(planStatusOf({ subscribed: false, subscription_tier: 'free', subscription_end: null }), { kind: 'free' });
  assert.deepEqual(planStatusOf({ ...pro, subscribed: false }), { kind: 'free' });
});
