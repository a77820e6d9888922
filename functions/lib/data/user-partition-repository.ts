import type { Db } from './db';
import { type Item, queryLiveItems } from './expiry';
import { keys } from './keys';
import { deleteByPrefix } from './prefix-delete';

/**
 * The whole `USER#<sub>` partition: everything the user owns (profile, lists, history, counters,
 * claims of their own). Read for the data export, deleted with the account (product-rules §14.2).
 */

/** Every live item of the user's partition, as stored (strongly consistent, all pages). */
export function listUserItems(db: Db, userId: string): Promise<Item[]> {
  return queryLiveItems(db, {
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.userPartition(userId) },
    ConsistentRead: true,
  });
}

/** Deletes every item of the user's partition, expired ones too (batches of 25, unprocessed ones retried). */
export function deleteUserPartition(db: Db, userId: string): Promise<number> {
  return deleteByPrefix(db, keys.userPartition(userId), '');
}

/** Deletes the emailed codes and hourly code counters of an address (`CODE#<email>`). */
export function deleteAddressCodes(db: Db, email: string): Promise<number> {
  return deleteByPrefix(db, keys.code(email, '').pk, '');
}
