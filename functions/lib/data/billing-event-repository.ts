import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { epochSeconds } from '../../../shared/domain/utc-dates';
import { claim } from './conditional-writes';
import type { Db } from './db';
import { entity } from './entity';
import { expiryAttributes, keys } from './keys';

/**
 * Webhook idempotency: one item per billing event id, written with one conditional put before
 * the event has any effect. Only the put that creates it processes the event; a replay (Stripe
 * retries, duplicates) finds it and does nothing. Kept 30 days (Stripe retries for 3 days), then
 * it expires like history items.
 */
export const BILLING_EVENT_RETENTION_DAYS = 30;
const billingEventEntity = entity('billingEvent', z.object({ eventId: z.string(), type: z.string(), receivedAt: z.string() }));

export async function claimBillingEvent(db: Db, eventId: string, type: string, now: Date = new Date()): Promise<boolean> {
  const key = keys.billingEvent(eventId);
  const expiresAt = epochSeconds(now) + BILLING_EVENT_RETENTION_DAYS * 86_400;
  return claim(db, billingEventEntity.item(key, { eventId, type, receivedAt: now.toISOString() }, expiryAttributes(key, expiresAt)));
}

/** Forgets an event whose processing failed, so Stripe's retry of it is processed. */
export async function releaseBillingEvent(db: Db, eventId: string): Promise<void> {
  await db.client.send(new DeleteCommand({ TableName: db.tableName, Key: keys.billingEvent(eventId) }));
}
