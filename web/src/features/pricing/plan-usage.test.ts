import assert from 'node:assert/strict';
import { test } from 'node:test';
import { usageLine } from './plan-usage';

test('usage against a limit: the share used, full and marked when over it', () => {
  assert.deepEqual(usageLine(3, 15), { used: 3, limit: 15, share: 0.2, over: false });
  assert.deepEqual(usageLine(5, 5), { used: 5, limit: 5, share: 1, over: false });
  assert.deepEqual(usageLine(8, 5), { used: 8, limit: 5, share: 1, over: true });
});

test('a limit of -1 is unlimited: no share, never over', () => {
  assert.deepEqual(usageLine(42, -1), { used: 42, limit: null, share: null, over: false });
});
