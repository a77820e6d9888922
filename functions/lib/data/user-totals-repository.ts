import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { conditionHeld } from './conditional-writes';
import type { Db } from './db';
import { entity, type Stored, storedCounter } from './entity';
import { countLiveItems, getLiveItem } from './expiry';
import { type ItemKey, keys, SK_PREFIX, TOTALS_BUCKET } from './keys';
import { decrementFloorZero, incrementWithinLimit } from './limits';
import { LimitReachedError, type LimitRefusal } from '../errors';
import * as clock from '../clock';

/**
 * Totals item: `USER#<sub>` / `TOTALS`, one counter per thing a plan limits (saved restaurants,
 * tags, diner profiles). It sits in the expiry index under `TOTALS` so the cleanup job can recount and repair it.
 * `updatedAt` changes with every counter change: reconciliation leaves recently touched items
 * alone (a save may be between its counter write and its item write) and uses it as a guard.
 */
export const TOTAL_COUNTERS = {
  saved: SK_PREFIX.saved,
  tags: SK_PREFIX.tag,
  diners: SK_PREFIX.diner,
} as const;
export type TotalCounter = keyof typeof TOTAL_COUNTERS;

export type UserTotals = Record<TotalCounter, number>;

const optionalText = z.string().optional().catch(undefined);
/** Counters read as 0 when absent; a `userId` or `updatedAt` of another type reads as absent (as the hand-written reader did). */
const userTotalsEntity = entity(
  'userTotals',
  z.object({ userId: optionalText, updatedAt: optionalText, saved: storedCounter(), tags: storedCounter(), diners: storedCounter() }),
);

export async function getUserTotals(db: Db, userId: string): Promise<UserTotals> {
  return (await readUserTotals(db, userId)).totals;
}

/** The counters and when they last moved: what a repair before use needs, from the request's one read. */
export interface UserTotalsRead {
  totals: UserTotals;
  updatedAt?: string;
}

export async function readUserTotals(db: Db, userId: string): Promise<UserTotalsRead> {
  const item = await getLiveItem(db, { Key: keys.userTotals(userId) });
  return item ? totalsRead(userTotalsEntity.parse(item)) : { totals: { saved: 0, tags: 0, diners: 0 } };
}

export interface StoredTotals {
  userId: string;
  totals: UserTotals;
  updatedAt?: string;
}

/** A totals item found through the index, read consistently for reconciliation. */
export async function readTotalsItem(db: Db, key: ItemKey): Promise<StoredTotals | undefined> {
  const item = await getLiveItem(db, { Key: key, ConsistentRead: true });
  const stored = item ? userTotalsEntity.parse(item) : undefined;
  return stored?.userId === undefined ? undefined : { userId: stored.userId, ...totalsRead(stored) };
}

/** Takes one unit of a plan limit (throws LimitReachedError, saying `refusal`, when none is left). */
export function incrementTotal(db: Db, userId: string, counter: TotalCounter, limit: number, now: Date = clock.now(), refusal?: LimitRefusal): Promise<number> {
  const key = keys.userTotals(userId);
  return incrementWithinLimit(db, {
    key,
    counter,
    limit,
    ...(refusal ? { refusal } : {}),
    extraSet: { updatedAt: now.toISOString() },
    setIfMissing: totalsIdentity(key, userId),
  });
}

export function decrementTotal(db: Db, userId: string, counter: TotalCounter, now: Date = clock.now()): Promise<number> {
  return decrementFloorZero(db, { key: keys.userTotals(userId), counter, extraSet: { updatedAt: now.toISOString() } });
}

/**
 * Marks the counters as moving before an item they count is deleted: a repair that read them
 * before (and may count after the delete) then fails its `updatedAt` guard, and one that reads
 * after sees them unsettled. Without it, a repair counting between the delete and the unit given
 * back would leave the counter one below its items. No totals item yet: nothing to guard.
 */
export async function markTotalsMoving(db: Db, userId: string, now: Date = clock.now()): Promise<void> {
  await conditionHeld(() =>
    db.client.send(
      new UpdateCommand({
        TableName: db.tableName,
        Key: keys.userTotals(userId),
        UpdateExpression: 'SET #updatedAt = :now',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#updatedAt': 'updatedAt' },
        ExpressionAttributeValues: { ':now': now.toISOString() },
      }),
    ),
  );
}

/** How many live items the counter stands for, counted from the items themselves. */
export function countTotalFromItems(db: Db, userId: string, counter: TotalCounter, now: Date = clock.now()): Promise<number> {
  return countLiveItems(
    db,
    {
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':prefix': TOTAL_COUNTERS[counter] },
    },
    now,
  );
}

/**
 * Sets a drifted counter to its recounted value, only if the item is unchanged since it was read
 * (`updatedAt` guard). Returns false when someone changed it meanwhile: the next run looks again.
 */
export function repairTotal(
  db: Db,
  key: ItemKey,
  counter: TotalCounter,
  actual: number,
  seenUpdatedAt: string | undefined,
  now: Date = clock.now(),
): Promise<boolean> {
  return conditionHeld(() =>
    db.client.send(
      new UpdateCommand({
        TableName: db.tableName,
        Key: key,
        UpdateExpression: 'SET #counter = :actual, #updatedAt = :now',
        ConditionExpression: seenUpdatedAt === undefined ? 'attribute_exists(pk) AND attribute_not_exists(#updatedAt)' : '#updatedAt = :seen',
        ExpressionAttributeNames: { '#counter': counter, '#updatedAt': 'updatedAt' },
        ExpressionAttributeValues: {
          ':actual': actual,
          ':now': now.toISOString(),
          ...(seenUpdatedAt === undefined ? {} : { ':seen': seenUpdatedAt }),
        },
      }),
    ),
  );
}

/**
 * Every function that takes a unit of a counter answers within 15 s (their time limit); a counter
 * untouched for four times that long has no unit in flight, so a surplus over the stored items is
 * drift (a crash between taking the unit and writing the item), not a save still running.
 */
export const IN_FLIGHT_BOUND_MS = 60_000;

/**
 * Repairs drift where a full counter is found: when the counter stands above `storedItems` (a
 * count the caller just made) and has not changed for IN_FLIGHT_BOUND_MS, it is set to that count,
 * conditional on `updatedAt` unchanged since it was read, so a save, unsave or repair landing
 * meanwhile wins and nothing is repaired. True when the counter was lowered.
 */
export async function repairSettledDrift(db: Db, userId: string, counter: TotalCounter, storedItems: number, now: Date = clock.now()): Promise<boolean> {
  const key = keys.userTotals(userId);
  const stored = await readTotalsItem(db, key);
  if (!stored || stored.totals[counter] <= storedItems || !settled(stored, now)) return false;
  return repairTotal(db, key, counter, storedItems, stored.updatedAt, now);
}

/**
 * Before a unit is taken: a settled counter with units is recounted, and repaired when it stands
 * above its items. Repairing only a full counter is not enough: the saves that fill a drifted
 * counter move it, so it is never settled when it blocks (a Free user 2 above its items got its
 * 4th save refused for a minute after each save). Counts at most once per settled period.
 */
export async function repairSettledDriftBeforeUse(
  db: Db,
  userId: string,
  counter: TotalCounter,
  now: Date = clock.now(),
  /** The counters this request read already (the repair's write is guarded by their `updatedAt`, so a stale read only skips it). */
  read?: UserTotalsRead,
): Promise<void> {
  const key = keys.userTotals(userId);
  const stored = read ?? (await readTotalsItem(db, key));
  if (!stored || stored.totals[counter] === 0 || !settled(stored, now)) return;
  const storedItems = await countTotalFromItems(db, userId, counter, now);
  if (stored.totals[counter] > storedItems) await repairTotal(db, key, counter, storedItems, stored.updatedAt, now);
}

/** Untouched for IN_FLIGHT_BOUND_MS: no unit of it is in flight. */
function settled(stored: UserTotalsRead, now: Date): boolean {
  return stored.updatedAt === undefined || now.getTime() - Date.parse(stored.updatedAt) >= IN_FLIGHT_BOUND_MS;
}

/**
 * Takes one unit like incrementTotal, after repairing a settled counter's drift; when the counter
 * is full but the stored items are not, and it has settled (repairSettledDrift), repairs it and
 * takes the unit again once.
 */
export async function incrementTotalRepairingDrift(
  db: Db,
  userId: string,
  counter: TotalCounter,
  limit: number,
  now: Date = clock.now(),
  refusal?: LimitRefusal,
): Promise<number> {
  await repairSettledDriftBeforeUse(db, userId, counter, now);
  try {
    return await incrementTotal(db, userId, counter, limit, now, refusal);
  } catch (error) {
    if (!(error instanceof LimitReachedError)) throw error;
    const storedItems = await countTotalFromItems(db, userId, counter, now);
    if (storedItems >= limit || !(await repairSettledDrift(db, userId, counter, storedItems, now))) throw error;
    return incrementTotal(db, userId, counter, limit, now, refusal);
  }
}

/** The attributes a totals item gets when it is first created. */
function totalsIdentity(key: ItemKey, userId: string) {
  return { entity: userTotalsEntity.name, userId, gsi2pk: TOTALS_BUCKET, gsi2sk: key.pk };
}

function totalsRead({ saved, tags, diners, updatedAt }: Stored<typeof userTotalsEntity>): UserTotalsRead {
  return { totals: { saved, tags, diners }, ...(updatedAt === undefined ? {} : { updatedAt }) };
}
