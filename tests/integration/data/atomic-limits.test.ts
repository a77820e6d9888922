import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { decrementFloorZero, incrementWithinLimit } from '../../../functions/lib/data/limits';
import { LimitReachedError } from '../../../functions/lib/errors';
import { UNLIMITED } from '../../../shared/domain/plans';
import { useEmbeddedTable } from './embedded-table';

const table = useEmbeddedTable();
const key = (name: string) => ({ pk: `TEST#${name}`, sk: 'COUNTER' });

async function stored(name: string, attribute = 'count'): Promise<unknown> {
  const { Item } = await table.db().client.send(new GetCommand({ TableName: table.db().tableName, Key: key(name), ConsistentRead: true }));
  return Item?.[attribute];
}

describe('incrementWithinLimit', () => {
  test('50 concurrent increments against a limit of 5: exactly 5 succeed, 45 get LimitReachedError', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => incrementWithinLimit(table.db(), { key: key('race'), counter: 'count', limit: 5 })),
    );
    const succeeded = results.filter((r) => r.status === 'fulfilled');
    const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    assert.equal(succeeded.length, 5);
    assert.equal(rejected.length, 45);
    for (const { reason } of rejected) {
      assert.ok(reason instanceof LimitReachedError, `clean limit error, got ${String(reason)}`);
      assert.equal(reason.counter, 'count');
      assert.equal(reason.limit, 5);
    }
    // Each success saw a distinct new value 1..5, and the stored value is exactly the limit.
    assert.deepEqual(succeeded.map((r) => (r as PromiseFulfilledResult<number>).value).sort(), [1, 2, 3, 4, 5]);
    assert.equal(await stored('race'), 5);
  });

  test('extraSet is written every time, setIfMissing only on creation', async () => {
    const db = table.db();
    await incrementWithinLimit(db, { key: key('extras'), counter: 'count', limit: 3, extraSet: { touched: 'one' }, setIfMissing: { createdBy: 'first' } });
    await incrementWithinLimit(db, { key: key('extras'), counter: 'count', limit: 3, extraSet: { touched: 'two' }, setIfMissing: { createdBy: 'second' } });
    assert.equal(await stored('extras', 'touched'), 'two');
    assert.equal(await stored('extras', 'createdBy'), 'first');
  });

  test('by > 1 must fit entirely under the limit', async () => {
    const db = table.db();
    assert.equal(await incrementWithinLimit(db, { key: key('by'), counter: 'count', limit: 5, by: 3 }), 3);
    await assert.rejects(incrementWithinLimit(db, { key: key('by'), counter: 'count', limit: 5, by: 3 }), LimitReachedError);
    assert.equal(await incrementWithinLimit(db, { key: key('by'), counter: 'count', limit: 5, by: 2 }), 5);
    await assert.rejects(incrementWithinLimit(db, { key: key('by-too-big'), counter: 'count', limit: 2, by: 3 }), LimitReachedError);
    assert.equal(await stored('by-too-big'), undefined, 'nothing written when by exceeds the limit');
  });

  test('a limit of 0 refuses at once; unlimited (-1) never refuses', async () => {
    const db = table.db();
    await assert.rejects(incrementWithinLimit(db, { key: key('zero'), counter: 'count', limit: 0 }), LimitReachedError);
    const values = await Promise.all(Array.from({ length: 20 }, () => incrementWithinLimit(db, { key: key('free'), counter: 'count', limit: UNLIMITED })));
    assert.equal(Math.max(...values), 20);
    assert.equal(await stored('free'), 20);
  });
});

describe('decrementFloorZero', () => {
  test('takes back what was taken, then stays at 0', async () => {
    const db = table.db();
    await incrementWithinLimit(db, { key: key('down'), counter: 'count', limit: 5, by: 2 });
    assert.equal(await decrementFloorZero(db, { key: key('down'), counter: 'count' }), 1);
    assert.equal(await decrementFloorZero(db, { key: key('down'), counter: 'count' }), 0);
    assert.equal(await decrementFloorZero(db, { key: key('down'), counter: 'count' }), 0);
    assert.equal(await stored('down'), 0);
  });

  test('a larger step clamps to 0 instead of going negative', async () => {
    const db = table.db();
    await incrementWithinLimit(db, { key: key('clamp'), counter: 'count', limit: 5, by: 2 });
    assert.equal(await decrementFloorZero(db, { key: key('clamp'), counter: 'count', by: 5 }), 0);
    assert.equal(await stored('clamp'), 0);
  });

  test('concurrent decrements never go below 0', async () => {
    const db = table.db();
    await incrementWithinLimit(db, { key: key('many-down'), counter: 'count', limit: 10, by: 3 });
    await Promise.all(Array.from({ length: 10 }, () => decrementFloorZero(db, { key: key('many-down'), counter: 'count' })));
    assert.equal(await stored('many-down'), 0);
  });

  test('a missing counter is not created', async () => {
    assert.equal(await decrementFloorZero(table.db(), { key: key('never'), counter: 'count' }), 0);
    assert.equal(await stored('never'), undefined);
  });

  test('after a decrement the freed unit can be taken again, up to the limit', async () => {
    const db = table.db();
    for (let i = 0; i < 2; i++) await incrementWithinLimit(db, { key: key('refill'), counter: 'count', limit: 2 });
    await decrementFloorZero(db, { key: key('refill'), counter: 'count' });
    assert.equal(await incrementWithinLimit(db, { key: key('refill'), counter: 'count', limit: 2 }), 2);
    await assert.rejects(incrementWithinLimit(db, { key: key('refill'), counter: 'count', limit: 2 }), LimitReachedError);
  });
});
