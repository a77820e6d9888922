import { useQuery } from '@tanstack/react-query';
import type { UsageResponse } from '@shared/api/usage';
import { useAuth } from '@/features/auth';
import { ApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { isUsageUnavailable, usagePollMs } from '../usage-poll';

const failedStatus = (error: unknown): number | null => (error instanceof ApiError ? error.status : null);

/**
 * Today's counters for the header gauges: read at once, every 3 s while the tab is visible, again
 * when the tab is shown and after every search (the search invalidates this query). Failures are
 * silent (spec: usage reads are silent); the last value stays shown. `null` until the first answer,
 * and while GET /me/usage is not available.
 */
export function useUsage(): UsageResponse | null {
  const userId = useAuth().user?.userId ?? null;
  const { data, error } = useQuery({
    queryKey: queryKeys.usage(userId ?? ''),
    queryFn: async ({ signal }) => {
      // Loaded on demand: the API contracts pull in zod, which the header should not make every page load.
      const { fetchUsage } = await import('../api/usage-api');
      return fetchUsage(signal);
    },
    enabled: userId !== null,
    refetchInterval: (query) => usagePollMs(failedStatus(query.state.error)),
    refetchOnWindowFocus: 'always',
  });
  return isUsageUnavailable(failedStatus(error)) ? null : (data ?? null);
}
