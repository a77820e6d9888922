import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { epochSeconds, type UtcDate } from '../../../shared/domain/utc-dates';
import { release } from './conditional-writes';
import type { Db } from './db';
import { expiryBucket, type ItemKey, padEpoch, TOTALS_BUCKET } from './keys';
import { GSI2 } from './table-definition';

/**
 * Access patterns of the expiry index (GSI2, keys only), used by the cleanup job: what is due in
 * one day's bucket, deleting a due item, and listing the counter items to reconcile.
 */
export async function* dueItemKeys(db: Db, date: UtcDate, now: Date): AsyncGenerator<ItemKey[]> {
  // gsi2sk is `<10-digit expiresAt>#<pk>#<sk>`: everything below the next second is due.
  const bound = padEpoch(epochSeconds(now) + 1);
  yield* pagedKeys(db, 'gsi2pk = :bucket AND gsi2sk < :bound', { ':bucket': expiryBucket(date), ':bound': bound });
}

export async function* totalsItemKeys(db: Db): AsyncGenerator<ItemKey[]> {
  yield* pagedKeys(db, 'gsi2pk = :bucket', { ':bucket': TOTALS_BUCKET });
}

/**
 * Deletes an item only if it is still due: an item saved (expiry removed) or re-saved with a
 * later expiry since the index was read is kept. Returns whether it was deleted.
 */
export function deleteIfDue(db: Db, key: ItemKey, now: Date): Promise<boolean> {
  return release(db, key, { expression: 'expiresAt <= :now', values: { ':now': epochSeconds(now) } });
}

async function* pagedKeys(db: Db, keyCondition: string, values: Record<string, unknown>): AsyncGenerator<ItemKey[]> {
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db.client.send(
      new QueryCommand({
        TableName: db.tableName,
        IndexName: GSI2.indexName,
        KeyConditionExpression: keyCondition,
        ExpressionAttributeValues: values,
        ExclusiveStartKey: startKey,
      }),
    );
    yield (page.Items ?? []).map((item) => ({ pk: String(item.pk), sk: String(item.sk) }));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
}
