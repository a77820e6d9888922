import { subscriptionStatusSchema, type SubscriptionStatus } from '../../../../shared/api/subscription-status';
import { normalizeSubscriptionTier } from '../../../../shared/domain/subscription';
import type { Db } from '../../data/db';
import { getSubscriptionRecord } from '../../data/subscription-repository';

/**
 * GET /billing/subscription, and the one reader of the stored subscription for every limit on the
 * server (plan-service.ts): the record the billing webhook stored, after the spec's normalisation
 * (tier from any of its field names; not subscribed means free). Accounts billing never touched
 * are free.
 */
const statusValues = subscriptionStatusSchema.shape.status.unwrap();

export async function readSubscriptionStatus(db: Db, userId: string): Promise<SubscriptionStatus> {
  const record = await getSubscriptionRecord(db, userId);
  const tier = normalizeSubscriptionTier(record);
  const subscribed = tier !== 'free';
  const end = record?.subscription_end;
  const status = statusValues.safeParse(record?.subscription_status);
  return {
    subscribed,
    subscription_tier: tier,
    subscription_end: subscribed && typeof end === 'string' && end !== '' ? end : null,
    ...(status.success ? { status: status.data } : {}),
    ...(typeof record?.cancel_at_period_end === 'boolean' ? { cancel_at_period_end: record.cancel_at_period_end } : {}),
  };
}
