import { createContext, useContext } from 'react';
import type { Tier } from '@shared/domain/plans';

export interface SubscriptionState {
  /** The signed-in user's tier; null for visitors. */
  tier: Tier | null;
  subscribed: boolean;
  subscriptionEnd: string | null;
  /** `checking` only while no value (fresh or cached) is known yet. */
  status: 'visitor' | 'checking' | 'ready';
  /** Checks again now, ignoring the 5-minute cache (e.g. after checkout). */
  refresh: () => Promise<void>;
}

export const SubscriptionContext = createContext<SubscriptionState | null>(null);

export function useSubscription(): SubscriptionState {
  const state = useContext(SubscriptionContext);
  if (!state) throw new Error('useSubscription used outside <SubscriptionProvider>');
  return state;
}
