import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { type Profile, PROFILE_DEFAULTS, profileSchema } from '../../../shared/api/profile';
import type { Db } from './db';
import { entity, type Stored } from './entity';
import { getLiveItem } from './expiry';
import { keys } from './keys';

/**
 * Profile item: `USER#<sub>` / `PROFILE`. Access patterns: read the caller's profile; update some
 * of its fields. Attributes keep the API's names so a raw item reads like the API response.
 */
const optionalText = z.string().optional().catch(undefined);
/**
 * Stored items are read leniently: when the profile's fields no longer validate, they read as the
 * defaults (all of them, as before); a `createdAt`/`updatedAt` of another type reads as absent.
 */
const profileEntity = entity(
  'profile',
  profileSchema
    .partial()
    .catch(() => ({ ...PROFILE_DEFAULTS }))
    .and(z.object({ createdAt: optionalText, updatedAt: optionalText })),
);
export type StoredProfile = Stored<typeof profileEntity>;

export async function getProfile(db: Db, userId: string): Promise<StoredProfile | undefined> {
  const item = await getLiveItem(db, { Key: keys.profile(userId) });
  return item ? profileEntity.parse(item) : undefined;
}

/** Writes the given fields (creating the item on first save) and returns the whole stored profile. */
export function updateProfile(db: Db, userId: string, changes: Partial<Profile>, now: Date = new Date()): Promise<StoredProfile> {
  return writeProfile(db, userId, changes, {}, now);
}

/**
 * A new account's profile: `changes` written, `initial` only where the profile has no value yet
 * (a choice already stored is never overwritten, in the same conditional write).
 */
export function startProfile(db: Db, userId: string, changes: Partial<Profile>, initial: Partial<Profile>, now: Date = new Date()): Promise<StoredProfile> {
  return writeProfile(db, userId, changes, initial, now);
}

async function writeProfile(db: Db, userId: string, changes: Partial<Profile>, initial: Partial<Profile>, now: Date): Promise<StoredProfile> {
  const names: Record<string, string> = { '#entity': 'entity', '#createdAt': 'createdAt', '#updatedAt': 'updatedAt' };
  const values: Record<string, unknown> = { ':entity': profileEntity.name, ':now': now.toISOString() };
  const assignments = ['#entity = :entity', '#createdAt = if_not_exists(#createdAt, :now)', '#updatedAt = :now'];
  const set = (prefix: string, fields: Partial<Profile>, assign: (name: string, value: string) => string) =>
    Object.entries(fields)
      .filter(([, value]) => value !== undefined)
      .forEach(([attribute, value], i) => {
        names[`#${prefix}${i}`] = attribute;
        values[`:${prefix}${i}`] = value;
        assignments.push(assign(`#${prefix}${i}`, `:${prefix}${i}`));
      });
  set('f', changes, (name, value) => `${name} = ${value}`);
  set('i', initial, (name, value) => `${name} = if_not_exists(${name}, ${value})`);
  const { Attributes } = await db.client.send(
    new UpdateCommand({
      TableName: db.tableName,
      Key: keys.profile(userId),
      UpdateExpression: `SET ${assignments.join(', ')}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
      ReturnValues: 'ALL_NEW',
    }),
  );
  return profileEntity.parse(Attributes ?? {});
}
