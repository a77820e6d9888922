import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { SubscriptionStatus } from '@shared/api/auth';
import { SUBSCRIPTION_CHANGE_RELOAD_MS } from '@shared/domain/subscription';
import { useAuth } from '@/features/auth/hooks/auth-context';
import { localStore } from '@/lib/web-storage';
import { SubscriptionContext, type SubscriptionState } from '../hooks/subscription-context';
import {
  FREE_STATUS,
  isCacheFresh,
  readCachedSubscription,
  subscriptionChanged,
  writeCachedSubscription,
} from '../subscription-cache';

interface Checked {
  /** Which signed-in user (id and email) this result belongs to. */
  owner: string;
  status: SubscriptionStatus;
}

interface CheckResult {
  status: SubscriptionStatus;
  /** A fresh answer differs from the cached one in the subscribed flag or the tier. */
  changed: boolean;
  /** The server answered (false: `status` is the cached value or free). */
  fresh: boolean;
}

/**
 * One check: ask the API and cache the answer; on any failure (501 until billing exists, network,
 * malformed answer) fall back to the cached value, whatever its age, then to free.
 */
async function checkSubscription(email: string | null, signal?: AbortSignal): Promise<CheckResult> {
  const storage = localStore();
  const cached = email ? readCachedSubscription(storage, email) : null;
  try {
    // Loaded on demand: the contract pulls in zod, which public pages should not load up front.
    const { fetchSubscriptionStatus } = await import('../api/subscription-api');
    const fresh = await fetchSubscriptionStatus(signal);
    if (email) writeCachedSubscription(storage, email, fresh, Date.now());
    return { status: fresh, changed: cached !== null && subscriptionChanged(cached.status, fresh), fresh: true };
  } catch (error) {
    if (signal?.aborted) throw error;
    return { status: cached?.status ?? FREE_STATUS, changed: false, fresh: false };
  }
}

/**
 * The signed-in user's subscription status (spec 001, sections 4 and 9): a cached value under
 * 5 minutes old is used as is; otherwise GET /billing/subscription is asked. A fresh answer that
 * changes the subscribed flag or the tier against the cache reloads the page after 1 s, so every
 * plan-dependent view starts over with the new tier. The spec's other fallback, a subscribers table
 * read from the browser, does not exist here: the server is the only source of the tier.
 */
export function SubscriptionProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const email = user?.email?.trim().toLowerCase() || null;
  const owner = user ? `${user.userId}|${email ?? ''}` : null;
  const [checked, setChecked] = useState<Checked | null>(null);
  const reloadTimer = useRef<number | undefined>(undefined);

  const settle = useCallback((forOwner: string, result: CheckResult, reloadOnChange: boolean) => {
    setChecked({ owner: forOwner, status: result.status });
    if (!result.changed || !reloadOnChange) return;
    window.clearTimeout(reloadTimer.current);
    reloadTimer.current = window.setTimeout(() => window.location.reload(), SUBSCRIPTION_CHANGE_RELOAD_MS);
  }, []);

  // The cache as it was when this user appeared; a fresh entry spares the request.
  const cachedAtStart = useMemo(() => (email ? readCachedSubscription(localStore(), email) : null), [email]);

  useEffect(() => {
    if (!owner) return;
    if (cachedAtStart && isCacheFresh(cachedAtStart, Date.now())) return;
    const controller = new AbortController();
    checkSubscription(email, controller.signal).then(
      (result) => settle(owner, result, true),
      () => {}, // aborted: this user or this mount is gone
    );
    return () => controller.abort();
  }, [owner, email, cachedAtStart, settle]);

  useEffect(() => () => window.clearTimeout(reloadTimer.current), []);

  // An asked-for check hands the answer to its caller instead of reloading (the checkout return
  // shows its welcome toast; views re-render with the new tier from this context).
  const refresh = useCallback(async () => {
    if (!owner) return null;
    const result = await checkSubscription(email);
    settle(owner, result, false);
    return result.fresh ? result.status : null;
  }, [owner, email, settle]);

  const value = useMemo<SubscriptionState>(() => {
    if (!owner) return { tier: null, subscribed: false, subscriptionEnd: null, status: 'visitor', refresh };
    const known = checked?.owner === owner ? checked.status : cachedAtStart?.status;
    const status = known ?? FREE_STATUS;
    return {
      tier: status.subscription_tier,
      subscribed: status.subscribed,
      subscriptionEnd: status.subscription_end,
      status: known ? 'ready' : 'checking',
      refresh,
    };
  }, [owner, checked, cachedAtStart, refresh]);

  return <SubscriptionContext.Provider value={value}>{children}</SubscriptionContext.Provider>;
}
