import * as z from 'zod';
import { HISTORY_RETENTION_DAYS, RESTAURANT_HISTORY_ACTIONS, type RestaurantHistoryAction, type RestaurantHistoryItem, type RestaurantSnapshot } from '../../../shared/api/history';
import { addDays, epochSeconds } from '../../../shared/domain/utc-dates';
import type { Db } from './db';
import { entity, type Stored, storedObject } from './entity';
import { type Item, queryLivePrefix } from './expiry';
import { expiryAttributes, keys, SK_PREFIX } from './keys';
import { deleteByPrefix } from './prefix-delete';
import { setSaved, writeKeepingSaved } from './save-toggle';
import * as clock from '../clock';

/**
 * Restaurant history item (product-rules §9.1 user_restaurant_history): `USER#<sub>` / `RHIST#<id>`, where the
 * id is `<action>~<restaurant id>`, so there is one item per user, restaurant and action and a later
 * view updates it (its data and time) instead of adding another. Unsaved items expire 14 days after
 * the last view (TTL plus the expiry index); saved ones are kept and stay saved when viewed again.
 */
export const RESTAURANT_HISTORY_RETENTION_DAYS = HISTORY_RETENTION_DAYS;

const restaurantHistoryEntity = entity(
  'restaurantHistory',
  z.object({
    id: z.string(),
    user_id: z.string(),
    restaurant_id: z.string(),
    action_type: z.enum(RESTAURANT_HISTORY_ACTIONS),
    restaurant_data: storedObject<RestaurantSnapshot>(),
    created_at: z.string(),
    saved: z.boolean().default(false),
  }),
);

export const restaurantHistoryId = (action: RestaurantHistoryAction, restaurantId: string) => `${action}~${restaurantId}`;

export async function recordRestaurantHistory(
  db: Db,
  userId: string,
  action: RestaurantHistoryAction,
  restaurant: RestaurantSnapshot,
  now: Date = clock.now(),
): Promise<RestaurantHistoryItem> {
  const id = restaurantHistoryId(action, restaurant.id);
  const key = keys.restaurantHistory(userId, id);
  const fields: Omit<Stored<typeof restaurantHistoryEntity>, 'saved'> & { entity: string } = { entity: restaurantHistoryEntity.name, id, user_id: userId, restaurant_id: restaurant.id, action_type: action, restaurant_data: restaurant, created_at: now.toISOString() };
  const expiry = expiryAttributes(key, epochSeconds(addDays(now, RESTAURANT_HISTORY_RETENTION_DAYS)));
  return toApi(await writeKeepingSaved(db, key, fields, expiry));
}

/** The caller's live restaurant history, newest first. */
export async function listRestaurantHistory(db: Db, userId: string, now: Date = clock.now()): Promise<RestaurantHistoryItem[]> {
  const items = await queryLivePrefix(db, keys.userPartition(userId), SK_PREFIX.restaurantHistory, now);
  return items.map(toApi).sort((a, b) => b.created_at.localeCompare(a.created_at));
}

/** Saves (permanent) or unsaves (expires 14 days from now) one of the caller's live items; undefined if none. */
export async function setRestaurantHistorySaved(db: Db, userId: string, id: string, saved: boolean, now: Date = clock.now()): Promise<RestaurantHistoryItem | undefined> {
  const item = await setSaved(db, keys.restaurantHistory(userId, id), saved, RESTAURANT_HISTORY_RETENTION_DAYS, now);
  return item ? toApi(item) : undefined;
}

/** Deletes every restaurant history item of the user, saved ones included; returns how many. */
export function clearRestaurantHistory(db: Db, userId: string): Promise<number> {
  return deleteByPrefix(db, keys.userPartition(userId), SK_PREFIX.restaurantHistory);
}

function toApi(item: Item): RestaurantHistoryItem {
  const { id, restaurant_id, restaurant_data, action_type, created_at, saved } = restaurantHistoryEntity.parse(item);
  return { id, restaurant_id, restaurant_data, action_type, created_at, saved };
}
