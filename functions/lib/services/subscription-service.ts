import type { SubscriptionStatus } from '../../../shared/api/auth';
import { normalizeSubscriptionTier } from '../../../shared/domain/subscription';
import type { Db } from '../data/db';
import { getSubscriptionRecord } from '../data/subscription-repository';

/**
 * GET /billing/subscription: the stored record after the spec's normalisation (tier from any of
 * its field names; not subscribed means free). Until billing writes records, everyone is free.
 */
export async function readSubscriptionStatus(db: Db, userId: string): Promise<SubscriptionStatus> {
  const record = await getSubscriptionRecord(db, userId);
  const tier = normalizeSubscriptionTier(record);
  const subscribed = tier !== 'free';
  const end = record?.subscription_end;
  return { subscribed, subscription_tier: tier, subscription_end: subscribed && typeof end === 'string' ? end : null };
}
