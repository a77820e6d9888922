/** @jest-environment jsdom */
import assert from 'node:assert/strict';
import { afterEach, test } from 'node:test';
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { clearOfflineCopies, keepOfflineCopies, OFFLINE_COPY_PREFIX, readOfflineCopy } from './offline-copies';

// product-rules §3.6: the signed-in pages' last answers are kept per user for offline use, and only theirs.

afterEach(() => {
  window.localStorage.clear();
  onlineManager.setOnline(true);
});

const offlineKeys = () => Object.keys(window.localStorage).filter((key) => key.startsWith(OFFLINE_COPY_PREFIX));

test("a kept read's answer is stored for its user with the time it came; other reads are not stored", () => {
  const client = new QueryClient();
  const stop = keepOfflineCopies(client, 'u1');
  client.setQueryData(['saved', 'u1'], { pages: [{ items: ['a'] }], pageParams: [null] }, { updatedAt: 1_700_000_000_000 });
  client.setQueryData(['history', 'u1'], { items: ['search'] });
  client.setQueryData(['profile', 'u2'], { username: 'someone else' });
  stop();
  assert.deepEqual(readOfflineCopy('u1', ['saved', 'u1']), { savedAt: 1_700_000_000_000, data: { pages: [{ items: ['a'] }], pageParams: [null] } });
  assert.equal(readOfflineCopy('u1', ['history', 'u1']), null);
  assert.equal(readOfflineCopy('u2', ['profile', 'u2']), null, "an answer keyed for another user is never kept under this one's session");
  assert.equal(offlineKeys().length, 1);
});

test('offline, a kept read with nothing in memory starts from its copy, marked with its time; online it does not', async () => {
  const first = new QueryClient();
  const stopFirst = keepOfflineCopies(first, 'u1');
  first.setQueryData(['profile', 'u1'], { username: 'ana' }, { updatedAt: 1_700_000_000_000 });
  stopFirst();

  onlineManager.setOnline(false);
  const offline = new QueryClient();
  keepOfflineCopies(offline, 'u1');
  const query = offline.getQueryCache().build(offline, { queryKey: ['profile', 'u1'], queryFn: () => Promise.reject(new Error('offline')) });
  assert.deepEqual(query.state.data, { username: 'ana' });
  assert.equal(query.state.dataUpdatedAt, 1_700_000_000_000);

  onlineManager.setOnline(true);
  const online = new QueryClient();
  keepOfflineCopies(online, 'u1');
  const fresh = online.getQueryCache().build(online, { queryKey: ['profile', 'u1'], queryFn: () => Promise.resolve({ username: 'ana' }) });
  assert.equal(fresh.state.data, undefined, 'online the page reads the server, never a copy');
});

test("another user's copies are dropped when a user's session starts, and never read for them", () => {
  const client = new QueryClient();
  keepOfflineCopies(client, 'u1');
  client.setQueryData(['profile', 'u1'], { allergies: ['peanuts'] });
  onlineManager.setOnline(false);
  const next = new QueryClient();
  keepOfflineCopies(next, 'u2');
  assert.deepEqual(offlineKeys(), [], "u1's health data is gone from the device");
  const query = next.getQueryCache().build(next, { queryKey: ['profile', 'u2'] });
  assert.equal(query.state.data, undefined);
});

test('clearing removes every copy (sign-out and account deletion call it through the stored-entries clean-up)', () => {
  const client = new QueryClient();
  keepOfflineCopies(client, 'u1');
  client.setQueryData(['profile', 'u1'], { allergies: ['peanuts'] });
  client.setQueryData(['savedIds', 'u1'], { ids: ['r1'] });
  window.localStorage.setItem('forksure.language', 'de');
  clearOfflineCopies();
  assert.deepEqual(offlineKeys(), []);
  assert.equal(window.localStorage.getItem('forksure.language'), 'de', 'other settings stay');
});
