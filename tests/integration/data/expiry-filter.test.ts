import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { countLiveItems, getLiveItem, queryLiveItems } from '../../../functions/lib/data/expiry';
import { expiryAttributes } from '../../../functions/lib/data/keys';
import { epochSeconds } from '../../../shared/domain/utc-dates';
import { useEmbeddedTable } from './embedded-table';

const table = useEmbeddedTable();
const now = new Date('2025-06-10T12:00:00Z');
const at = (offsetSeconds: number) => epochSeconds(now) + offsetSeconds;

async function put(pk: string, sk: string, expiresAt?: number, extra: Record<string, unknown> = {}) {
  const key = { pk, sk };
  await table.db().client.send(
    new PutCommand({ TableName: table.db().tableName, Item: { ...key, entity: 'test', ...extra, ...(expiresAt ? expiryAttributes(key, expiresAt) : {}) } }),
  );
}

test('Get hides an item whose expiresAt is due (exactly now counts as due)', async () => {
  await put('EXP#get', 'past', at(-60));
  await put('EXP#get', 'now', at(0));
  await put('EXP#get', 'future', at(60));
  await put('EXP#get', 'permanent');
  const db = table.db();
  assert.equal(await getLiveItem(db, { Key: { pk: 'EXP#get', sk: 'past' } }, now), undefined);
  assert.equal(await getLiveItem(db, { Key: { pk: 'EXP#get', sk: 'now' } }, now), undefined);
  assert.equal((await getLiveItem(db, { Key: { pk: 'EXP#get', sk: 'future' } }, now))?.sk, 'future');
  assert.equal((await getLiveItem(db, { Key: { pk: 'EXP#get', sk: 'permanent' } }, now))?.sk, 'permanent');
  // The same item is visible before its expiry.
  assert.equal((await getLiveItem(db, { Key: { pk: 'EXP#get', sk: 'past' } }, new Date(now.getTime() - 120_000)))?.sk, 'past');
});

test('Query and Count see only live items, together with the caller\'s own filter', async () => {
  await put('EXP#query', 'HIST#1', at(-1));
  await put('EXP#query', 'HIST#2', at(3600));
  await put('EXP#query', 'HIST#3', undefined, { kind: 'skip-me' });
  await put('EXP#query', 'OTHER#1');
  const input = { KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)', ExpressionAttributeValues: { ':pk': 'EXP#query', ':p': 'HIST#' } };
  const items = await queryLiveItems(table.db(), input, now);
  assert.deepEqual(items.map((i) => i.sk).sort(), ['HIST#2', 'HIST#3']);
  assert.equal(await countLiveItems(table.db(), input, now), 2);
  const filtered = await queryLiveItems(
    table.db(),
    { ...input, FilterExpression: 'attribute_not_exists(kind)' },
    now,
  );
  assert.deepEqual(filtered.map((i) => i.sk), ['HIST#2']);
});

test('Query follows pagination', async () => {
  for (let i = 0; i < 30; i++) await put('EXP#pages', `ITEM#${String(i).padStart(2, '0')}`, i % 3 === 0 ? at(-5) : undefined);
  const input = { KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': 'EXP#pages' }, Limit: 7 };
  assert.equal((await queryLiveItems(table.db(), input, now)).length, 20);
  assert.equal(await countLiveItems(table.db(), input, now), 20);
});
