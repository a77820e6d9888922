import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { epochSeconds } from '../../../shared/domain/utc-dates';
import { claim, unlessConditionFails } from './conditional-writes';
import type { Db } from './db';
import { entity } from './entity';
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

/** The window's item: attempts counted so far and when the window ends (epoch seconds). Named by its AttemptWindow. */
const windowShape = z.object({ attempts: z.number(), windowEndsAt: z.number() });
const windowEntity = (window: AttemptWindow) => entity(window.entity, windowShape);

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
    // Gone meanwhile (cleared): the next pass opens a window.
    const stored = Item ? windowEntity(window).parse(Item) : undefined;
    if (stored && stored.windowEndsAt > nowSeconds && stored.attempts >= window.maxAttempts) {
      return { allowed: false, retryAfterSeconds: stored.windowEndsAt - nowSeconds };
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
        ReturnValues: 'ALL_NEW',
      }),
    ),
  );
  return counted?.Attributes ? windowEntity(window).parse(counted.Attributes).attempts : null;
}

/** Starts a new window with this attempt as its first, unless a live window exists. */
function openWindow(db: Db, window: AttemptWindow, nowSeconds: number): Promise<boolean> {
  const windowEndsAt = nowSeconds + window.windowSeconds;
  return claim(db, windowEntity(window).item(window.key, { attempts: 1, windowEndsAt }, expiryAttributes(window.key, windowEndsAt)), {
    expression: 'attribute_not_exists(pk) OR windowEndsAt <= :now',
    values: { ':now': nowSeconds },
  });
}
