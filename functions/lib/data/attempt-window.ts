import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { epochSeconds } from '../../../shared/domain/utc-dates';
import { claim, unlessConditionFails } from './conditional-writes';
import type { Db } from './db';
import { expiryAttributes, type ItemKey } from './keys';

/**
 * "At most N attempts per window" for one key (e.g. a user's password-change attempts). The window
 * opens with its first attempt and lasts `windowSeconds`; the attempt is counted before whatever it
 * tries is checked, so concurrent attempts can never get more than N checks. Every step is one
 * conditional single-item write (dynalite has no transactions).
 */
export interface AttemptWindow {
  key: ItemKey;
  maxAttempts: number;
  windowSeconds: number;
  /** The item's `entity` attribute. */
  entity: string;
}

export type AttemptResult = { allowed: true; attempt: number } | { allowed: false; retryAfterSeconds: number };

/** Counts one attempt if the window has room; otherwise says when the window ends. */
export async function takeWindowAttempt(db: Db, window: AttemptWindow, now: Date): Promise<AttemptResult> {
  const nowSeconds = epochSeconds(now);
  // A concurrent attempt may open or fill the window between our writes; each pass reads what it
  // did and tries again. Three passes settle any interleaving of "count", "open" and "read".
  for (let pass = 0; pass < 3; pass++) {
    const counted = await countInLiveWindow(db, window, nowSeconds);
    if (counted !== null) return { allowed: true, attempt: counted };
    if (await openWindow(db, window, nowSeconds)) return { allowed: true, attempt: 1 };
    const { Item } = await db.client.send(new GetCommand({ TableName: db.tableName, Key: window.key, ConsistentRead: true }));
    const endsAt = Number(Item?.windowEndsAt ?? 0);
    if (endsAt > nowSeconds && Number(Item?.attempts ?? 0) >= window.maxAttempts) {
      return { allowed: false, retryAfterSeconds: endsAt - nowSeconds };
    }
  }
  // Still contended after three passes: refuse rather than check without counting.
  return { allowed: false, retryAfterSeconds: window.windowSeconds };
}

/** Forgets the attempts (e.g. after a success). */
export async function clearWindowAttempts(db: Db, key: ItemKey): Promise<void> {
  await db.client.send(new DeleteCommand({ TableName: db.tableName, Key: key }));
}

async function countInLiveWindow(db: Db, window: AttemptWindow, nowSeconds: number): Promise<number | null> {
  const counted = await unlessConditionFails(() =>
    db.client.send(
      new UpdateCommand({
        TableName: db.tableName,
        Key: window.key,
        UpdateExpression: 'ADD attempts :one',
        ConditionExpression: 'attribute_exists(pk) AND windowEndsAt > :now AND attempts < :max',
        ExpressionAttributeValues: { ':one': 1, ':now': nowSeconds, ':max': window.maxAttempts },
        ReturnValues: 'UPDATED_NEW',
      }),
    ),
  );
  return counted ? Number(counted.Attributes?.attempts) : null;
}

/** Starts a new window with this attempt as its first, unless a live window exists. */
function openWindow(db: Db, window: AttemptWindow, nowSeconds: number): Promise<boolean> {
  const windowEndsAt = nowSeconds + window.windowSeconds;
  return claim(db, { ...window.key, entity: window.entity, attempts: 1, windowEndsAt, ...expiryAttributes(window.key, windowEndsAt) }, {
    expression: 'attribute_not_exists(pk) OR windowEndsAt <= :now',
    values: { ':now': nowSeconds },
  });
}
