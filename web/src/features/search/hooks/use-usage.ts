import { useEffect, useState } from 'react';
import type { UsageResponse } from '@shared/api/usage';
import { ApiError } from '@/lib/api-client';
import { onUsageChanged } from '../usage-events';

/** The spec's quota polling interval. */
export const USAGE_POLL_MS = 3000;
/** While the route is not there (501 planned, 404/405), look again now and then instead of every 3 s. */
const UNAVAILABLE_RETRY_MS = 60_000;

/** Routes that are not deployed yet or not reachable: hide the gauges rather than show zeros. */
function isUnavailable(error: unknown): boolean {
  return error instanceof ApiError && [404, 405, 501].includes(error.status);
}

/**
 * Today's counters for the header gauges: fetched at once, every 3 s while the tab is visible,
 * immediately when the tab becomes visible again and after every search (notifyUsageChanged).
 * Failures are silent (spec: usage reads are silent); the last value stays shown. `null` until
 * the first answer, and while GET /me/usage is not available.
 */
export function useUsage(): UsageResponse | null {
  const [usage, setUsage] = useState<UsageResponse | null>(null);

  useEffect(() => {
    let timer: number | undefined;
    let controller: AbortController | null = null;
    let stopped = false;

    const schedule = (ms: number) => {
      window.clearTimeout(timer);
      if (!stopped && document.visibilityState === 'visible') timer = window.setTimeout(() => void load(), ms);
    };

    const load = async () => {
      window.clearTimeout(timer);
      controller?.abort();
      const current = new AbortController();
      controller = current;
      let next = USAGE_POLL_MS;
      try {
        // Loaded on demand: the API contracts pull in zod, which the header should not make every page load.
        const { fetchUsage } = await import('../api/places-api');
        const value = await fetchUsage(current.signal);
        if (!current.signal.aborted) setUsage(value);
      } catch (error) {
        if (current.signal.aborted) return;
        if (isUnavailable(error)) {
          setUsage(null);
          next = UNAVAILABLE_RETRY_MS;
        }
      }
      schedule(next);
    };

    const onVisibility = () => {
      if (document.visibilityState === 'visible') void load();
      else window.clearTimeout(timer);
    };

    void load();
    document.addEventListener('visibilitychange', onVisibility);
    const unsubscribe = onUsageChanged(() => void load());
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      controller?.abort();
      document.removeEventListener('visibilitychange', onVisibility);
      unsubscribe();
    };
  }, []);

  return usage;
}
