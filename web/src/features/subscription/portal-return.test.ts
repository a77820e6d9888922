import assert from 'node:assert/strict';
import { test } from 'node:test';
import { rememberPortalOpen, takePortalReturn } from './portal-return';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k) };
}

test('a return from the portal is seen once, by the user who opened it', () => {
  const storage = memoryStorage();
  assert.equal(takePortalReturn(storage, 'u1'), false, 'nothing opened');
  rememberPortalOpen(storage, 'u1');
  assert.equal(takePortalReturn(storage, null), false, 'not known yet (signing in): the mark waits');
  assert.equal(takePortalReturn(storage, 'u1'), true);
  assert.equal(takePortalReturn(storage, 'u1'), false, 'used up');
  rememberPortalOpen(storage, 'u1');
  assert.equal(takePortalReturn(storage, 'u2'), false, 'another account');
  assert.equal(takePortalReturn(storage, 'u1'), false, 'removed by that read');
  assert.equal(takePortalReturn(null, 'u1'), false);
});
