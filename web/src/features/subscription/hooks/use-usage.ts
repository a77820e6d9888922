import { useQuery } from '@tanstack/react-query';
import type { UsageResponse } from '@shared/api/usage';
import { useAuth } from '@/features/auth';
import { ApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { isServiceUnreachable } from '@/lib/service-unreachable';
import { isUsageUnavailable, usagePollMs } from '../usage-poll';

const failedStatus = (error: unknown): number | null => (error instanceof ApiError ? error.status : null);

/** Today's counters, and whether they may be out of date (the last read could not reach the service). */
export interface UsageState {
  usage: UsageResponse | null;
  stale: boolean;
}

/** GET /me/usage for one user, as every reader of today's counters shares it. */
function usageQuery(userId: string | null) {
  return {
    queryKey: queryKeys.usage(userId ?? ''),
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      // Loaded on demand: the API contracts pull in zod, which the header should not make every page load.
      const { fetchUsage } = await import('../api/usage-api');
      return fetchUsage(signal);
    },
    enabled: userId !== null,
  };
}

/**
 * Today's counters for the header gauges, the one reader that keeps them current: read at once, every
 * 3 s while the tab is visible, again when the tab is shown and after every search (the search
 * invalidates this query). Failures are silent (spec: usage reads are silent); the last value stays
 * shown. While the service is unreachable the query client's retries space the reads out (3 s, 6 s, …
 * up to 60 s: product-rules §3.5) and the last value is marked stale. `usage` is null until the first
 * answer, and while GET /me/usage is not available.
 */
export function useUsageState(): UsageState {
  const userId = useAuth().user?.userId ?? null;
  const { data, error, failureReason } = useQuery({
    ...usageQuery(userId),
    refetchInterval: (query) => usagePollMs(failedStatus(query.state.error)),
    refetchOnWindowFocus: 'always',
  });
  const usage = isUsageUnavailable(failedStatus(error)) ? null : (data ?? null);
  return { usage, stale: usage !== null && isServiceUnreachable(failureReason) };
}

/**
 * Today's counters for the views beside the header (each card's Generate Menu, the plan page, the
 * over-limit guard): they read what the header's gauges keep current (useUsageState) and only ask
 * themselves while nothing is known yet. A poll and a staleness timer per reader made a results page
 * of cards start dozens of timers while it loaded (issue 19).
 */
export function useUsage(): UsageResponse | null {
  const userId = useAuth().user?.userId ?? null;
  const { data, error } = useQuery({ ...usageQuery(userId), staleTime: Infinity });
  return isUsageUnavailable(failedStatus(error)) ? null : (data ?? null);
}
