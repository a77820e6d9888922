import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { RestaurantCopy } from '../../../shared/api/library';
import { release, unlessConditionFails } from './conditional-writes';
import type { Db } from './db';
import { entity, storedObject } from './entity';
import { type Item, queryLiveItems } from './expiry';
import { keys, SK_PREFIX } from './keys';
import * as clock from '../clock';

/**
 * Tagged restaurant (spec tagged_restaurants plus restaurant_tags): `USER#<sub>` /
 * `TAGGED#<restaurant id>` with the restaurant's copy, its tag ids (a string set) and when its tags
 * last changed. Adding a tag upserts it in one write; the item goes when its last tag goes.
 */
const taggedEntity = entity(
  'tagged',
  z.object({
    user_id: z.string(),
    restaurant_id: z.string(),
    restaurant_data: storedObject<RestaurantCopy>(),
    updated_at: z.string(),
    /** A string set; DynamoDB removes the attribute with the last tag. */
    tag_ids: z.set(z.string()).optional(),
  }),
);

export interface StoredTagged {
  restaurantId: string;
  restaurant: RestaurantCopy;
  tagIds: string[];
  updatedAt: string;
}

/** Upserts the record with the copy sent and adds the tag id (one write); returns it as stored. */
export async function addTagToRestaurant(db: Db, userId: string, restaurant: RestaurantCopy, tagId: string, now: Date = clock.now()): Promise<StoredTagged> {
  const { Attributes } = await db.client.send(
    new UpdateCommand({
      TableName: db.tableName,
      Key: keys.tagged(userId, restaurant.id),
      UpdateExpression: 'SET entity = :entity, user_id = :user, restaurant_id = :rid, restaurant_data = :data, updated_at = :now ADD tag_ids :tag',
      ExpressionAttributeValues: { ':entity': taggedEntity.name, ':user': userId, ':rid': restaurant.id, ':data': restaurant, ':now': now.toISOString(), ':tag': new Set([tagId]) },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return fromItem(Attributes ?? {});
}

/**
 * Removes a tag id from the record; deletes the record when no tag is left (only if none was
 * added meanwhile). `removed` is false when the record did not have the tag.
 */
export async function removeTagFromRestaurant(
  db: Db,
  userId: string,
  restaurantId: string,
  tagId: string,
  now: Date = clock.now(),
): Promise<{ removed: boolean; record: StoredTagged | undefined }> {
  const key = keys.tagged(userId, restaurantId);
  const updated = await unlessConditionFails(() =>
    db.client.send(
      new UpdateCommand({
        TableName: db.tableName,
        Key: key,
        UpdateExpression: 'SET updated_at = :now DELETE tag_ids :tag',
        ConditionExpression: 'contains(tag_ids, :id)',
        ExpressionAttributeValues: { ':now': now.toISOString(), ':tag': new Set([tagId]), ':id': tagId },
        ReturnValues: 'ALL_NEW',
      }),
    ),
  );
  if (!updated) return { removed: false, record: await getTagged(db, userId, restaurantId) };
  const record = fromItem(updated.Attributes ?? {});
  if (record.tagIds.length > 0) return { removed: true, record };
  const deleted = await release(db, key, { expression: 'attribute_not_exists(tag_ids) OR size(tag_ids) = :zero', values: { ':zero': 0 } });
  return { removed: true, record: deleted ? undefined : await getTagged(db, userId, restaurantId) };
}

export async function getTagged(db: Db, userId: string, restaurantId: string): Promise<StoredTagged | undefined> {
  const items = await queryTagged(db, userId, { sk: keys.tagged(userId, restaurantId).sk });
  return items[0];
}

/** Every tagged record of the user (optionally only those carrying one tag id). */
export function listTagged(db: Db, userId: string, withTagId?: string): Promise<StoredTagged[]> {
  return queryTagged(db, userId, withTagId ? { tagId: withTagId } : {});
}

async function queryTagged(db: Db, userId: string, only: { sk?: string; tagId?: string }): Promise<StoredTagged[]> {
  const items = await queryLiveItems(db, {
    KeyConditionExpression: only.sk ? 'pk = :pk AND sk = :sk' : 'pk = :pk AND begins_with(sk, :prefix)',
    ...(only.tagId ? { FilterExpression: 'contains(tag_ids, :tagId)' } : {}),
    ExpressionAttributeValues: {
      ':pk': keys.userPartition(userId),
      ...(only.sk ? { ':sk': only.sk } : { ':prefix': SK_PREFIX.tagged }),
      ...(only.tagId ? { ':tagId': only.tagId } : {}),
    },
    ConsistentRead: true,
  });
  return items.map(fromItem);
}

function fromItem(item: Item): StoredTagged {
  const stored = taggedEntity.parse(item);
  return { restaurantId: stored.restaurant_id, restaurant: stored.restaurant_data, tagIds: [...(stored.tag_ids ?? [])].sort(), updatedAt: stored.updated_at };
}
