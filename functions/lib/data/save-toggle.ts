import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { addDays, epochSeconds } from '../../../shared/domain/utc-dates';
import { updateIf } from './conditional-update';
import type { Db } from './db';
import type { Item } from './expiry';
import { expiryAttributes, type ItemKey } from './keys';
import { TABLE_KEYS } from './table-definition';

/**
 * The save toggle of history items and comparisons (spec 001), in one conditional write on a live
 * item (it exists and has not expired, even if cleanup has not deleted it yet). Saving makes it
 * permanent: `saved`, and the expiry attributes removed (no TTL, out of the expiry index).
 * Unsaving gives it a fresh expiry of `retentionDays` from now, so a mistaken tap never deletes an
 * old item at once. Returns the stored item, or undefined when there is no live item.
 */
const EXPIRY_ATTRIBUTES = [TABLE_KEYS.ttlAttribute, 'gsi2pk', 'gsi2sk'] as const;

export async function setSaved(db: Db, key: ItemKey, saved: boolean, retentionDays: number, now: Date): Promise<Item | undefined> {
  const condition = {
    expression: 'attribute_exists(pk) AND (attribute_not_exists(#exp) OR #exp > :now)',
    names: { '#exp': TABLE_KEYS.ttlAttribute },
    values: { ':now': epochSeconds(now) },
  };
  try {
    return saved
      ? await updateIf(db, key, { saved: true }, condition, EXPIRY_ATTRIBUTES)
      : await updateIf(db, key, { saved: false, ...expiryAttributes(key, epochSeconds(addDays(now, retentionDays))) }, condition);
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return undefined;
    throw error;
  }
}
