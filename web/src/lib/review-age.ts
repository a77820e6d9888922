import { relativeTimeFormat } from './intl-formats';

const DAY = 86_400_000;

/**
 * How long ago a review was published, in the interface language ("2 weeks ago", "vor 2 Wochen",
 * "2 週間前"), by Intl from its date: the source's own text ("2 weeks ago") is in whatever language
 * the source wrote it. Days under a week, weeks under a month, months under a year, then years;
 * undefined for a date that does not parse.
 */
export function reviewAge(publishedAt: string | undefined, now: Date, language: string): string | undefined {
  const time = publishedAt ? Date.parse(publishedAt) : NaN;
  if (Number.isNaN(time)) return undefined;
  const days = Math.max(0, Math.floor((now.getTime() - time) / DAY));
  const format = relativeTimeFormat(language, { numeric: 'auto' });
  if (days < 7) return format.format(-days, 'day');
  if (days < 30) return format.format(-Math.floor(days / 7), 'week');
  if (days < 365) return format.format(-Math.floor(days / 30), 'month');
  return format.format(-Math.floor(days / 365), 'year');
}
