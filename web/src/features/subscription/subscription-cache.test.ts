/// <reference types="node" />
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  FREE_STATUS,
  isCacheFresh,
  readCachedSubscription,
  subscriptionCacheKey,
  subscriptionChanged,
  writeCachedSubscription,
} from './subscription-cache';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

const PRO = { subscribed: true, subscription_tier: 'pro', subscription_end: '2030-01-01T00:00:00.000Z' } as const;

test('entries are kept per user email under forksure.subscription.<email>', () => {
  const storage = memoryStorage();
  writeCachedSubscription(storage, ' Ana@Example.com ', PRO, 1000);
  assert.equal(subscriptionCacheKey('Ana@Example.com'), 'forksure.subscription.ana@example.com');
  assert.deepEqual([...storage.items.keys()], ['forksure.subscription.ana@example.com']);
  assert.deepEqual(readCachedSubscription(storage, 'ana@example.com'), { status: PRO, checkedAt: 1000 });
  assert.equal(readCachedSubscription(storage, 'bob@example.com'), null);
});

test('an entry is fresh for 5 minutes, and never when it comes from the future', () => {
  const entry = { status: FREE_STATUS, checkedAt: 1_000_000 };
  assert.equal(isCacheFresh(entry, 1_000_000 + 5 * 60_000 - 1), true);
  assert.equal(isCacheFresh(entry, 1_000_000 + 5 * 60_000), false);
  assert.equal(isCacheFresh(entry, 999_999), false);
});

test('malformed entries are ignored and removed', () => {
  const storage = memoryStorage();
  const key = subscriptionCacheKey('a@b.co');
  for (const bad of ['not json', '{"status":{"subscribed":"yes"},"checkedAt":1}', '{"status":{"subscribed":true,"subscription_tier":"gold","subscription_end":null},"checkedAt":1}', '{"status":null}']) {
    storage.items.set(key, bad);
    assert.equal(readCachedSubscription(storage, 'a@b.co'), null, bad);
    assert.equal(storage.items.has(key), false, bad);
  }
});

test('storage that throws behaves as an empty cache', () => {
  const throwing = {
    getItem: () => {
      throw new Error('denied');
    },
    setItem: () => {
      throw new Error('denied');
    },
    removeItem: () => {
      throw new Error('denied');
    },
  };
  assert.equal(readCachedSubscription(throwing, 'a@b.co'), null);
  assert.doesNotThrow(() => writeCachedSubscription(throwing, 'a@b.co', PRO, 1));
  assert.equal(readCachedSubscription(null, 'a@b.co'), null);
});

test('a change of the subscribed flag or the tier counts; the end date alone does not', () => {
  assert.equal(subscriptionChanged(FREE_STATUS, PRO), true);
  assert.equal(subscriptionChanged(PRO, { ...PRO, subscription_tier: 'premium' }), true);
  assert.equal(subscriptionChanged(PRO, { ...PRO, subscribed: false }), true);
  assert.equal(subscriptionChanged(PRO, { ...PRO, subscription_end: null }), false);
});

test('the provider status and the cancel-at-period-end flag survive the cache; malformed ones are dropped', () => {
  const storage = memoryStorage();
  const ending = { ...PRO, status: 'active', cancel_at_period_end: true } as const;
  writeCachedSubscription(storage, 'ana@example.com', ending, 1000);
  assert.deepEqual(readCachedSubscription(storage, 'ana@example.com')?.status, ending);
  storage.setItem(subscriptionCacheKey('bo@example.com'), JSON.stringify({ status: { ...PRO, status: 'gold', cancel_at_period_end: 'yes' }, checkedAt: 1 }));
  assert.deepEqual(readCachedSubscription(storage, 'bo@example.com')?.status, PRO);
});
