/**
 * Days are UTC dates (`YYYY-MM-DD`) everywhere: daily quotas reset at 00:00 UTC for every user,
 * whatever their time zone, so the server and the web gauges always agree on "today".
 */
export type UtcDate = string;

const DAY_MS = 86_400_000;

export function utcDate(at: Date = new Date()): UtcDate {
  return at.toISOString().slice(0, 10);
}

/** Whole seconds since the epoch, the unit of `expiresAt` (DynamoDB TTL). */
export function epochSeconds(at: Date = new Date()): number {
  return Math.floor(at.getTime() / 1000);
}

export function addDays(at: Date, days: number): Date {
  return new Date(at.getTime() + days * DAY_MS);
}

/** Midnight UTC at the start of the given date. */
export function startOfUtcDate(date: UtcDate): Date {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`Not a UTC date: ${date}`);
  return new Date(`${date}T00:00:00.000Z`);
}

/** Every UTC date from `from` to `to`, both included, oldest first. */
export function utcDatesBetween(from: Date, to: Date): UtcDate[] {
  const dates: UtcDate[] = [];
  for (let day = startOfUtcDate(utcDate(from)); day.getTime() <= to.getTime(); day = addDays(day, 1)) {
    dates.push(utcDate(day));
  }
  return dates;
}
