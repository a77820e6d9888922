import * as z from 'zod';
import type { RestaurantCopy, SavedRestaurant } from '../../../shared/api/library';
import { claim, release } from './conditional-writes';
import type { Db } from './db';
import { entity, type Stored, storedObject } from './entity';
import { getLiveItem, queryLivePrefix } from './expiry';
import { keys, SK_PREFIX } from './keys';
import * as clock from '../clock';

/**
 * Saved restaurant (spec saved_restaurants): `USER#<sub>` / `SAVED#<restaurant id>`, holding the
 * copy of the restaurant the user saved and when. One item per user and restaurant; permanent.
 * The saved counter (user-totals-repository) counts these items; the service keeps the two in step.
 */
const savedEntity = entity(
  'saved',
  z.object({ user_id: z.string(), restaurant_id: z.string(), restaurant_data: storedObject<RestaurantCopy>(), saved_at: z.string() }),
);

export async function getSaved(db: Db, userId: string, restaurantId: string): Promise<SavedRestaurant | undefined> {
  const item = await getLiveItem(db, { Key: keys.saved(userId, restaurantId), ConsistentRead: true });
  return item ? toApi(savedEntity.parse(item)) : undefined;
}

/** Writes the item unless it exists (one conditional put); `created` is false when it did. */
export async function putSavedIfAbsent(
  db: Db,
  userId: string,
  restaurant: RestaurantCopy,
  now: Date = clock.now(),
): Promise<{ created: boolean; item: SavedRestaurant | undefined }> {
  const key = keys.saved(userId, restaurant.id);
  const stored = { user_id: userId, restaurant_id: restaurant.id, restaurant_data: restaurant, saved_at: now.toISOString() };
  if (await claim(db, savedEntity.item(key, stored))) return { created: true, item: toApi(stored) };
  return { created: false, item: await getSaved(db, userId, restaurant.id) };
}

/** Deletes the item if it exists (one conditional delete); true only for the call that removed it. */
export function deleteSaved(db: Db, userId: string, restaurantId: string): Promise<boolean> {
  return release(db, keys.saved(userId, restaurantId), { expression: 'attribute_exists(pk)' });
}

/** The user's saved restaurants, newest first. */
export async function listSaved(db: Db, userId: string): Promise<SavedRestaurant[]> {
  const items = await queryLivePrefix(db, keys.userPartition(userId), SK_PREFIX.saved);
  return items.map((item) => toApi(savedEntity.parse(item))).sort((a, b) => b.saved_at.localeCompare(a.saved_at));
}

function toApi({ restaurant_id, restaurant_data, saved_at }: Stored<typeof savedEntity>): SavedRestaurant {
  return { restaurant_id, restaurant_data, saved_at };
}
