import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { queryKeys } from '@/lib/query-keys';
import { sessionStore } from '@/lib/web-storage';
import { takePortalReturn } from '../portal-return';

/**
 * After a trip to the customer portal, checks the subscription again at once (the 5-minute cache
 * would otherwise keep the old plan). It is the query's own check, so a changed tier or subscribed
 * flag reloads the page after 1 s, as the spec says of every fresh check that finds a change.
 */
export function usePortalReturn(): void {
  const queryClient = useQueryClient();
  const user = useAuth().user;
  const userId = user?.userId ?? null;
  const email = user?.email?.trim().toLowerCase() || null;
  useEffect(() => {
    if (!takePortalReturn(sessionStore(), userId) || !userId) return;
    void queryClient.invalidateQueries({ queryKey: queryKeys.subscription(userId, email) });
  }, [queryClient, userId, email]);
}
