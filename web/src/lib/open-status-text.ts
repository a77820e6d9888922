import type { TFunction } from 'i18next';
import type { OpenStatus } from '@shared/domain/opening-hours/open-status';
import { dateTimeFormat } from './intl-formats';

/**
 * "Open now · Closes at 10:00 PM", "Closed · Opens Thu at 12:00": the time in the place's own
 * time zone, in the user's language and clock; the day is named when it is not the place's today.
 */
export function openStatusText(status: OpenStatus, timeZone: string, now: Date, locale: string, t: TFunction<'search'>): { label: string; detail?: string } | null {
  if (status.state === 'unknown') return null;
  const change = status.state === 'open' ? status.closesAt : status.opensAt;
  const label = t(status.state === 'open' ? 'open.now' : 'open.closed');
  if (!change) return { label };
  const time = dateTimeFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit' }).format(change);
  const dayOf = (d: Date) => dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
  if (dayOf(change) === dayOf(now)) return { label, detail: t(status.state === 'open' ? 'open.closesAt' : 'open.opensAt', { time }) };
  const day = dateTimeFormat(locale, { timeZone, weekday: 'short' }).format(change);
  return { label, detail: t(status.state === 'open' ? 'open.closesOn' : 'open.opensOn', { day, time }) };
}
