import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CHECKOUT_FROM_KEY, rememberCheckoutStart, takeCheckoutStart, welcomesNewPlan } from './checkout-return';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

const pro = { subscribed: true, subscription_tier: 'pro', subscription_end: '2027-01-01T00:00:00Z' } as const;
const free = { subscribed: false, subscription_tier: 'free', subscription_end: null } as const;

test('the welcome needs the server to confirm an active subscription on another tier', () => {
  assert.equal(welcomesNewPlan('free', pro), true);
  assert.equal(welcomesNewPlan('pro', { ...pro, subscription_tier: 'premium' }), true);
  assert.equal(welcomesNewPlan('free', free), false, 'still free: no welcome');
  assert.equal(welcomesNewPlan('pro', pro), false, 'same tier');
  assert.equal(welcomesNewPlan('free', null), false, 'server not asked or failed (billing not built)');
  assert.equal(welcomesNewPlan(null, pro), false, 'no checkout started in this tab');
});

test('the tier before checkout is read once, for the same user only', () => {
  const storage = memoryStorage();
  rememberCheckoutStart(storage, 'u1', 'free');
  assert.equal(takeCheckoutStart(storage, 'u1'), 'free');
  assert.equal(takeCheckoutStart(storage, 'u1'), null, 'used up');
  rememberCheckoutStart(storage, 'u1', 'free');
  assert.equal(takeCheckoutStart(storage, 'u2'), null, 'another user');
  assert.equal(takeCheckoutStart(storage, 'u1'), null, 'removed by that read too');
  for (const raw of ['{', JSON.stringify({ userId: 'u1', tier: 'gold' })]) {
    storage.setItem(CHECKOUT_FROM_KEY, raw);
    assert.equal(takeCheckoutStart(storage, 'u1'), null, raw);
  }
  assert.equal(takeCheckoutStart(null, 'u1'), null);
});
