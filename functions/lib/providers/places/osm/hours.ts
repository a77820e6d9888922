import { type DayCode, hoursLines, openingHoursRules } from '../../../../../shared/domain/opening-hours/hours-rules';

/**
 * OpenStreetMap `opening_hours` as readable English lines ("Mo-Fr 11:00-22:00; Su off" →
 * "Mon–Fri: 11:00–22:00", "Sun: closed"), for API readers; the detail page words the same rules in
 * the user's language from the value itself. Anything not recognised is shown as written.
 */
const DAYS = { Mo: 'Mon', Tu: 'Tue', We: 'Wed', Th: 'Thu', Fr: 'Fri', Sa: 'Sat', Su: 'Sun', PH: 'Public holidays', SH: 'School holidays' } satisfies Record<DayCode, string>;

export function openingHoursLines(value: string | undefined): string[] {
  return hoursLines(openingHoursRules(value), {
    day: (code) => DAYS[code],
    time: (hhmm) => hhmm,
    closed: 'closed',
    allDay: 'open 24 hours',
    always: 'Open 24 hours',
  });
}
