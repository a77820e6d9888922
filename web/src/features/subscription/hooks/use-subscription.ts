import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SubscriptionStatus } from '@shared/api/auth';
import type { Tier } from '@shared/domain/plans';
import { SUBSCRIPTION_CHANGE_RELOAD_MS } from '@shared/domain/subscription';
import { useAuth } from '@/features/auth';
import { queryKeys } from '@/lib/query-keys';
import { localStore } from '@/lib/web-storage';
import { FREE_STATUS } from '../subscription-cache';
import { checkSubscription, subscriptionQuery, type SubscriptionSource } from '../subscription-query';

export interface SubscriptionState {
  /** The signed-in user's tier; null for visitors. */
  tier: Tier | null;
  subscribed: boolean;
  subscriptionEnd: string | null;
  /** The billing provider's status (e.g. `past_due`) when the server sends one. */
  providerStatus: SubscriptionStatus['status'] | null;
  /** True when the paid plan ends at `subscriptionEnd` instead of renewing. */
  cancelAtPeriodEnd: boolean;
  /** `checking` only while no value (fresh or stored) is known yet. */
  status: 'visitor' | 'checking' | 'ready';
  /**
   * Checks again now, ignoring the 5-minute cache (e.g. after checkout); resolves to the server's
   * answer, or null when it could not be asked (visitor, error: the value shown stays the cached one).
   */
  refresh: () => Promise<SubscriptionStatus | null>;
}

const source: SubscriptionSource = {
  storage: localStore(),
  // Loaded on demand: the contract pulls in zod, which public pages should not load up front.
  fetchStatus: async (signal) => (await import('../api/subscription-api')).fetchSubscriptionStatus(signal),
  now: () => Date.now(),
};

let reloadTimer: number | undefined;
/** The spec reloads the page 1 s after an automatic check finds a new tier, so every plan-dependent view starts over. */
function reloadAfterTierChange(): void {
  window.clearTimeout(reloadTimer);
  reloadTimer = window.setTimeout(() => window.location.reload(), SUBSCRIPTION_CHANGE_RELOAD_MS);
}

/**
 * The signed-in user's subscription status (product-rules §2.6), from the query cache; on a
 * failed check the stored value, then free. The server is the only source of the tier (the spec's
 * other fallback, a subscribers table read from the browser, does not exist here).
 */
export function useSubscription(): SubscriptionState {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const userId = user?.userId ?? null;
  const email = user?.email?.trim().toLowerCase() || null;
  const query = useQuery({
    ...subscriptionQuery({ userId: userId ?? '', email }, source, reloadAfterTierChange),
    enabled: userId !== null,
  });

  // An asked-for check hands the answer to its caller instead of reloading (the checkout return
  // shows its welcome toast; views re-render with the new tier from the cache).
  const refresh = useCallback(async () => {
    if (!userId) return null;
    try {
      const { status } = await checkSubscription(email, source);
      queryClient.setQueryData(queryKeys.subscription(userId, email), status);
      return status;
    } catch {
      return null;
    }
  }, [userId, email, queryClient]);

  if (!userId) return { tier: null, subscribed: false, subscriptionEnd: null, providerStatus: null, cancelAtPeriodEnd: false, status: 'visitor', refresh };
  const known = query.data ?? (query.isError ? FREE_STATUS : null);
  const status = known ?? FREE_STATUS;
  return {
    tier: status.subscription_tier,
    subscribed: status.subscribed,
    subscriptionEnd: status.subscription_end,
    providerStatus: status.status ?? null,
    cancelAtPeriodEnd: status.cancel_at_period_end === true,
    status: known ? 'ready' : 'checking',
    refresh,
  };
}
