import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { ProviderSubscription } from '../../providers/billing/port';
import { currentSubscription, subscriptionStateOf, tierOf } from './billing-subscription-state';

const prices = { pro: 'price_pro', premium: 'price_premium' };
const sub = (overrides: Partial<ProviderSubscription> = {}): ProviderSubscription => ({
  id: 'sub_1',
  customerId: 'cus_1',
  status: 'active',
  priceId: 'price_pro',
  planNames: [],
  currentPeriodEnd: 1_800_000_000,
  cancelAtPeriodEnd: false,
  created: 1_700_000_000,
  userId: 'u1',
  ...overrides,
});

test('tier from the configured price id', () => {
  assert.equal(tierOf(sub({ priceId: 'price_pro' }), prices), 'pro');
  assert.equal(tierOf(sub({ priceId: 'price_premium' }), prices), 'premium');
});

test('an unknown price: tier from the plan names with the spec normalisation (enterprise → premium, starter → pro, else free)', () => {
  assert.equal(tierOf(sub({ priceId: 'price_other', planNames: ['Enterprise'] }), prices), 'premium');
  assert.equal(tierOf(sub({ priceId: 'price_other', planNames: ['gold', 'Starter'] }), prices), 'pro');
  assert.equal(tierOf(sub({ priceId: 'price_other', planNames: ['gold'] }), prices), 'free');
  assert.equal(tierOf(sub({ priceId: '' }), { pro: '', premium: '' }), 'free', 'an unset price id matches nothing');
});

test('active, trialing and past_due keep the plan; canceled, unpaid, incomplete are free', () => {
  for (const status of ['active', 'trialing', 'past_due'] as const) assert.equal(subscriptionStateOf([sub({ status })], prices).tier, 'pro', status);
  for (const status of ['canceled', 'unpaid', 'incomplete', 'incomplete_expired', 'paused'] as const) {
    const state = subscriptionStateOf([sub({ status })], prices);
    assert.deepEqual([state.tier, state.subscribed], ['free', false], status);
  }
});

test('the current subscription is the newest that has not ended; a newer canceled one does not hide it', () => {
  const old = sub({ id: 'sub_old', status: 'canceled', created: 1 });
  const live = sub({ id: 'sub_live', status: 'active', created: 2, priceId: 'price_premium' });
  const newerCanceled = sub({ id: 'sub_new', status: 'canceled', created: 3 });
  assert.equal(currentSubscription([old, live, newerCanceled])!.id, 'sub_live');
  assert.equal(currentSubscription([old, newerCanceled])!.id, 'sub_new');
});

test('the stored state: period end as ISO, cancel at period end, no subscription = none', () => {
  assert.deepEqual(subscriptionStateOf([sub({ cancelAtPeriodEnd: true })], prices), {
    subscribed: true,
    tier: 'pro',
    status: 'active',
    subscriptionEnd: new Date(1_800_000_000 * 1000).toISOString(),
    cancelAtPeriodEnd: true,
    subscriptionId: 'sub_1',
  });
  assert.deepEqual(subscriptionStateOf([], prices), { subscribed: false, tier: 'free', status: 'none', subscriptionEnd: null, cancelAtPeriodEnd: false, subscriptionId: null });
});
