/**
 * Load shedding for the local HTTP API: at most `maxInFlight` handler invocations run at once, up
 * to `maxQueued` more wait (at most `maxQueueWaitMs`) for a slot, and anything beyond is turned away
 * at once. Two cores cannot run 700 searches at once; without this, every one of them slows down
 * until they all hit their timeout. Shed requests get 503 + Retry-After, which clients retry.
 */
export interface AdmissionLimits {
  maxInFlight: number;
  maxQueued: number;
  maxQueueWaitMs: number;
}

export const DEFAULT_ADMISSION_LIMITS: AdmissionLimits = { maxInFlight: 16, maxQueued: 256, maxQueueWaitMs: 5_000 };

/** Frees the slot; call exactly once, when the handler has settled. */
export type Release = () => void;

export interface Admission {
  /** A slot, or null when the request is shed (queue full, waited too long, or `abandon` fired). */
  enter(abandon?: AbortSignal): Promise<Release | null>;
  /** Resolves once nothing runs or waits (used when the runtime stops). */
  idle(): Promise<void>;
  readonly inFlight: number;
}

interface Waiter {
  admit(): void;
}

export function createAdmission(limits: AdmissionLimits = DEFAULT_ADMISSION_LIMITS): Admission {
  let inFlight = 0;
  const queue: Waiter[] = [];
  let idleWaiters: (() => void)[] = [];

  const checkIdle = () => {
    if (inFlight > 0 || queue.length > 0) return;
    const waiting = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiting) resolve();
  };

  const release = () => {
    inFlight -= 1;
    const next = queue.shift();
    if (next) next.admit();
    else checkIdle();
  };

  const slot = (): Release => {
    inFlight += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      release();
    };
  };

  return {
    get inFlight() {
      return inFlight;
    },
    enter(abandon) {
      if (abandon?.aborted) return Promise.resolve(null);
      if (inFlight < limits.maxInFlight && queue.length === 0) return Promise.resolve(slot());
      if (queue.length >= limits.maxQueued) return Promise.resolve(null);
      return new Promise<Release | null>((resolve) => {
        const leave = () => {
          const index = queue.indexOf(waiter);
          if (index >= 0) queue.splice(index, 1);
          clearTimeout(timer);
          abandon?.removeEventListener('abort', leave);
          resolve(null);
          checkIdle();
        };
        const waiter: Waiter = {
          admit: () => {
            clearTimeout(timer);
            abandon?.removeEventListener('abort', leave);
            resolve(slot());
          },
        };
        const timer = setTimeout(leave, limits.maxQueueWaitMs);
        abandon?.addEventListener('abort', leave, { once: true });
        queue.push(waiter);
      });
    },
    idle() {
      if (inFlight === 0 && queue.length === 0) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
  };
}
