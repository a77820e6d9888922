import { QueryClient } from '@tanstack/react-query';

/**
 * The app's one server-state cache. No automatic retries (a failed read shows its retry card or
 * keeps the last value at once, as before) and no refetch when the tab is shown again, except
 * for the queries that ask for it (the usage gauges).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
