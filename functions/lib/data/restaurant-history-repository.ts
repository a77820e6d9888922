import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { RestaurantHistoryAction, RestaurantHistoryItem, RestaurantSnapshot } from '../../../shared/api/history';
import { addDays, epochSeconds } from '../../../shared/domain/utc-dates';
import type { Db } from './db';
import { type Item, queryLiveItems } from './expiry';
import { expiryAttributes, keys, SK_PREFIX } from './keys';

/**
 * Restaurant history item (spec 001 user_restaurant_history): `USER#<sub>` / `RHIST#<id>`, where the
 * id is `<action>~<restaurant id>`, so there is one item per user, restaurant and action and a later
 * view updates it (its data and time) instead of adding another. Unsaved items expire 14 days after
 * the last view (TTL plus the expiry index); saved ones are kept and stay saved when viewed again.
 */
export const RESTAURANT_HISTORY_RETENTION_DAYS = 14;

export const restaurantHistoryId = (action: RestaurantHistoryAction, restaurantId: string) => `${action}~${restaurantId}`;

export async function recordRestaurantHistory(
  db: Db,
  userId: string,
  action: RestaurantHistoryAction,
  restaurant: RestaurantSnapshot,
  now: Date = new Date(),
): Promise<RestaurantHistoryItem> {
  const id = restaurantHistoryId(action, restaurant.id);
  const key = keys.restaurantHistory(userId, id);
  const fields = { entity: 'restaurantHistory', id, user_id: userId, restaurant_id: restaurant.id, action_type: action, restaurant_data: restaurant, created_at: now.toISOString() };
  const expiry = expiryAttributes(key, epochSeconds(addDays(now, RESTAURANT_HISTORY_RETENTION_DAYS)));
  try {
    // New or unsaved: (re)write it with a fresh expiry. The condition keeps a saved item permanent.
    return toApi(await update(db, key, { ...fields, ...expiry, saved: false }, { expression: 'attribute_not_exists(pk) OR saved = :no', values: { ':no': false } }));
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    return toApi(await update(db, key, fields, { expression: 'saved = :yes', values: { ':yes': true } }));
  }
}

/** The caller's live restaurant history, newest first. */
export async function listRestaurantHistory(db: Db, userId: string, now: Date = new Date()): Promise<RestaurantHistoryItem[]> {
  const items = await queryLiveItems(
    db,
    {
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':prefix': SK_PREFIX.restaurantHistory },
    },
    now,
  );
  return items.map(toApi).sort((a, b) => b.created_at.localeCompare(a.created_at));
}

/** Sets `fields` on the item when `condition` holds; returns the item as stored. */
async function update(
  db: Db,
  key: { pk: string; sk: string },
  fields: Record<string, unknown>,
  condition: { expression: string; values: Record<string, unknown> },
): Promise<Item> {
  const entries = Object.entries(fields);
  const { Attributes } = await db.client.send(
    new UpdateCommand({
      TableName: db.tableName,
      Key: key,
      UpdateExpression: `SET ${entries.map((_, i) => `#f${i} = :f${i}`).join(', ')}`,
      ConditionExpression: condition.expression,
      ExpressionAttributeNames: Object.fromEntries(entries.map(([name], i) => [`#f${i}`, name])),
      ExpressionAttributeValues: { ...Object.fromEntries(entries.map(([, value], i) => [`:f${i}`, value])), ...condition.values },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return Attributes ?? {};
}

function toApi(item: Item): RestaurantHistoryItem {
  return {
    id: String(item.id),
    restaurant_id: String(item.restaurant_id),
    restaurant_data: item.restaurant_data as RestaurantSnapshot,
    action_type: item.action_type as RestaurantHistoryAction,
    created_at: String(item.created_at),
    saved: item.saved === true,
  };
}
