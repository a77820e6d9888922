import type { TimeoutCallback, TimeoutProvider } from '@tanstack/react-query';

/** The platform's longest delay (about 24.8 days); a longer one would fire at once. */
const MAX_PLATFORM_DELAY_MS = 2 ** 31 - 1;

/**
 * A TimeoutProvider for TanStack Query (its documented hook for coalescing timers) that keeps every
 * query timeout on one platform timer, armed for the earliest deadline. Each query observer starts a
 * staleness timeout and each query a garbage-collection one: a results page of cards, each reading the
 * plan, the saved ids and the counters, started some sixty while it loaded, and each cost a native
 * call (issue 19: the largest part of the results page's longest task under Lighthouse). Intervals
 * (the usage poll) are few and stay the platform's. Callbacks due together run in the order they were
 * scheduled; one that throws does not stop the others (its error is rethrown on its own).
 */
export function createCoalescedTimeouts(): TimeoutProvider<number> {
  const pending = new Map<number, { due: number; callback: TimeoutCallback }>();
  let nextId = 1;
  let platformTimer: ReturnType<typeof setTimeout> | undefined;
  let armedFor = Infinity;

  const arm = () => {
    let earliest = Infinity;
    for (const { due } of pending.values()) earliest = Math.min(earliest, due);
    if (earliest === armedFor) return;
    if (platformTimer !== undefined) globalThis.clearTimeout(platformTimer);
    platformTimer = undefined;
    armedFor = earliest;
    if (earliest !== Infinity) platformTimer = globalThis.setTimeout(runDue, Math.min(MAX_PLATFORM_DELAY_MS, Math.max(0, earliest - Date.now())));
  };

  const runDue = () => {
    platformTimer = undefined;
    armedFor = Infinity;
    const now = Date.now();
    const due = [...pending].filter(([, timer]) => timer.due <= now);
    for (const [id] of due) pending.delete(id);
    arm();
    for (const [, { callback }] of due) {
      try {
        callback();
      } catch (error) {
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  };

  return {
    setTimeout(callback, delay) {
      const id = nextId++;
      const due = Date.now() + Math.max(0, Number(delay) || 0);
      pending.set(id, { due, callback });
      if (due < armedFor) arm();
      return id;
    },
    // A cleared timeout leaves the platform timer armed: it finds nothing due then and arms for the next.
    clearTimeout(id) {
      if (id !== undefined) pending.delete(id);
    },
    setInterval: (callback, delay) => globalThis.setInterval(callback, delay) as unknown as number,
    clearInterval: (id) => globalThis.clearInterval(id),
  };
}
