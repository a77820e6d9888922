import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from './db';
import type { Item } from './expiry';
import type { ItemKey } from './keys';

/**
 * The table's conditional writes said once: a write whose condition did not hold is an answer
 * ("taken", "gone", "changed meanwhile"), never an error; every other error is passed on.
 */

/** The write's result, or undefined when its condition did not hold. */
export async function unlessConditionFails<T>(write: () => Promise<T>): Promise<T | undefined> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return undefined;
    throw error;
  }
}

/** True when the write happened, false when its condition did not hold. */
export async function conditionHeld(write: () => Promise<unknown>): Promise<boolean> {
  return (await unlessConditionFails(async () => (await write(), true))) ?? false;
}

export interface Condition {
  expression: string;
  values?: Record<string, unknown>;
  names?: Record<string, string>;
}

/**
 * Claims an item (a name, a key, a slot) with one conditional put: `condition` says when it is free
 * (by default: no such item yet). False when someone else holds it.
 */
export function claim<Stored extends ItemKey>(db: Db, item: Stored, condition: Condition = { expression: 'attribute_not_exists(pk)' }): Promise<boolean> {
  return conditionHeld(() =>
    db.client.send(
      new PutCommand({
        TableName: db.tableName,
        Item: item as ItemKey & Item,
        ConditionExpression: condition.expression,
        ...(condition.names ? { ExpressionAttributeNames: condition.names } : {}),
        ...(condition.values ? { ExpressionAttributeValues: condition.values } : {}),
      }),
    ),
  );
}

/**
 * Releases a claim (or uses up a single-use item) with one conditional delete, only while
 * `condition` holds. True when this call deleted it.
 */
export function release(db: Db, key: ItemKey, condition: Condition): Promise<boolean> {
  return conditionHeld(() =>
    db.client.send(
      new DeleteCommand({
        TableName: db.tableName,
        Key: { pk: key.pk, sk: key.sk },
        ConditionExpression: condition.expression,
        ...(condition.names ? { ExpressionAttributeNames: condition.names } : {}),
        ...(condition.values ? { ExpressionAttributeValues: condition.values } : {}),
      }),
    ),
  );
}
