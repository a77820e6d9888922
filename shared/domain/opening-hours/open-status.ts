/**
 * Whether a place is open, read from the schedule a search sent with it (product-rules §4.6, open now).
 * The server works out the schedule once, from the place's hours in its own time zone, for a window
 * after the search; the browser reads it again whenever a card is shown, so a result kept in the
 * session or opened again later never shows the status of the moment it was served.
 */
export interface OpeningSchedule {
  /** The place's IANA time zone ("America/New_York"): "opens at"/"closes at" times are shown in it. */
  timeZone: string;
  /** When the schedule starts (ISO 8601, a whole minute): the minutes below count from here. */
  from: string;
  /** How many minutes after `from` the schedule covers; after that the status is unknown. */
  horizonMinutes: number;
  /** Open intervals, [start, end) in minutes after `from`, sorted, not touching each other. */
  open: Array<[number, number]>;
  /** Intervals in which the source says neither open nor closed ("10:00+", a "call ahead" comment). */
  unknown: Array<[number, number]>;
}

export type OpenStatus = { state: 'unknown' } | { state: 'open'; closesAt?: Date } | { state: 'closed'; opensAt?: Date };

/** How far a browser's clock may run behind the server's before the schedule is not read (clock skew). */
export const SCHEDULE_SKEW_MINUTES = 10;

const MINUTE_MS = 60_000;
const UNKNOWN: OpenStatus = { state: 'unknown' };

/** The status at `now`: unknown without a schedule, outside its window, or in an interval the source leaves open. */
export function openStatusAt(schedule: OpeningSchedule | undefined, now: Date): OpenStatus {
  // A kept result is read back from storage: anything not shaped like a schedule is unknown, never an error.
  if (!schedule || !isIntervals(schedule.open) || !isIntervals(schedule.unknown) || typeof schedule.horizonMinutes !== 'number') return UNKNOWN;
  const start = Date.parse(schedule.from);
  if (!Number.isFinite(start)) return UNKNOWN;
  const minute = (now.getTime() - start) / MINUTE_MS;
  if (minute < -SCHEDULE_SKEW_MINUTES || minute >= schedule.horizonMinutes) return UNKNOWN;
  const at = Math.max(0, minute);
  const within = ([s, e]: [number, number]) => s <= at && at < e;
  if (schedule.unknown.some(within)) return UNKNOWN;
  const instant = (m: number) => new Date(start + m * MINUTE_MS);
  const current = schedule.open.find(within);
  if (current) {
    // An interval that runs to the end of the window has no known closing time (24/7, or a status of the moment).
    return current[1] < schedule.horizonMinutes ? { state: 'open', closesAt: instant(current[1]) } : { state: 'open' };
  }
  const next = schedule.open.find(([s]) => s > at);
  // An unknown stretch before the next opening hides when it opens.
  const unknownFirst = next && schedule.unknown.some(([s]) => s > at && s < next[0]);
  return next && !unknownFirst ? { state: 'closed', opensAt: instant(next[0]) } : { state: 'closed' };
}

const isIntervals = (value: unknown): value is Array<[number, number]> =>
  Array.isArray(value) && value.every((i) => Array.isArray(i) && typeof i[0] === 'number' && typeof i[1] === 'number');
