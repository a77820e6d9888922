import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from './db';
import type { ItemKey } from './keys';

/** DynamoDB's BatchWriteItem takes at most 25 requests. */
const BATCH_SIZE = 25;
const MAX_ATTEMPTS = 8;

/**
 * Deletes every item of partition `pk` whose sort key starts with `prefix` (expired ones too);
 * returns how many were deleted. Keys only are read; deletes go 25 at a time, unprocessed ones
 * retried with a short back-off.
 */
export async function deleteByPrefix(db: Db, pk: string, prefix: string): Promise<number> {
  let deleted = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db.client.send(
      new QueryCommand({
        TableName: db.tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': pk, ':prefix': prefix },
        ProjectionExpression: 'pk, sk',
        ExclusiveStartKey: startKey,
      }),
    );
    const itemKeys = (page.Items ?? []).map((item) => ({ pk: String(item.pk), sk: String(item.sk) }));
    for (let i = 0; i < itemKeys.length; i += BATCH_SIZE) await deleteBatch(db, itemKeys.slice(i, i + BATCH_SIZE));
    deleted += itemKeys.length;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return deleted;
}

async function deleteBatch(db: Db, batch: ItemKey[]): Promise<void> {
  let requests = batch.map((key) => ({ DeleteRequest: { Key: { pk: key.pk, sk: key.sk } } }));
  for (let attempt = 0; requests.length > 0; attempt++) {
    if (attempt === MAX_ATTEMPTS) throw new Error(`deleteByPrefix: ${requests.length} deletes still unprocessed after ${MAX_ATTEMPTS} attempts.`);
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
    const { UnprocessedItems } = await db.client.send(new BatchWriteCommand({ RequestItems: { [db.tableName]: requests } }));
    requests = (UnprocessedItems?.[db.tableName] ?? []) as typeof requests;
  }
}
