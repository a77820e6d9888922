/// <reference types="node" />
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { QueryClient } from '@tanstack/react-query';
import type { SubscriptionStatus } from '@shared/api/auth';
import { FREE_STATUS, readCachedSubscription, writeCachedSubscription } from './subscription-cache';
import { subscriptionQuery, type SubscriptionSource } from './subscription-query';

const PRO: SubscriptionStatus = { subscribed: true, subscription_tier: 'pro', subscription_end: '2030-01-01T00:00:00.000Z' };
const MINUTE = 60_000;
const ANA = { userId: 'u-ana', email: 'ana@example.com' };

function setup(answer: () => Promise<SubscriptionStatus>) {
  const items = new Map<string, string>();
  const storage = {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
  const calls = { fetches: 0, changes: 0 };
  const source: SubscriptionSource = {
    storage,
    fetchStatus: () => {
      calls.fetches += 1;
      return answer();
    },
    now: Date.now,
  };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const query = (account = ANA) => subscriptionQuery(account, source, () => void (calls.changes += 1));
  return { storage, calls, client, query };
}

test('a status stored under 5 minutes ago for this email is used without asking the server', async () => {
  const { storage, calls, client, query } = setup(async () => FREE_STATUS);
  writeCachedSubscription(storage, ANA.email, PRO, Date.now() - 4 * MINUTE);
  assert.deepEqual(await client.fetchQuery(query()), PRO);
  assert.equal(calls.fetches, 0);
});

test('a status stored 5 minutes ago or more, or in the future, is checked again and the answer stored', async () => {
  for (const age of [5 * MINUTE, 30 * MINUTE, -MINUTE]) {
    const { storage, calls, client, query } = setup(async () => PRO);
    writeCachedSubscription(storage, ANA.email, FREE_STATUS, Date.now() - age);
    assert.deepEqual(await client.fetchQuery(query()), PRO, `age ${age}`);
    assert.equal(calls.fetches, 1);
    assert.deepEqual(readCachedSubscription(storage, ANA.email)?.status, PRO);
  }
});

test('an answer is fresh for 5 minutes: asking again within them does not reach the server', async () => {
  const { calls, client, query } = setup(async () => PRO);
  await client.fetchQuery(query());
  await client.fetchQuery(query());
  assert.equal(calls.fetches, 1);
});

test('the cache is per user: another account never gets the stored status of the first', async () => {
  const { storage, calls, client, query } = setup(async () => FREE_STATUS);
  writeCachedSubscription(storage, ANA.email, PRO, Date.now());
  const bob = { userId: 'u-bob', email: 'bob@example.com' };
  assert.notDeepEqual(query(bob).queryKey, query().queryKey);
  assert.deepEqual(await client.fetchQuery(query(bob)), FREE_STATUS);
  assert.equal(calls.fetches, 1);
});

test('a failed check keeps the stored status, whatever its age', async () => {
  const { storage, client, query } = setup(async () => {
    throw new Error('501');
  });
  writeCachedSubscription(storage, ANA.email, PRO, Date.now() - 60 * MINUTE);
  await assert.rejects(client.fetchQuery(query()));
  assert.deepEqual(client.getQueryData(query().queryKey), PRO);
});

test('a check that changes the tier against the stored one calls onChange; the first check and an unchanged answer do not', async () => {
  const first = setup(async () => PRO);
  await first.client.fetchQuery(first.query());
  assert.equal(first.calls.changes, 0);

  const same = setup(async () => PRO);
  writeCachedSubscription(same.storage, ANA.email, PRO, Date.now() - 10 * MINUTE);
  await same.client.fetchQuery(same.query());
  assert.equal(same.calls.changes, 0);

  const upgraded = setup(async () => PRO);
  writeCachedSubscription(upgraded.storage, ANA.email, FREE_STATUS, Date.now() - 10 * MINUTE);
  await upgraded.client.fetchQuery(upgraded.query());
  assert.equal(upgraded.calls.changes, 1);
});
