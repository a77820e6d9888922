/** @jest-environment jsdom */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { QueryClient } from '@tanstack/react-query';
import { keepOfflineCopies } from '@/lib/offline-copies';
import { clearStoredAuthEntries } from './amplify-session';

// product-rules §3.4 and §3.6: sign-out (and account deletion, which signs out) leaves no session and no
// health data on the device.
test("the sign-out clean-up removes the tokens and the account's offline copies, and keeps the device's settings", () => {
  window.localStorage.setItem('CognitoIdentityServiceProvider.client.LastAuthUser', 'u1');
  const client = new QueryClient();
  const stop = keepOfflineCopies(client, 'u1');
  client.setQueryData(['profile', 'u1'], { allergies: ['peanuts'] });
  client.setQueryData(['saved', 'u1'], { pages: [], pageParams: [] });
  stop();
  window.localStorage.setItem('forksure.language', 'ja');
  const holdingAllergies = Object.keys(window.localStorage).filter((key) => window.localStorage.getItem(key)?.includes('peanuts'));
  assert.equal(holdingAllergies.length, 1, `the profile is kept for offline use: ${holdingAllergies.join(', ')}`);

  clearStoredAuthEntries();

  assert.deepEqual(Object.keys(window.localStorage), ['forksure.language']);
});
