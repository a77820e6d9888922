import { addDays, epochSeconds } from '../../../shared/domain/utc-dates';
import { updateIfHolds } from './conditional-update';
import type { Db } from './db';
import type { Item } from './expiry';
import { expiryAttributes, type ItemKey } from './keys';
import { TABLE_KEYS } from './table-definition';

/**
 * The save toggle of history items and comparisons (product-rules §9.2), in one conditional write on a live
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
  return saved
    ? updateIfHolds(db, key, { saved: true }, condition, EXPIRY_ATTRIBUTES)
    : updateIfHolds(db, key, { saved: false, ...expiryAttributes(key, epochSeconds(addDays(now, retentionDays))) }, condition);
}

/**
 * Writes an item that has the save toggle (a history item, a comparison): a new or unsaved one is
 * (re)written with `fields` and a fresh `expiry`, unsaved; a saved one gets `fields` and stays saved
 * and permanent. Two conditional writes, one per state: a toggle or a delete landing between them
 * makes the second fail too, and the state changed, so it looks again (each miss is another
 * request's write that landed, so this ends quickly; the bound only guards against a bug).
 */
export async function writeKeepingSaved(db: Db, key: ItemKey, fields: Record<string, unknown>, expiry: Record<string, unknown>): Promise<Item> {
  for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt++) {
    const unsaved = await updateIfHolds(db, key, { ...fields, ...expiry, saved: false }, { expression: 'attribute_not_exists(pk) OR saved = :no', values: { ':no': false } });
    if (unsaved) return unsaved;
    const saved = await updateIfHolds(db, key, fields, { expression: 'saved = :yes', values: { ':yes': true } });
    if (saved) return saved;
  }
  throw new Error(`writeKeepingSaved: ${key.sk} kept changing; gave up after ${WRITE_ATTEMPTS} attempts.`);
}

const WRITE_ATTEMPTS = 10;
