/**
 * OpenStreetMap `opening_hours` read into rules a page can word in any language: one rule per
 * `;`-separated part, its days (Mo–Su, public and school holidays) and its times. Not a full
 * parser (open/closed comes from the `opening_hours` library on the server): a part it does not
 * recognise is kept as written.
 */
export const WEEKDAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;
export type DayCode = (typeof WEEKDAYS)[number] | 'PH' | 'SH';
/** One day, or a range of days ("Mo-Fr"). */
export type DaySpan = { from: DayCode; to?: DayCode };

export type HoursRule =
  | { kind: 'always' }
  | { kind: 'raw'; text: string }
  | { kind: 'days'; days: DaySpan[]; times: { kind: 'closed' } | { kind: 'allDay' } | { kind: 'ranges'; ranges: Array<[string, string]> } | { kind: 'raw'; text: string } };

const DAY = '(?:Mo|Tu|We|Th|Fr|Sa|Su|PH|SH)';
const RULE = new RegExp(`^(${DAY}(?:\\s*[-,]\\s*${DAY})*)\\s+(.+)$`);
const RANGES = /^\d{1,2}:\d{2}\s*-\s*\d{1,2}:\d{2}(?:\s*,\s*\d{1,2}:\d{2}\s*-\s*\d{1,2}:\d{2})*$/;

export function openingHoursRules(value: string | undefined): HoursRule[] {
  if (!value?.trim()) return [];
  return value
    .split(/;|\|\|/)
    .map((rule) => rule.trim())
    .filter(Boolean)
    .map(readRule);
}

function readRule(rule: string): HoursRule {
  if (rule === '24/7') return { kind: 'always' };
  const match = RULE.exec(rule);
  if (!match) return { kind: 'raw', text: rule };
  const days = match[1]!
    .replace(/\s+/g, '')
    .split(',')
    .map((part) => {
      const [from, to] = part.split('-') as [DayCode, DayCode | undefined];
      return to ? { from, to } : { from };
    });
  const t = match[2]!.trim();
  if (/^(off|closed)$/i.test(t)) return { kind: 'days', days, times: { kind: 'closed' } };
  if (t === '00:00-24:00') return { kind: 'days', days, times: { kind: 'allDay' } };
  if (RANGES.test(t)) {
    const ranges = t.split(',').map((r) => r.split('-').map((s) => s.trim()) as [string, string]);
    return { kind: 'days', days, times: { kind: 'ranges', ranges } };
  }
  return { kind: 'days', days, times: { kind: 'raw', text: t } };
}

/** The words a language gives the rules. */
export interface HoursWords {
  day(code: DayCode): string;
  time(hhmm: string): string;
  closed: string;
  allDay: string;
  always: string;
  /** Between days and between time ranges: ", " unless given ("、" in Japanese). */
  listSeparator?: string;
  /** After the days: ": " unless given ("：" in Japanese, " : " in French). */
  labelEnd?: string;
}

/** One readable line per rule ("Mon–Fri: 11:00–22:00"). */
export function hoursLines(rules: HoursRule[], words: HoursWords): string[] {
  const separator = words.listSeparator ?? ', ';
  const labelEnd = words.labelEnd ?? ': ';
  return rules.map((rule) => {
    if (rule.kind === 'always') return words.always;
    if (rule.kind === 'raw') return rule.text.replace(/(\d{1,2}:\d{2})\s*-\s*(\d{1,2}:\d{2})/g, '$1–$2');
    const days = rule.days.map((span) => (span.to ? `${words.day(span.from)}–${words.day(span.to)}` : words.day(span.from))).join(separator);
    const { times } = rule;
    const text =
      times.kind === 'closed' ? words.closed
      : times.kind === 'allDay' ? words.allDay
      : times.kind === 'ranges' ? times.ranges.map(([a, b]) => `${words.time(a)}–${words.time(b)}`).join(separator)
      : times.text.replace(/(\d{1,2}:\d{2})\s*-\s*(\d{1,2}:\d{2})/g, '$1–$2').replace(/\s*,\s*/g, separator);
    return `${days}${labelEnd}${text}`;
  });
}

/** Weekday names and times in a language, by Intl (1 January 2024 was a Monday). */
export function intlHoursWords(
  locale: string,
  words: { publicHolidays: string; schoolHolidays: string; closed: string; allDay: string; always: string; listSeparator?: string; labelEnd?: string },
): HoursWords {
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const clock = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  return {
    day: (code) => (code === 'PH' ? words.publicHolidays : code === 'SH' ? words.schoolHolidays : weekday.format(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(code)))),
    time: (hhmm) => {
      const [h, m] = hhmm.split(':').map(Number) as [number, number];
      return clock.format(Date.UTC(2024, 0, 1, h % 24, m));
    },
    ...words,
  };
}
