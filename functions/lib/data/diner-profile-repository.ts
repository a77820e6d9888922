import { BatchGetCommand, DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { dinerProfileSchema, type DinerProfile } from '../../../shared/api/diner-profile-item';
import { unlessConditionFails } from './conditional-writes';
import type { Db } from './db';
import { entity, type Stored } from './entity';
import { queryLivePrefix } from './expiry';
import { keys, SK_PREFIX } from './keys';

/**
 * Diner profiles (product-rules §14.3): `USER#<sub>` / `DINER#<id>` with the name, the allergies with
 * their severities and the diets. The diners counter of the totals item counts these (the limit).
 */
const dinerProfileEntity = entity('dinerProfile', dinerProfileSchema.extend({ user_id: z.string() }));

export type DinerProfileFields = Pick<DinerProfile, 'name' | 'allergies' | 'allergy_severities' | 'dietary_preferences'>;

export async function listDinerProfiles(db: Db, userId: string): Promise<DinerProfile[]> {
  const items = await queryLivePrefix(db, keys.userPartition(userId), SK_PREFIX.diner);
  return items.map((item) => toApi(dinerProfileEntity.parse(item))).sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
}

/** The caller's profiles among `ids` (one batch read; ids that name none are left out), in the order asked. */
export async function getDinerProfiles(db: Db, userId: string, ids: readonly string[]): Promise<DinerProfile[]> {
  const unique = [...new Set(ids)];
  const found = new Map<string, DinerProfile>();
  // At most the plan's few profiles: one BatchGetItem, again for any keys it left unprocessed.
  let requested: Record<string, unknown>[] = unique.map((id) => ({ ...keys.dinerProfile(userId, id) }));
  while (requested.length > 0) {
    const answer = await db.client.send(new BatchGetCommand({ RequestItems: { [db.tableName]: { Keys: requested, ConsistentRead: true } } }));
    for (const item of answer.Responses?.[db.tableName] ?? []) {
      const profile = toApi(dinerProfileEntity.parse(item));
      found.set(profile.id, profile);
    }
    requested = (answer.UnprocessedKeys?.[db.tableName]?.Keys ?? []) as Record<string, unknown>[];
  }
  return unique.flatMap((id) => found.get(id) ?? []);
}

export async function putDinerProfile(db: Db, userId: string, profile: DinerProfile): Promise<DinerProfile> {
  const stored = { ...profile, user_id: userId };
  await db.client.send(new PutCommand({ TableName: db.tableName, Item: dinerProfileEntity.item(keys.dinerProfile(userId, profile.id), stored) }));
  return toApi(stored);
}

/** Replaces the fields of an existing profile (one conditional update); undefined when there is none. */
export async function updateDinerProfile(db: Db, userId: string, id: string, fields: DinerProfileFields, updatedAt: string): Promise<DinerProfile | undefined> {
  const answer = await unlessConditionFails(() =>
    db.client.send(
      new UpdateCommand({
        TableName: db.tableName,
        Key: keys.dinerProfile(userId, id),
        UpdateExpression: 'SET #name = :name, allergies = :allergies, allergy_severities = :severities, dietary_preferences = :diets, updated_at = :at',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#name': 'name' },
        ExpressionAttributeValues: {
          ':name': fields.name,
          ':allergies': fields.allergies,
          ':severities': fields.allergy_severities,
          ':diets': fields.dietary_preferences,
          ':at': updatedAt,
        },
        ReturnValues: 'ALL_NEW',
      }),
    ),
  );
  return answer?.Attributes ? toApi(dinerProfileEntity.parse(answer.Attributes)) : undefined;
}

/** Deletes the profile if it exists (one conditional delete); true when it did. */
export async function deleteDinerProfileItem(db: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await unlessConditionFails(() =>
    db.client.send(new DeleteCommand({ TableName: db.tableName, Key: keys.dinerProfile(userId, id), ConditionExpression: 'attribute_exists(pk)' })),
  );
  return deleted !== undefined;
}

function toApi({ id, name, allergies, allergy_severities, dietary_preferences, created_at, updated_at }: Stored<typeof dinerProfileEntity>): DinerProfile {
  return { id, name, allergies, allergy_severities, dietary_preferences, created_at, updated_at };
}
