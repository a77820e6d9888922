import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before } from 'node:test';
import { CLOCK_RECHECK_MS, now } from '../../../functions/lib/clock';
import { startOfUtcDate, utcDate } from '../../../shared/domain/utc-dates';

/**
 * The server clock of a test runtime (functions/lib/clock.ts: an offset in `<data dir>/clock.json`).
 * The runtime runs in the test's process, so `serverNow()` is the time its functions decide by:
 * "today" for a daily allowance is `utcDate(serverNow())`, never the system clock.
 */
export const serverNow = (): Date => now();

const HOUR_MS = 3_600_000;

/** Sets the server clock to the real time plus `offsetMs`; resolves once the server reads it. */
export async function setServerClockOffset(dataDir: string, offsetMs: number): Promise<void> {
  writeServerClockFile(dataDir, offsetMs);
  await settled(offsetMs);
}

/** Writes the offset for a runtime to read (one in another process, or one not started yet). */
export function writeServerClockFile(dataDir: string, offsetMs: number): void {
  const file = join(dataDir, 'clock.json');
  // Written aside and renamed: a reader never sees half a file, and the new inode is noticed.
  writeFileSync(`${file}.tmp`, JSON.stringify({ offsetMs }));
  renameSync(`${file}.tmp`, file);
}

/** Puts the server clock back on the real time. */
export async function resetServerClock(dataDir: string): Promise<void> {
  rmSync(join(dataDir, 'clock.json'), { force: true });
  await settled(0);
}

/**
 * For a describe whose tests count a daily allowance: the server clock stands at 12:00 UTC of today
 * while they run, so no UTC midnight falls between two of their requests however slow the machine is.
 * (At file level, call setServerClockToMidday in the `before` that starts the runtime: node runs a
 * file's top-level `before` hooks without waiting for one another.)
 */
export function middayServerClockWhileRunning(dataDir: () => string): void {
  before(() => setServerClockToMidday(dataDir()));
  after(() => resetServerClock(dataDir()));
}

/** Sets the server clock to 12:00 UTC of today; returns the offset it set (to move on from there). */
export async function setServerClockToMidday(dataDir: string): Promise<number> {
  const offsetMs = startOfUtcDate(utcDate()).getTime() + 12 * HOUR_MS - Date.now();
  await setServerClockOffset(dataDir, offsetMs);
  return offsetMs;
}

/**
 * Every reader of the file looks at it again after CLOCK_RECHECK_MS at most; past that, this process's
 * clock must show the offset (else the file was not taken: fail here, not in a later count).
 */
async function settled(offsetMs: number): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, CLOCK_RECHECK_MS + 20));
  const seen = serverNow().getTime() - Date.now();
  if (Math.abs(seen - offsetMs) > 1_000) throw new Error(`The server clock did not take the offset ${offsetMs} ms (it is ${seen} ms off the real time).`);
}
