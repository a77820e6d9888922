import { subscriptionStatusSchema, type SubscriptionStatus } from '@shared/api/auth';
import { normalizeSubscriptionTier } from '@shared/domain/subscription';
import { apiRequest } from '@/lib/api-client';

/**
 * GET /billing/subscription. The answer goes through the spec's normalisation (tier read from any
 * of its field names, non-subscribed always free), so an older or foreign-shaped record still
 * yields one of free, pro or premium.
 */
export async function fetchSubscriptionStatus(signal?: AbortSignal): Promise<SubscriptionStatus> {
  const raw = await apiRequest<unknown>('/billing/subscription', { signal });
  const record = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : null;
  const tier = normalizeSubscriptionTier(record);
  const end = record?.subscription_end;
  const providerStatus = subscriptionStatusSchema.shape.status.safeParse(record?.status);
  const cancelAtPeriodEnd = record?.cancel_at_period_end;
  return subscriptionStatusSchema.parse({
    subscribed: record?.subscribed === true,
    subscription_tier: tier,
    subscription_end: typeof end === 'string' && end !== '' ? end : null,
    // The provider's status and the cancel flag, when sent, for /current-plan's summary.
    ...(providerStatus.success && providerStatus.data ? { status: providerStatus.data } : {}),
    ...(typeof cancelAtPeriodEnd === 'boolean' ? { cancel_at_period_end: cancelAtPeriodEnd } : {}),
  });
}
