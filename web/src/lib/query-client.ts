import { onlineManager, QueryClient, timeoutManager } from '@tanstack/react-query';
import { createCoalescedTimeouts } from './coalesced-timeouts';
import { retryDelayMs, retryWhileUnreachable } from './service-unreachable';

/**
 * The app's one server-state cache. A read that fails because the service is unreachable tries again by
 * itself with growing waits (and keeps its last data meanwhile: the banner says it may be out of date);
 * any other failed read shows its retry card or keeps the last value at once, as before. Changes
 * (mutations) never try again by themselves: the user sees why and tries again. No refetch when the tab
 * is shown again, except for the queries that ask for it (the usage gauges). The query timers share one
 * platform timer (coalesced-timeouts.ts).
 */
const coalescedTimeouts = createCoalescedTimeouts();

export function createQueryClient(): QueryClient {
  // Set before any query exists, and always the same provider (TanStack cannot cancel one provider's timers with another).
  timeoutManager.setTimeoutProvider(coalescedTimeouts);
  // TanStack assumes "online" until the browser's first offline event; a page opened offline starts offline
  // (reads wait, kept ones show their offline copies, product-rules §3.6).
  if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false);
  return new QueryClient({
    defaultOptions: {
      queries: { retry: retryWhileUnreachable, retryDelay: (failures) => retryDelayMs(failures), refetchOnWindowFocus: false },
      // Changes run even offline, so they fail at once and say they need a connection (§3.5, §3.6), instead of
      // waiting silently to be sent later.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
