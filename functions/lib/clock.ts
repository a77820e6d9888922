import { readFileSync, statSync } from 'node:fs';

/**
 * The server's clock. Every service that decides by time (history and menu expiry, daily counters,
 * cleanup) reads it through here so that tests can move time. In AWS this is the system clock.
 *
 * Locally only, the runtime sets FORKSURE_CLOCK_FILE (`<data dir>/clock.json`); a file there
 * holding `{ "offsetMs": <number> }` moves this clock by that much. Browser tests write it (there is
 * no HTTP door for it: the local runtime exposes no admin API). A missing file is no offset; a
 * malformed one is no offset and one logged warning. Token, Cognito and billing signature times do
 * not use this clock: moving it never signs anyone out.
 */
export const CLOCK_FILE_ENV = 'FORKSURE_CLOCK_FILE';

/** How often the file is looked at again, at most (a stat; it is re-read only when it changed). */
export const CLOCK_RECHECK_MS = 100;

export interface ClockFile {
  offsetMs: number;
}

export interface FileClock {
  now(): Date;
  /** The offset the file holds now (0 without a usable file). */
  offsetMs(): number;
}

interface FileClockOptions {
  /** The real clock (tests move it to step past the recheck interval). */
  systemNow?: () => number;
  warn?: (message: string) => void;
}

/** Parses a clock file's text; null when it is not `{ "offsetMs": <finite number> }`. */
export function parseClockFile(text: string): ClockFile | null {
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { offsetMs } = parsed as { offsetMs?: unknown };
    return typeof offsetMs === 'number' && Number.isFinite(offsetMs) ? { offsetMs } : null;
  } catch {
    return null;
  }
}

/** A clock moved by the offset in `file`, read again when its modification time or size changes. */
export function createFileClock(file: string, options: FileClockOptions = {}): FileClock {
  const systemNow = options.systemNow ?? Date.now;
  const warn = options.warn ?? ((message: string) => console.warn(message));
  let checkedAt = -Infinity;
  let version = '';
  let offset = 0;

  const refresh = () => {
    const stats = statSync(file, { throwIfNoEntry: false, bigint: true });
    const seen = stats ? `${stats.mtimeNs}:${stats.size}:${stats.ino}` : 'missing';
    if (seen === version) return;
    version = seen;
    if (!stats) {
      offset = 0;
      return;
    }
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      // Removed between the stat and the read: no offset, looked at again next time.
      version = '';
      offset = 0;
      return;
    }
    const parsed = parseClockFile(text);
    offset = parsed?.offsetMs ?? 0;
    if (!parsed) warn(`Server clock: ${file} is not {"offsetMs": <number>}; using the system clock.`);
  };

  const offsetMs = () => {
    const at = systemNow();
    if (at - checkedAt >= CLOCK_RECHECK_MS || at < checkedAt) {
      checkedAt = at;
      refresh();
    }
    return offset;
  };
  return { offsetMs, now: () => new Date(systemNow() + offsetMs()) };
}

let fileClock: { file: string; clock: FileClock } | undefined;

/** The server's time now: the system clock, moved by the local clock file when one is configured. */
export function now(): Date {
  const file = process.env[CLOCK_FILE_ENV];
  if (!file) return new Date();
  if (fileClock?.file !== file) fileClock = { file, clock: createFileClock(file) };
  return fileClock.clock.now();
}
