import { createHash } from 'node:crypto';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { COMPARISON_RETENTION_DAYS, type ComparisonItem } from '../../../shared/api/comparisons';
import { addDays, epochSeconds } from '../../../shared/domain/utc-dates';
import { updateIfHolds } from './conditional-update';
import { release, unlessConditionFails } from './conditional-writes';
import type { Db } from './db';
import { entity, type Stored, storedObjects } from './entity';
import { type Item, queryLivePrefix } from './expiry';
import { expiryAttributes, keys, SK_PREFIX } from './keys';
import { setSaved, writeKeepingSaved } from './save-toggle';
import { TABLE_KEYS } from './table-definition';

/**
 * Comparison history (product-rules §7.4 comparison_history): `USER#<sub>` / `CMP#<id>`, one item per user
 * and comparison key (sorted restaurant ids joined by commas); the id is a hash of the key. Unsaved
 * items expire 1 day after they were recorded; saved ones are permanent and stay saved when the
 * same set is compared again.
 *
 * `USER#<sub>` / `LASTCOMPARISON` holds the last recorded key and when its comparison expires: the
 * single conditional write that claims a new key decides whether a comparison is recorded, so two
 * identical posts at once record one.
 */
const comparisonEntity = entity(
  'comparison',
  z.object({
    id: z.string(),
    user_id: z.string(),
    comparison_key: z.string(),
    comparison_data: storedObjects<ComparisonItem['comparison_data'][number]>(),
    restaurant_ids: z.array(z.string()).default([]),
    created_at: z.string(),
    saved: z.boolean().default(false),
  }),
);
const lastComparisonEntity = entity('lastComparison', z.object({ lastKey: z.string(), lastExpiresAt: z.number() }));

export const comparisonIdOf = (comparisonKey: string) => createHash('sha256').update(comparisonKey).digest('base64url').slice(0, 22);

/**
 * Claims `comparisonKey` as the last recorded one unless it already is (and that comparison has not
 * expired). True when claimed: the caller records the comparison.
 */
export async function claimComparisonKey(db: Db, userId: string, comparisonKey: string, now: Date): Promise<boolean> {
  const claimed = await updateIfHolds(
    db,
    keys.lastComparison(userId),
    { entity: lastComparisonEntity.name, lastKey: comparisonKey, lastExpiresAt: epochSeconds(addDays(now, COMPARISON_RETENTION_DAYS)) },
    {
      expression: 'attribute_not_exists(pk) OR lastKey <> :key OR lastExpiresAt <= :now',
      values: { ':key': comparisonKey, ':now': epochSeconds(now) },
    },
  );
  return claimed !== undefined;
}

/** Forgets the last key if it is still `comparisonKey` (its comparison was deleted, or its write failed). */
export async function releaseComparisonKey(db: Db, userId: string, comparisonKey: string): Promise<void> {
  await release(db, keys.lastComparison(userId), { expression: 'lastKey = :key', values: { ':key': comparisonKey } });
}

/** Writes the comparison: new or unsaved with a fresh 1-day expiry; a saved one keeps being saved. */
export async function putComparison(db: Db, userId: string, comparisonKey: string, restaurants: ComparisonItem['comparison_data'], now: Date): Promise<ComparisonItem> {
  const id = comparisonIdOf(comparisonKey);
  const key = keys.comparison(userId, id);
  const fields: Omit<Stored<typeof comparisonEntity>, 'saved'> & { entity: string } = {
    entity: comparisonEntity.name,
    id,
    user_id: userId,
    comparison_key: comparisonKey,
    comparison_data: restaurants,
    restaurant_ids: restaurants.map((r) => r.id).sort(),
    created_at: now.toISOString(),
  };
  const expiry = expiryAttributes(key, epochSeconds(addDays(now, COMPARISON_RETENTION_DAYS)));
  return toApi(await writeKeepingSaved(db, key, fields, expiry));
}

/** The caller's live comparisons (the last day's and the saved ones), newest first. */
export async function listComparisons(db: Db, userId: string, now: Date): Promise<ComparisonItem[]> {
  const items = await queryLivePrefix(db, keys.userPartition(userId), SK_PREFIX.comparison, now);
  return items.map(toApi).sort((a, b) => b.created_at.localeCompare(a.created_at));
}

export async function setComparisonSaved(db: Db, userId: string, id: string, saved: boolean, now: Date): Promise<ComparisonItem | undefined> {
  const item = await setSaved(db, keys.comparison(userId, id), saved, COMPARISON_RETENTION_DAYS, now);
  return item ? toApi(item) : undefined;
}

/** Deletes one of the caller's live comparisons; returns its key, or undefined when there was none. */
export async function deleteComparison(db: Db, userId: string, id: string, now: Date): Promise<string | undefined> {
  const deleted = await unlessConditionFails(() =>
    db.client.send(
      new DeleteCommand({
        TableName: db.tableName,
        Key: keys.comparison(userId, id),
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(#exp) OR #exp > :now)',
        ExpressionAttributeNames: { '#exp': TABLE_KEYS.ttlAttribute },
        ExpressionAttributeValues: { ':now': epochSeconds(now) },
        ReturnValues: 'ALL_OLD',
      }),
    ),
  );
  return deleted?.Attributes ? comparisonEntity.parse(deleted.Attributes).comparison_key : undefined;
}

function toApi(item: Item): ComparisonItem {
  const { id, comparison_key, comparison_data, restaurant_ids, created_at, saved } = comparisonEntity.parse(item);
  return { id, comparison_key, comparison_data, restaurant_ids, created_at, saved };
}
