import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { tagSchema, type Tag } from '../../../shared/api/library';
import { claim, release, unlessConditionFails } from './conditional-writes';
import type { Db } from './db';
import { entity, type Stored } from './entity';
import { getLiveItem, queryLivePrefix } from './expiry';
import { keys, SK_PREFIX } from './keys';
import * as clock from '../clock';

/**
 * Tags (spec user_tags): `USER#<sub>` / `TAG#<id>` with name, colour and creation time; the tags
 * counter counts these. Names are unique per user without regard to case through one reservation
 * item per name, `TAGNAME#<lower-cased name>`, written with one conditional put before the tag.
 */
const tagEntity = entity('tag', tagSchema.extend({ user_id: z.string(), name_key: z.string() }));
const tagNameEntity = entity('tagName', z.object({ tagId: z.string(), createdAt: z.string() }));

export async function listTags(db: Db, userId: string): Promise<Tag[]> {
  const items = await queryLivePrefix(db, keys.userPartition(userId), SK_PREFIX.tag);
  return items.map((item) => toApi(tagEntity.parse(item)));
}

export async function getTag(db: Db, userId: string, tagId: string): Promise<Tag | undefined> {
  const item = await getLiveItem(db, { Key: keys.tag(userId, tagId), ConsistentRead: true });
  return item ? toApi(tagEntity.parse(item)) : undefined;
}

export interface NameReservation {
  tagId: string;
  createdAt: string;
}

/** Claims a name for a tag id; false when it is taken (one conditional put). */
export async function reserveTagName(db: Db, userId: string, nameKey: string, tagId: string, now: Date = clock.now()): Promise<boolean> {
  return claim(db, tagNameEntity.item(keys.tagName(userId, nameKey), { tagId, createdAt: now.toISOString() }));
}

export async function readTagNameReservation(db: Db, userId: string, nameKey: string): Promise<NameReservation | undefined> {
  const item = await getLiveItem(db, { Key: keys.tagName(userId, nameKey), ConsistentRead: true });
  return item ? tagNameEntity.parse(item) : undefined;
}

/** Frees a name, only if it is still claimed for this tag id. */
export async function releaseTagName(db: Db, userId: string, nameKey: string, tagId: string): Promise<void> {
  await release(db, keys.tagName(userId, nameKey), { expression: 'tagId = :id', values: { ':id': tagId } });
}

export async function putTag(db: Db, userId: string, tag: Tag & { nameKey: string }): Promise<Tag> {
  const { nameKey, ...fields } = tag;
  const stored = { ...fields, user_id: userId, name_key: nameKey };
  await db.client.send(new PutCommand({ TableName: db.tableName, Item: tagEntity.item(keys.tag(userId, tag.id), stored) }));
  return toApi(stored);
}

/** Deletes the tag if it exists (one conditional delete); returns it with its name key, or undefined. */
export async function deleteTagItem(db: Db, userId: string, tagId: string): Promise<(Tag & { nameKey: string }) | undefined> {
  const deleted = await unlessConditionFails(() =>
    db.client.send(new DeleteCommand({ TableName: db.tableName, Key: keys.tag(userId, tagId), ConditionExpression: 'attribute_exists(pk)', ReturnValues: 'ALL_OLD' })),
  );
  if (!deleted?.Attributes) return undefined;
  const stored = tagEntity.parse(deleted.Attributes);
  return { ...toApi(stored), nameKey: stored.name_key };
}

function toApi({ id, tag_name, color, created_at }: Stored<typeof tagEntity>): Tag {
  return { id, tag_name, color, created_at };
}
