import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { epochSeconds } from '../../../shared/domain/utc-dates';
import { CODE_PURPOSES } from '../../../shared/domain/codes';
import { claim, release, unlessConditionFails } from './conditional-writes';
import type { Db } from './db';
import { entity, type Stored } from './entity';
import { getLiveItem } from './expiry';
import { expiryAttributes, keys } from './keys';
import { decrementFloorZero, incrementWithinLimit } from './limits';

/**
 * Emailed one-time codes: `CODE#<email>` / `SLOT#<slot>`, one live code per address and slot (a
 * purpose, or a purpose bound to a user). Only the keyed hash of the code is stored. Every change is
 * one conditional single-item write, so concurrent requests cannot both resend, both verify or
 * take more attempts than allowed. The address's hourly counter lives in the same partition.
 */
const codeEntity = entity(
  'code',
  z.object({
    purpose: z.enum(CODE_PURPOSES),
    codeHash: z.string(),
    /** Attempts so far (every verify counts, right or wrong; the right one also uses the code up). */
    attempts: z.number().default(0),
    /** Epoch milliseconds; the resend rule counts from here. */
    sentAtMs: z.number().default(0),
    /** Epoch seconds (TTL attribute). */
    expiresAt: z.number().default(0),
    /** A code that can never verify: it stands in where revealing "no account" would leak. */
    decoy: z.boolean().default(false),
  }),
);
export type StoredCode = Stored<typeof codeEntity>;

export interface CodeSlot {
  email: string;
  slot: string;
}

export async function getCode(db: Db, at: CodeSlot, now: Date): Promise<StoredCode | undefined> {
  const item = await getLiveItem(db, { Key: keys.code(at.email, at.slot), ConsistentRead: true }, now);
  return item ? codeEntity.parse(item) : undefined;
}

/**
 * Stores a new code over the old one, only if no code was sent to this slot after `resendCutoffMs`.
 * Returns false (nothing written) when one was: the caller answers "too soon".
 */
export function putCodeUnlessRecent(db: Db, at: CodeSlot, code: StoredCode, resendCutoffMs: number): Promise<boolean> {
  const key = keys.code(at.email, at.slot);
  return claim(db, codeEntity.item(key, code, expiryAttributes(key, code.expiresAt)), {
    expression: 'attribute_not_exists(pk) OR sentAtMs <= :cutoff',
    values: { ':cutoff': resendCutoffMs },
  });
}

/**
 * Undoes a putCodeUnlessRecent whose code will not be sent: puts `previous` back (or deletes the
 * slot when there was none), only while the slot still holds our code.
 */
export async function restoreCode(db: Db, at: CodeSlot, ourHash: string, previous: StoredCode | undefined): Promise<void> {
  const key = keys.code(at.email, at.slot);
  const stillOurs = { expression: 'codeHash = :ours', values: { ':ours': ourHash } };
  if (previous) await claim(db, codeEntity.item(key, previous, expiryAttributes(key, previous.expiresAt)), stillOurs);
  else await release(db, key, stillOurs);
}

/**
 * Takes one attempt slot on the live code: a single conditional UpdateItem that counts the attempt
 * only while the code exists, is unexpired and has fewer than `maxAttempts` attempts. The caller
 * compares the code only after this write succeeded, so of any number of concurrent guesses at
 * most `maxAttempts` are ever compared. Returns the code as stored after the write (its `attempts`
 * is this attempt's slot, 1-based), or null when no slot was taken.
 */
export async function takeAttempt(db: Db, at: CodeSlot, maxAttempts: number, now: Date): Promise<StoredCode | null> {
  const taken = await unlessConditionFails(() =>
    db.client.send(
      new UpdateCommand({
        TableName: db.tableName,
        Key: keys.code(at.email, at.slot),
        UpdateExpression: 'ADD attempts :one',
        ConditionExpression: 'attribute_exists(pk) AND attempts < :max AND expiresAt > :now',
        ExpressionAttributeValues: { ':one': 1, ':max': maxAttempts, ':now': epochSeconds(now) },
        ReturnValues: 'ALL_NEW',
      }),
    ),
  );
  return taken?.Attributes ? codeEntity.parse(taken.Attributes) : null;
}

/**
 * Uses the code up: deletes it if it still holds `codeHash` (not replaced by a resend) and is
 * unexpired. Single use, since of two concurrent deletes only one finds the item. True if deleted.
 */
export function consumeCode(db: Db, at: CodeSlot, codeHash: string, now: Date): Promise<boolean> {
  return release(db, keys.code(at.email, at.slot), {
    expression: 'codeHash = :hash AND expiresAt > :now',
    values: { ':hash': codeHash, ':now': epochSeconds(now) },
  });
}

/** The clock hour a code counts against (`YYYY-MM-DDTHH`, UTC) and when that window ends. */
export function codeHourWindow(now: Date): { hour: string; endsAt: Date } {
  const hour = now.toISOString().slice(0, 13);
  return { hour, endsAt: new Date(Date.parse(`${hour}:00:00.000Z`) + 3_600_000) };
}

/**
 * Counts one code sent to `email` in the current clock hour (all purposes together); throws
 * LimitReachedError at `limit`. The counter item expires an hour after its window.
 */
export function countCodeSent(db: Db, email: string, now: Date, limit: number): Promise<number> {
  const { hour, endsAt } = codeHourWindow(now);
  const key = keys.codeHourlyCount(email, hour);
  return incrementWithinLimit(db, {
    key,
    counter: 'sent',
    limit,
    setIfMissing: { entity: 'codeHourlyCount', ...expiryAttributes(key, epochSeconds(endsAt) + 3600) },
  });
}

/** Gives back a counted code that was not sent after all (its mail failed). */
export function uncountCodeSent(db: Db, email: string, now: Date): Promise<number> {
  return decrementFloorZero(db, { key: keys.codeHourlyCount(email, codeHourWindow(now).hour), counter: 'sent' });
}
