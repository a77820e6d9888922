import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { conditionHeld } from './conditional-writes';
import type { Db } from './db';
import { entity, type Stored } from './entity';
import { getLiveItem } from './expiry';
import { keys } from './keys';
import { TABLE_KEYS } from './table-definition';

/**
 * The subscription record lives on the profile item (`USER#<sub>` / `PROFILE`): `subscribed`,
 * a tier under any of the names the spec lists, `subscription_end`, and from billing the provider's
 * `subscription_status` and `cancel_at_period_end`. Only the billing webhook writes them.
 * Returned raw: the subscription service normalises.
 */
const optionalText = z.string().nullish().catch(undefined);
const optionalFlag = z.boolean().nullish().catch(undefined);
/** The subscription's attributes of the profile item; a value of another type reads as absent. */
const subscriptionEntity = entity(
  'profile',
  z.object({
    subscribed: optionalFlag,
    subscription_tier: optionalText,
    tier: optionalText,
    plan: optionalText,
    subscriptionTier: optionalText,
    current_tier: optionalText,
    subscription_end: optionalText,
    subscription_status: optionalText,
    cancel_at_period_end: optionalFlag,
  }),
);
export type SubscriptionRecord = Stored<typeof subscriptionEntity>;
const SUBSCRIPTION_FIELDS = ['subscribed', 'subscription_tier', 'tier', 'plan', 'subscriptionTier', 'current_tier', 'subscription_end', 'subscription_status', 'cancel_at_period_end'] as const;

/** Reads the subscription's attributes only (and the expiry every read checks), not the whole profile. */
const SUBSCRIPTION_PROJECTION = {
  ProjectionExpression: [...SUBSCRIPTION_FIELDS, TABLE_KEYS.ttlAttribute].map((_, i) => `#p${i}`).join(', '),
  ExpressionAttributeNames: Object.fromEntries([...SUBSCRIPTION_FIELDS, TABLE_KEYS.ttlAttribute].map((field, i) => [`#p${i}`, field])),
};

export async function getSubscriptionRecord(db: Db, userId: string): Promise<SubscriptionRecord | undefined> {
  const item = await getLiveItem(db, { Key: keys.profile(userId), ...SUBSCRIPTION_PROJECTION });
  return item ? subscriptionEntity.parse(item) : undefined;
}

/** What the billing webhook stores: the provider's current state of the user's subscription. */
export interface SubscriptionState {
  subscribed: boolean;
  tier: 'free' | 'pro' | 'premium';
  /** Stripe's status, or `none` when the customer has no subscription. */
  status: string;
  /** ISO end of the current period, or null. */
  subscriptionEnd: string | null;
  cancelAtPeriodEnd: boolean;
  subscriptionId: string | null;
}

/**
 * Writes the state read from the provider at `readAtMs`, unless a state read later is already
 * stored (one conditional update): two events processed at once cannot leave the older read.
 * Returns false when a newer read won or the profile is gone (the account was deleted).
 */
export function writeSubscriptionState(db: Db, userId: string, state: SubscriptionState, readAtMs: number): Promise<boolean> {
  return conditionHeld(() =>
    db.client.send(
      new UpdateCommand({
        TableName: db.tableName,
        Key: keys.profile(userId),
        UpdateExpression:
          'SET #subscribed = :subscribed, #tier = :tier, #status = :status, #end = :end, #cape = :cape, #subId = :subId, #readAt = :readAt, ' +
          '#entity = if_not_exists(#entity, :entity), #createdAt = if_not_exists(#createdAt, :iso)',
        // Only onto an existing profile (a customer is claimed on it first): an event arriving after
        // the account was deleted (product-rules §14.2) must not bring a profile back.
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(#readAt) OR #readAt <= :readAt)',
        ExpressionAttributeNames: {
          '#subscribed': 'subscribed',
          '#tier': 'subscription_tier',
          '#status': 'subscription_status',
          '#end': 'subscription_end',
          '#cape': 'cancel_at_period_end',
          '#subId': 'stripe_subscription_id',
          '#readAt': 'subscription_read_at',
          '#entity': 'entity',
          '#createdAt': 'createdAt',
        },
        ExpressionAttributeValues: {
          ':subscribed': state.subscribed,
          ':tier': state.tier,
          ':status': state.status,
          ':end': state.subscriptionEnd,
          ':cape': state.cancelAtPeriodEnd,
          ':subId': state.subscriptionId,
          ':readAt': readAtMs,
          ':entity': 'profile',
          ':iso': new Date(readAtMs).toISOString(),
        },
      }),
    ),
  );
}
