import { useTranslation } from 'react-i18next';
import { Clock } from 'lucide-react';
import { openStatusAt, type OpeningSchedule } from '@shared/domain/opening-hours/open-status';
import { cn } from '@/lib/cn';
import { openStatusText } from '@/lib/open-status-text';

/**
 * Open now / Closed on a card, read from the search's schedule at `now` (never the status stored
 * when the search was served). Unknown hours show nothing.
 */
export function OpenStatusBadge({ schedule, now }: { schedule: OpeningSchedule | undefined; now: Date }) {
  const { t, i18n } = useTranslation('search');
  const status = openStatusAt(schedule, now);
  if (!schedule || status.state === 'unknown') return null;
  const text = openStatusText(status, schedule.timeZone, now, i18n.resolvedLanguage ?? 'en', t);
  if (!text) return null;
  const open = status.state === 'open';
  return (
    <p className="flex flex-wrap items-center gap-x-1.5 text-xs" data-testid="card-open-status" data-state={status.state}>
      <Clock className={cn('size-3.5 shrink-0', open ? 'text-emerald-700' : 'text-red-700')} aria-hidden="true" />
      <span className={cn('font-semibold', open ? 'text-emerald-700' : 'text-red-700')}>{text.label}</span>
      {text.detail && (
        <>
          <span aria-hidden="true" className="text-muted">·</span>
          <span className="text-muted tabular-nums">{text.detail}</span>
        </>
      )}
    </p>
  );
}
