import { QueryClient } from '@tanstack/react-query';
import { retryDelayMs, retryWhileUnreachable } from './service-unreachable';

/**
 * The app's one server-state cache. A read that fails because the service is unreachable tries again by
 * itself with growing waits (and keeps its last data meanwhile: the banner says it may be out of date);
 * any other failed read shows its retry card or keeps the last value at once, as before. Changes
 * (mutations) never try again by themselves: the user sees why and tries again. No refetch when the tab
 * is shown again, except for the queries that ask for it (the usage gauges).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: retryWhileUnreachable, retryDelay: (failures) => retryDelayMs(failures), refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
