import tzLookup from '@photostructure/tz-lookup';

/**
 * A place's local wall clock. The `opening_hours` library reads a `Date`'s fields in the process's
 * own time zone, so a place's local time is handed to it as a Date whose local fields are the
 * place's wall time, and its answers are turned back into instants. (Lambda and the local runtime
 * run in UTC; in a process zone with daylight saving, a wall time in its spring gap would shift.)
 */

/** The IANA zone at a point ("Europe/Berlin"; "Etc/GMT+2" at sea); undefined for a bad point. */
export function timeZoneAt(lat: number, lng: number): string | undefined {
  try {
    return tzLookup(lat, lng);
  } catch {
    return undefined;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function wallFields(instant: number, timeZone: string): number[] {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    formatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  return [Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second)];
}

/** The instant as a Date whose local fields show the wall time in `timeZone`. */
export function toWallDate(instant: Date, timeZone: string): Date {
  const [y, mo, d, h, mi, s] = wallFields(instant.getTime(), timeZone) as [number, number, number, number, number, number];
  return new Date(y, mo, d, h, mi, s);
}

/** The inverse of toWallDate: the instant at which `timeZone`'s clocks show the Date's local fields. */
export function fromWallDate(wall: Date, timeZone: string): Date {
  const asUtc = Date.UTC(wall.getFullYear(), wall.getMonth(), wall.getDate(), wall.getHours(), wall.getMinutes(), wall.getSeconds());
  const offsetAt = (instant: number) => {
    const [y, mo, d, h, mi, s] = wallFields(instant, timeZone) as [number, number, number, number, number, number];
    return Date.UTC(y, mo, d, h, mi, s) - instant;
  };
  const guess = asUtc - offsetAt(asUtc);
  // Near a change of offset the first guess reads the other side's offset: look once more.
  return new Date(asUtc - offsetAt(guess));
}
