import type { SubscriptionStatus } from '@shared/api/auth';
import { normalizeSubscriptionTier, SUBSCRIPTION_PROVIDER_STATUSES, type SubscriptionProviderStatus } from '@shared/domain/subscription';
import { apiRequest } from '@/lib/api-client';

/**
 * GET /billing/subscription. The answer goes through the spec's normalisation (tier read from any
 * of its field names, non-subscribed always free), so an older or foreign-shaped record still
 * yields one of free, pro or premium. Each field is read by its type here, without a schema: this
 * runs on every signed-in page, which builds no zod schema (docs/decisions.md, "Issue 19: the API
 * contracts' schemas stay out of the production web app").
 */
export async function fetchSubscriptionStatus(signal?: AbortSignal): Promise<SubscriptionStatus> {
  const raw = await apiRequest<unknown>('/billing/subscription', { signal });
  const record = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : null;
  const end = record?.subscription_end;
  const status = record?.status;
  const cancelAtPeriodEnd = record?.cancel_at_period_end;
  return {
    subscribed: record?.subscribed === true,
    subscription_tier: normalizeSubscriptionTier(record),
    subscription_end: typeof end === 'string' && end !== '' ? end : null,
    // The provider's status and the cancel flag, when sent, for /current-plan's summary.
    ...(isProviderStatus(status) ? { status } : {}),
    ...(typeof cancelAtPeriodEnd === 'boolean' ? { cancel_at_period_end: cancelAtPeriodEnd } : {}),
  };
}

function isProviderStatus(value: unknown): value is SubscriptionProviderStatus {
  return (SUBSCRIPTION_PROVIDER_STATUSES as readonly unknown[]).includes(value);
}
