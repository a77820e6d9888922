import type { Tier } from './plans';

/**
 * Subscription tier normalisation (product-rules §2.6): premium, enterprise, plus, ultimate map to
 * premium; pro, professional, basic, starter, standard map to pro; anything else is free. A
 * non-subscribed result is always free. The tier may be in any of several fields.
 */
const PREMIUM_NAMES = new Set(['premium', 'enterprise', 'plus', 'ultimate']);
const PRO_NAMES = new Set(['pro', 'professional', 'basic', 'starter', 'standard']);
const TIER_FIELDS = ['subscription_tier', 'tier', 'plan', 'subscriptionTier', 'current_tier'] as const;

export function normalizeTierName(value: unknown): Tier {
  if (typeof value !== 'string') return 'free';
  const name = value.trim().toLowerCase();
  if (PREMIUM_NAMES.has(name)) return 'premium';
  if (PRO_NAMES.has(name)) return 'pro';
  return 'free';
}

/** The tier a raw subscription record stands for. */
export function normalizeSubscriptionTier(record: Record<string, unknown> | null | undefined): Tier {
  if (!record || record.subscribed !== true) return 'free';
  const raw = TIER_FIELDS.map((field) => record[field]).find((value) => typeof value === 'string' && value.trim() !== '');
  return normalizeTierName(raw);
}

/** The billing provider's subscription statuses (issue 10); `none` when there is no subscription. */
export const SUBSCRIPTION_PROVIDER_STATUSES = ['none', 'active', 'trialing', 'past_due', 'canceled', 'incomplete', 'unpaid'] as const;
export type SubscriptionProviderStatus = (typeof SUBSCRIPTION_PROVIDER_STATUSES)[number];

/** Client cache of the subscription status: 5 minutes, per user email (product-rules §2.6). */
export const SUBSCRIPTION_CACHE_MS = 5 * 60 * 1000;
/** After a fresh check shows a changed tier or subscribed flag, the page reloads after this delay. */
export const SUBSCRIPTION_CHANGE_RELOAD_MS = 1000;
