import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { test } from '@playwright/test';
import { CLOCK_RECHECK_MS, parseClockFile } from '../../../functions/lib/clock';

/**
 * Moves the server clock of the local runtime under test (history, comparison and menu expiry,
 * daily counters, the cleanup job): the runtime's functions read an offset from `<data dir>/clock.json`
 * (FORKSURE_CLOCK_FILE, see functions/lib/clock.ts). There is no HTTP door for it on purpose.
 * Token, Cognito and billing times stay real, so the signed-in user stays signed in.
 *
 * The offset is global to the server, so every test that moves it must carry SERVER_CLOCK_TAG:
 * playwright.config.ts runs those tests in their own project, one at a time, after every other test.
 * Call resetServerClock() after each such test (e.g. in test.afterEach).
 *
 * The data dir: E2E_DATA_DIR, else with E2E_BASE_URL the server's FORKSURE_DATA_DIR (default `.data`),
 * else `.data-e2e` (the server playwright.config.ts starts).
 */
export const SERVER_CLOCK_TAG = '@server-clock';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export interface ClockStep {
  days?: number;
  hours?: number;
  minutes?: number;
}

/** The data folder of the server under test. */
export function serverDataDir(): string {
  const explicit = process.env.E2E_DATA_DIR;
  if (explicit) return resolve(explicit);
  if (process.env.E2E_BASE_URL) return resolve(process.env.FORKSURE_DATA_DIR || '.data');
  return resolve('.data-e2e');
}

/** The clock file the server under test reads. */
export function serverClockFile(): string {
  const dir = serverDataDir();
  if (!existsSync(join(dir, '.forksure-server.pid'))) {
    throw new Error(`No Forksure server holds ${dir} (no .forksure-server.pid): set E2E_DATA_DIR to the data folder of the server under test.`);
  }
  return join(dir, 'clock.json');
}

/** The server clock's current offset in ms (0 when it is not moved). */
export function serverClockOffsetMs(): number {
  const file = serverClockFile();
  return existsSync(file) ? (parseClockFile(readFileSync(file, 'utf8'))?.offsetMs ?? 0) : 0;
}

/** Moves the server clock forward by `step` (added to any earlier move); resolves once the server sees it. */
export async function advanceServerClock(step: ClockStep): Promise<void> {
  assertTagged();
  const by = (step.days ?? 0) * DAY_MS + (step.hours ?? 0) * HOUR_MS + (step.minutes ?? 0) * MINUTE_MS;
  await setServerClockOffset(serverClockOffsetMs() + by);
}

/** Sets the server clock's offset from the real time, in ms; resolves once the server sees it. */
export async function setServerClockOffset(offsetMs: number): Promise<void> {
  assertTagged();
  const file = serverClockFile();
  // Written aside and renamed, so the server never reads half a file.
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify({ offsetMs })}\n`);
  renameSync(temp, file);
  await settle();
}

/** Puts the server clock back on the real time. */
export async function resetServerClock(): Promise<void> {
  rmSync(serverClockFile(), { force: true });
  await settle();
}

/** The server looks at the file at most every CLOCK_RECHECK_MS: wait past that. */
const settle = () => new Promise((done) => setTimeout(done, CLOCK_RECHECK_MS * 2 + 50));

function assertTagged(): void {
  const info = test.info();
  if (!info.tags.includes(SERVER_CLOCK_TAG)) {
    throw new Error(`"${info.title}" moves the server clock: tag it ${SERVER_CLOCK_TAG} so that no other test runs meanwhile.`);
  }
}
