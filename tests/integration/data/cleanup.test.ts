import { test } from 'node:test';
import assert from 'node:assert/strict';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { expiryAttributes, expiryBucket, keys, padEpoch } from '../../../functions/lib/data/keys';
import { incrementTotal } from '../../../functions/lib/data/user-totals-repository';
import { runCleanup } from '../../../functions/lib/services/operations/cleanup-service';
import { epochSeconds, utcDate } from '../../../shared/domain/utc-dates';
import { useEmbeddedTable } from './embedded-table';

const table = useEmbeddedTable();
const now = new Date('2025-06-10T12:00:00Z');
const at = (offsetSeconds: number) => epochSeconds(now) + offsetSeconds;

async function putItem(item: Record<string, unknown>) {
  await table.db().client.send(new PutCommand({ TableName: table.db().tableName, Item: item }));
}

async function exists(pk: string, sk: string): Promise<boolean> {
  const { Item } = await table.db().client.send(new GetCommand({ TableName: table.db().tableName, Key: { pk, sk }, ConsistentRead: true }));
  return Item !== undefined;
}

async function putExpiring(pk: string, sk: string, expiresAt: number) {
  await putItem({ pk, sk, entity: 'history', ...expiryAttributes({ pk, sk }, expiresAt) });
}

test('cleanup deletes only due items, keeps later and re-saved ones, and reconciles a drifted counter', async () => {
  // Due: earlier today, yesterday, and ten days ago (caught up by the lookback).
  await putExpiring('USER#c1', 'HIST#today', at(-60));
  await putExpiring('USER#c1', 'HIST#yesterday', at(-86_400));
  await putExpiring('USER#c1', 'HIST#old', at(-10 * 86_400));
  // Not due: later today and next week; a permanent item.
  await putExpiring('USER#c1', 'HIST#later-today', at(600));
  await putExpiring('USER#c1', 'HIST#next-week', at(7 * 86_400));
  await putItem({ pk: 'USER#c1', sk: 'SAVED#keep', entity: 'saved' });
  // Listed as due in the index, but saved again with a later expiry since: must be kept.
  await putItem({
    pk: 'USER#c1',
    sk: 'HIST#resaved',
    entity: 'history',
    expiresAt: at(14 * 86_400),
    gsi2pk: expiryBucket(utcDate(now)),
    gsi2sk: `${padEpoch(at(-30))}#USER#c1#HIST#resaved`,
  });

  // Counter drift: the totals item says 7 saved, but there are 3 SAVED# items (+1 expired one).
  const db = table.db();
  await incrementTotal(db, 'c2', 'saved', -1, new Date('2025-06-01T00:00:00Z'));
  await db.client.send(
    new UpdateCommand({ TableName: db.tableName, Key: keys.userTotals('c2'), UpdateExpression: 'SET saved = :seven', ExpressionAttributeValues: { ':seven': 7 } }),
  );
  for (const id of ['a', 'b', 'c']) await putItem({ pk: 'USER#c2', sk: `SAVED#${id}`, entity: 'saved' });
  await putItem({ pk: 'USER#c2', sk: 'SAVED#gone', entity: 'saved', expiresAt: at(-5) });
  // A user whose counter was just touched (a save may be half done) is left alone.
  await incrementTotal(db, 'c3', 'saved', -1, new Date(now.getTime() - 60_000));

  const summary = await runCleanup(db, { now, lookbackDays: 30 });

  assert.equal(await exists('USER#c1', 'HIST#today'), false);
  assert.equal(await exists('USER#c1', 'HIST#yesterday'), false);
  assert.equal(await exists('USER#c1', 'HIST#old'), false);
  assert.equal(await exists('USER#c1', 'HIST#later-today'), true);
  assert.equal(await exists('USER#c1', 'HIST#next-week'), true);
  assert.equal(await exists('USER#c1', 'SAVED#keep'), true);
  assert.equal(await exists('USER#c1', 'HIST#resaved'), true);

  const { Item: totals } = await db.client.send(new GetCommand({ TableName: db.tableName, Key: keys.userTotals('c2'), ConsistentRead: true }));
  assert.equal(totals?.saved, 3);
  const { Item: recent } = await db.client.send(new GetCommand({ TableName: db.tableName, Key: keys.userTotals('c3'), ConsistentRead: true }));
  assert.equal(recent?.saved, 1, 'recently changed counter untouched (it has no SAVED# items, so a recount would say 0)');

  assert.deepEqual(summary, { deleted: 3, kept: 1, reconciled: 1 });

  // A second pass finds nothing left to do.
  assert.deepEqual(await runCleanup(db, { now, lookbackDays: 30 }), { deleted: 0, kept: 1, reconciled: 0 });
});

test('items older than the lookback window are left for a later catch-up (or DynamoDB TTL)', async () => {
  await putExpiring('USER#c4', 'HIST#ancient', at(-40 * 86_400));
  const summary = await runCleanup(table.db(), { now, lookbackDays: 30 });
  assert.equal(await exists('USER#c4', 'HIST#ancient'), true);
  assert.equal(summary.deleted, 0);
  await runCleanup(table.db(), { now, lookbackDays: 45 });
  assert.equal(await exists('USER#c4', 'HIST#ancient'), false);
});
