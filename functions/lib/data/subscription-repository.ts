import type { Db } from './db';
import { getLiveItem } from './expiry';
import { keys } from './keys';

/**
 * The subscription record lives on the profile item (`USER#<sub>` / `PROFILE`): `subscribed`,
 * a tier under any of the names the spec lists, and `subscription_end`. Billing writes them; until
 * it exists no account has them. Returned raw: the service normalises.
 */
const SUBSCRIPTION_FIELDS = ['subscribed', 'subscription_tier', 'tier', 'plan', 'subscriptionTier', 'current_tier', 'subscription_end'];

export async function getSubscriptionRecord(db: Db, userId: string): Promise<Record<string, unknown> | undefined> {
  const item = await getLiveItem(db, { Key: keys.profile(userId) });
  if (!item) return undefined;
  return Object.fromEntries(SUBSCRIPTION_FIELDS.filter((field) => item[field] !== undefined).map((field) => [field, item[field]]));
}
