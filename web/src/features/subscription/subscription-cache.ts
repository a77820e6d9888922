import type { SubscriptionStatus } from '@shared/api/auth';
// Relative on purpose: this module's unit test runs under plain tsx, which knows no `@shared` alias.
import { SUBSCRIPTION_CACHE_MS } from '../../../../shared/domain/subscription';

/**
 * The client cache of the subscription status (product-rules §2.6): one entry per user email in
 * localStorage, fresh for 5 minutes. A stale entry is still the fallback when a check fails.
 */
export const SUBSCRIPTION_CACHE_PREFIX = 'forksure.subscription.';

export interface CachedSubscription {
  status: SubscriptionStatus;
  /** Epoch ms of the check that produced it. */
  checkedAt: number;
}

type CacheStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const FREE_STATUS: SubscriptionStatus = { subscribed: false, subscription_tier: 'free', subscription_end: null };

export function subscriptionCacheKey(email: string): string {
  return `${SUBSCRIPTION_CACHE_PREFIX}${email.trim().toLowerCase()}`;
}

const TIERS = new Set(['free', 'pro', 'premium']);
const PROVIDER_STATUSES = new Set(['none', 'active', 'trialing', 'past_due', 'canceled', 'incomplete', 'unpaid']);

function isStatus(value: unknown): value is SubscriptionStatus {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.subscribed === 'boolean' &&
    typeof v.subscription_tier === 'string' &&
    TIERS.has(v.subscription_tier) &&
    (v.subscription_end === null || typeof v.subscription_end === 'string')
  );
}

/** The known fields only; the optional provider status and cancel flag when well formed. */
function pickStatus(value: SubscriptionStatus): SubscriptionStatus {
  const { subscribed, subscription_tier, subscription_end, status, cancel_at_period_end } = value;
  return {
    subscribed,
    subscription_tier,
    subscription_end,
    ...(typeof status === 'string' && PROVIDER_STATUSES.has(status) ? { status } : {}),
    ...(typeof cancel_at_period_end === 'boolean' ? { cancel_at_period_end } : {}),
  };
}

/** The cached entry for `email`, whatever its age; null when missing or unreadable (then removed). */
export function readCachedSubscription(storage: CacheStorage | null, email: string): CachedSubscription | null {
  if (!storage) return null;
  const key = subscriptionCacheKey(email);
  try {
    const raw = storage.getItem(key);
    if (raw === null) return null;
    const parsed = JSON.parse(raw) as Partial<CachedSubscription>;
    if (isStatus(parsed.status) && typeof parsed.checkedAt === 'number' && Number.isFinite(parsed.checkedAt)) {
      return { status: pickStatus(parsed.status), checkedAt: parsed.checkedAt };
    }
    storage.removeItem(key);
  } catch {
    // Unparsable JSON or storage that throws (privacy modes): behave as if nothing was cached.
    try {
      storage.removeItem(key);
    } catch {
      /* storage unavailable */
    }
  }
  return null;
}

export function writeCachedSubscription(storage: CacheStorage | null, email: string, status: SubscriptionStatus, now: number): void {
  if (!storage) return;
  try {
    storage.setItem(subscriptionCacheKey(email), JSON.stringify({ status, checkedAt: now } satisfies CachedSubscription));
  } catch {
    // Full or disabled storage: the status still works for this page load.
  }
}

/** Fresh for 5 minutes after the check; an entry from the future (clock change) is not trusted. */
export function isCacheFresh(entry: CachedSubscription, now: number): boolean {
  const age = now - entry.checkedAt;
  return age >= 0 && age < SUBSCRIPTION_CACHE_MS;
}

/** The spec reloads the page when a fresh check changes the subscribed flag or the tier. */
export function subscriptionChanged(before: SubscriptionStatus, after: SubscriptionStatus): boolean {
  return before.subscribed !== after.subscribed || before.subscription_tier !== after.subscription_tier;
}
