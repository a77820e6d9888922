import { unlessConditionFails } from './conditional-writes';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from './db';
import type { Item } from './expiry';
import type { ItemKey } from './keys';

export interface UpdateCondition {
  expression: string;
  values: Record<string, unknown>;
  names?: Record<string, string>;
}

/**
 * Sets `fields` (and removes `remove`) on the item when `condition` holds, in one conditional
 * write; returns the item as stored. Throws ConditionalCheckFailedException when it does not hold.
 */
export async function updateIf(
  db: Db,
  key: ItemKey,
  fields: Record<string, unknown>,
  condition: UpdateCondition,
  remove: readonly string[] = [],
): Promise<Item> {
  const entries = Object.entries(fields);
  const set = entries.length ? `SET ${entries.map((_, i) => `#f${i} = :f${i}`).join(', ')}` : '';
  const removal = remove.length ? ` REMOVE ${remove.map((_, i) => `#r${i}`).join(', ')}` : '';
  const { Attributes } = await db.client.send(
    new UpdateCommand({
      TableName: db.tableName,
      Key: { pk: key.pk, sk: key.sk },
      UpdateExpression: `${set}${removal}`.trim(),
      ConditionExpression: condition.expression,
      ExpressionAttributeNames: {
        ...Object.fromEntries(entries.map(([name], i) => [`#f${i}`, name])),
        ...Object.fromEntries(remove.map((name, i) => [`#r${i}`, name])),
        ...condition.names,
      },
      ExpressionAttributeValues: { ...Object.fromEntries(entries.map(([, value], i) => [`:f${i}`, value])), ...condition.values },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return Attributes ?? {};
}

/** `updateIf`, answering undefined instead of throwing when the condition does not hold. */
export async function updateIfHolds(
  db: Db,
  key: ItemKey,
  fields: Record<string, unknown>,
  condition: UpdateCondition,
  remove: readonly string[] = [],
): Promise<Item | undefined> {
  return unlessConditionFails(() => updateIf(db, key, fields, condition, remove));
}
