import { queryOptions } from '@tanstack/react-query';
import type { SubscriptionStatus } from '@shared/api/auth';
// Relative on purpose: this module's unit test runs under plain tsx, which knows no `@` aliases.
import { SUBSCRIPTION_CACHE_MS } from '../../../../shared/domain/subscription';
import { queryKeys } from '../../lib/query-keys';
import { isCacheFresh, readCachedSubscription, subscriptionChanged, writeCachedSubscription } from './subscription-cache';

/** Where the status comes from and where it is kept per email (localStorage in the browser). */
export interface SubscriptionSource {
  storage: Parameters<typeof readCachedSubscription>[0];
  fetchStatus: (signal?: AbortSignal) => Promise<SubscriptionStatus>;
  now: () => number;
}

export interface SubscriptionAccount {
  userId: string;
  /** Lower-cased; the stored cache is kept per email, so without one nothing is stored. */
  email: string | null;
}

/**
 * Asks the server and stores the answer for the email; `changed` when it differs from the stored
 * one in the subscribed flag or the tier (never on the first check).
 */
export async function checkSubscription(
  email: string | null,
  source: SubscriptionSource,
  signal?: AbortSignal,
): Promise<{ status: SubscriptionStatus; changed: boolean }> {
  const before = email ? readCachedSubscription(source.storage, email) : null;
  const status = await source.fetchStatus(signal);
  if (email) writeCachedSubscription(source.storage, email, status, source.now());
  return { status, changed: before !== null && subscriptionChanged(before.status, status) };
}

/**
 * One user's subscription status as a query (product-rules §2.6): fresh for 5 minutes. It
 * starts from the status stored for the email, which spares the request while under 5 minutes old
 * (an entry from the future is checked again) and otherwise stays shown until the server answers,
 * or when the check fails, whatever its age. `onChange` runs when an automatic check finds a new tier.
 */
export function subscriptionQuery({ userId, email }: SubscriptionAccount, source: SubscriptionSource, onChange: () => void) {
  const stored = () => (email ? readCachedSubscription(source.storage, email) : null);
  return queryOptions({
    queryKey: queryKeys.subscription(userId, email),
    queryFn: async ({ signal }) => {
      const { status, changed } = await checkSubscription(email, source, signal);
      if (changed) onChange();
      return status;
    },
    staleTime: SUBSCRIPTION_CACHE_MS,
    initialData: () => stored()?.status,
    initialDataUpdatedAt: () => {
      const entry = stored();
      return entry && isCacheFresh(entry, source.now()) ? entry.checkedAt : 0;
    },
  });
}
