import { useTranslation } from 'react-i18next';
import { relativeTime } from '../relative-time';
import { dateTimeFormat } from '@/lib/intl-formats';

/** "Just now", "n hours ago", else the date in the interface language (product-rules §9.3, /history). */
export function RelativeTimeText({ createdAt, now }: { createdAt: string; now: number }) {
  const { t, i18n } = useTranslation('history');
  const time = relativeTime(createdAt, now);
  const text =
    time.kind === 'justNow'
      ? t('time.justNow')
      : time.kind === 'hoursAgo'
        ? t('time.hoursAgo', { count: time.hours })
        : Number.isNaN(time.date.getTime())
          ? String(time.date)
          : dateTimeFormat(i18n.resolvedLanguage ?? 'en', { year: 'numeric', month: 'short', day: 'numeric' }).format(time.date);
  return (
    <time dateTime={createdAt} className="text-xs text-muted" data-testid="history-time">
      {text}
    </time>
  );
}
