/**
 * OpenStreetMap `opening_hours` as readable lines for the detail page: one line per rule, with
 * the day and holiday codes spelled out ("Mo-Fr 11:00-22:00; Su off" → "Mon–Fri: 11:00–22:00",
 * "Sun: closed"). Not a full parser of the syntax (nor an "open now" evaluator, which would also
 * need the place's time zone): anything it does not recognise is shown as written.
 */
const DAYS: Record<string, string> = { Mo: 'Mon', Tu: 'Tue', We: 'Wed', Th: 'Thu', Fr: 'Fri', Sa: 'Sat', Su: 'Sun', PH: 'Public holidays', SH: 'School holidays' };

export function openingHoursLines(value: string | undefined): string[] {
  if (!value?.trim()) return [];
  return value
    .split(/;|\|\|/)
    .map((rule) => rule.trim())
    .filter(Boolean)
    .map(humanizeRule);
}

function humanizeRule(rule: string): string {
  if (rule === '24/7') return 'Open 24 hours';
  // Leading day selector: "Mo-Fr", "Mo,We", "Sa,Su,PH", "Mo-Fr,PH".
  const match = /^((?:Mo|Tu|We|Th|Fr|Sa|Su|PH|SH)(?:\s*[-,]\s*(?:Mo|Tu|We|Th|Fr|Sa|Su|PH|SH))*)\s+(.+)$/.exec(rule);
  const days = match ? match[1]!.replace(/\s+/g, '').replace(/[A-Z][a-zA-Z]/g, (code) => DAYS[code] ?? code).replace(/-/g, '–').replace(/,/g, ', ') : undefined;
  const times = humanizeTimes(match ? match[2]! : rule);
  return days ? `${days}: ${times}` : times;
}

function humanizeTimes(times: string): string {
  const t = times.trim();
  if (/^(off|closed)$/i.test(t)) return 'closed';
  if (t === '00:00-24:00') return 'open 24 hours';
  return t.replace(/(\d{1,2}:\d{2})\s*-\s*(\d{1,2}:\d{2})/g, '$1–$2').replace(/\s*,\s*/g, ', ');
}
