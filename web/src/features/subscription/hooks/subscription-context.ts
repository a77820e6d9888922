import { createContext, useContext } from 'react';
import type { SubscriptionStatus } from '@shared/api/auth';
import type { Tier } from '@shared/domain/plans';

export interface SubscriptionState {
  /** The signed-in user's tier; null for visitors. */
  tier: Tier | null;
  subscribed: boolean;
  subscriptionEnd: string | null;
  /** `checking` only while no value (fresh or cached) is known yet. */
  status: 'visitor' | 'checking' | 'ready';
  /**
   * Checks again now, ignoring the 5-minute cache (e.g. after checkout); resolves to the server's
   * answer, or null when it could not be asked (visitor, error: the value shown stays the cached one).
   */
  refresh: () => Promise<SubscriptionStatus | null>;
}

export const SubscriptionContext = createContext<SubscriptionState | null>(null);

export function useSubscription(): SubscriptionState {
  const state = useContext(SubscriptionContext);
  if (!state) throw new Error('useSubscription used outside <SubscriptionProvider>');
  return state;
}
