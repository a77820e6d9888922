import type { OpeningSchedule } from '../../../../../shared/domain/opening-hours/open-status';
import { deepFreeze } from '../../../providers/places/deep-freeze';
import { type OsmOpeningHours, parseOsmOpeningHours } from './osm-opening-hours';
import { fromWallDate, timeZoneAt, toWallDate } from './place-time-zone';

/** How far ahead a search's schedule reaches: a kept result stays readable for a week, then says unknown. */
export const SCHEDULE_DAYS = 7;
/** How long a source's bare "open now" (Google) is taken as true: it says nothing about later. */
export const MOMENT_STATUS_MINUTES = 15;

const MINUTE_MS = 60_000;
const PARSED_MAX = 5_000;
const HOLIDAY_WORDS = /\b(PH|SH)\b/;
const SUN_WORDS = /sunrise|sunset|dawn|dusk/i;

export interface OpeningFacts {
  location: { lat: number; lng: number };
  /** OpenStreetMap `opening_hours`. */
  openingHours?: string;
  /** ISO 3166-1 alpha-2, for public and school holidays. */
  countryCode?: string;
  /** A source's status at the moment of the search (Google). */
  openNow?: boolean;
}

/**
 * The schedule a search sends with a place (see shared/domain/opening-hours/open-status.ts), or
 * undefined when the hours are unknown. A value the library cannot read, holidays in a country we
 * do not know, or an unknown time zone give undefined: never an error, never a guess.
 */
export function openingSchedule(facts: OpeningFacts, now: Date): OpeningSchedule | undefined {
  const timeZone = timeZoneAt(facts.location.lat, facts.location.lng);
  if (!timeZone) return undefined;
  const fromMs = Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS;
  const from = new Date(fromMs).toISOString();
  const value = facts.openingHours?.trim();
  if (value) {
    const hours = parsed(value, facts);
    if (!hours) return undefined;
    // Places sharing hours, zone and minute (a chain, a search run again) share one frozen schedule.
    const key = `${placeKey(value, facts)}|${timeZone}|${fromMs}`;
    if (!schedules.has(key)) {
      if (schedules.size >= PARSED_MAX) schedules.clear();
      const schedule = weekAhead(hours, timeZone, fromMs);
      schedules.set(key, schedule && deepFreeze(schedule));
    }
    return schedules.get(key);
  }
  if (facts.openNow === undefined) return undefined;
  return { timeZone, from, horizonMinutes: MOMENT_STATUS_MINUTES, open: facts.openNow ? [[0, MOMENT_STATUS_MINUTES]] : [], unknown: [] };
}

function weekAhead(hours: OsmOpeningHours, timeZone: string, fromMs: number): OpeningSchedule | undefined {
  const horizonMinutes = SCHEDULE_DAYS * 24 * 60;
  const open: Array<[number, number]> = [];
  const unknown: Array<[number, number]> = [];
  try {
    const intervals = hours.getOpenIntervals(toWallDate(new Date(fromMs), timeZone), toWallDate(new Date(fromMs + horizonMinutes * MINUTE_MS), timeZone));
    for (const [start, end, isUnknown] of intervals) {
      const s = Math.max(0, Math.round((fromWallDate(start, timeZone).getTime() - fromMs) / MINUTE_MS));
      const e = Math.min(horizonMinutes, Math.round((fromWallDate(end, timeZone).getTime() - fromMs) / MINUTE_MS));
      if (e <= s) continue;
      const list = isUnknown ? unknown : open;
      const last = list[list.length - 1];
      if (last && last[1] >= s) last[1] = Math.max(last[1], e);
      else list.push([s, e]);
    }
  } catch {
    return undefined;
  }
  return { timeZone, from: new Date(fromMs).toISOString(), horizonMinutes, open, unknown };
}

/** What a parsed value depends on: the value, the country (holidays), and for sunrise and sunset where the place is. */
function placeKey(value: string, facts: OpeningFacts): string {
  const where = SUN_WORDS.test(value) ? `${facts.location.lat.toFixed(1)},${facts.location.lng.toFixed(1)}` : '';
  return `${facts.countryCode?.toLowerCase() ?? ''}|${where}|${value}`;
}

const schedules = new Map<string, OpeningSchedule | undefined>();

/** Parsed values are kept (a search reads the same places again and again); a bad one is remembered as null. */
const cache = new Map<string, OsmOpeningHours | null>();

function parsed(value: string, facts: OpeningFacts): OsmOpeningHours | null {
  const country = facts.countryCode?.toLowerCase() ?? '';
  // Holidays differ by country (and state): without the country the day cannot be known.
  if (!country && HOLIDAY_WORDS.test(value)) return null;
  const key = placeKey(value, facts);
  if (cache.has(key)) return cache.get(key)!;
  const hours = parseOsmOpeningHours(value, { lat: facts.location.lat, lng: facts.location.lng, countryCode: country });
  if (cache.size >= PARSED_MAX) cache.clear();
  cache.set(key, hours);
  return hours;
}
