import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Runs `work` and answers no sooner than `floorMs` after it started, success or error. Code
 * requests do the same table work whether or not the address has an account, but one path sends
 * mail and the other may not; padding every answer to a floor above both hides the difference.
 */
export async function withResponseFloor<T>(floorMs: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const left = floorMs - (performance.now() - started);
    if (left > 0) await sleep(left);
  }
}
