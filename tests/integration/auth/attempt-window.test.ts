import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { takeWindowAttempt, clearWindowAttempts, type AttemptWindow } from '../../../functions/lib/data/attempt-window';
import { useEmbeddedTable } from '../data/embedded-table';
import { rawItem } from './support';

/** The attempt window behind the password-change lockout, against the embedded DynamoDB and an injected clock. */
const table = useEmbeddedTable();
let counter = 0;
const windowFor = (): AttemptWindow => ({ key: { pk: `USER#window-${++counter}`, sk: 'ATTEMPTS#test' }, entity: 'test', maxAttempts: 5, windowSeconds: 15 * 60 });
const at = (iso: string) => new Date(Date.parse(iso));

describe('attempt window: 5 per 15 minutes', () => {
  test('the 6th attempt is refused until 15 minutes after the first, then a new window opens', async () => {
    const w = windowFor();
    for (let attempt = 1; attempt <= 5; attempt++) {
      assert.deepEqual(await takeWindowAttempt(table.db(), w, at(`2030-01-01T10:0${attempt - 1}:00Z`)), { allowed: true, attempt });
    }
    assert.deepEqual(await takeWindowAttempt(table.db(), w, at('2030-01-01T10:06:00Z')), { allowed: false, retryAfterSeconds: 9 * 60 });
    assert.deepEqual(await takeWindowAttempt(table.db(), w, at('2030-01-01T10:14:59Z')), { allowed: false, retryAfterSeconds: 1 });
    assert.deepEqual(await takeWindowAttempt(table.db(), w, at('2030-01-01T10:15:00Z')), { allowed: true, attempt: 1 });
  });

  test('150 parallel attempts, with no window and with an ended one: exactly 5 allowed each time', async () => {
    const w = windowFor();
    for (const now of [at('2030-01-01T10:00:00Z'), at('2030-01-01T10:20:00Z')]) {
      const results = await Promise.all(Array.from({ length: 150 }, () => takeWindowAttempt(table.db(), w, now)));
      const allowed = results.filter((r) => r.allowed).map((r) => (r.allowed ? r.attempt : 0));
      assert.deepEqual(allowed.toSorted(), [1, 2, 3, 4, 5], now.toISOString());
      for (const r of results) if (!r.allowed) assert.equal(r.retryAfterSeconds, 15 * 60);
      assert.equal((await rawItem(table.db(), w.key))?.attempts, 5);
    }
  });

  test('clearing starts the count over', async () => {
    const w = windowFor();
    const now = at('2030-01-01T10:00:00Z');
    for (let attempt = 1; attempt <= 5; attempt++) await takeWindowAttempt(table.db(), w, now);
    await clearWindowAttempts(table.db(), w.key);
    assert.deepEqual(await takeWindowAttempt(table.db(), w, now), { allowed: true, attempt: 1 });
  });
});
