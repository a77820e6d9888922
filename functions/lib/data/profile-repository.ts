import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { type Profile, PROFILE_DEFAULTS, profileSchema } from '../../../shared/api/profile';
import type { Db } from './db';
import { getLiveItem, type Item } from './expiry';
import { keys } from './keys';

/**
 * Profile item: `USER#<sub>` / `PROFILE`. Access patterns: read the caller's profile; update some
 * of its fields. Attributes keep the API's names so a raw item reads like the API response.
 */
export type StoredProfile = Partial<Profile> & { createdAt?: string; updatedAt?: string };

export async function getProfile(db: Db, userId: string): Promise<StoredProfile | undefined> {
  const item = await getLiveItem(db, { Key: keys.profile(userId) });
  return item ? fromItem(item) : undefined;
}

/** Writes the given fields (creating the item on first save) and returns the whole stored profile. */
export async function updateProfile(db: Db, userId: string, changes: Partial<Profile>, now: Date = new Date()): Promise<StoredProfile> {
  const fields = Object.entries(changes).filter(([, value]) => value !== undefined);
  const names: Record<string, string> = { '#entity': 'entity', '#createdAt': 'createdAt', '#updatedAt': 'updatedAt' };
  const values: Record<string, unknown> = { ':entity': 'profile', ':now': now.toISOString() };
  const assignments = ['#entity = :entity', '#createdAt = if_not_exists(#createdAt, :now)', '#updatedAt = :now'];
  fields.forEach(([attribute, value], i) => {
    names[`#f${i}`] = attribute;
    values[`:f${i}`] = value;
    assignments.push(`#f${i} = :f${i}`);
  });
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
  return fromItem(Attributes ?? {});
}

/** Stored items are read leniently: a field that no longer validates falls back to its default. */
function fromItem(item: Item): StoredProfile {
  const parsed = profileSchema.partial().safeParse(pick(item, ['username', 'distance_unit', 'language', 'dietary_preferences', 'allergies']));
  const profile: StoredProfile = parsed.success ? parsed.data : { ...PROFILE_DEFAULTS };
  if (typeof item.createdAt === 'string') profile.createdAt = item.createdAt;
  if (typeof item.updatedAt === 'string') profile.updatedAt = item.updatedAt;
  return profile;
}

function pick(item: Item, attributes: string[]): Item {
  return Object.fromEntries(attributes.filter((a) => item[a] !== undefined).map((a) => [a, item[a]]));
}
