import { useTranslation } from 'react-i18next';
import { relativeTime } from '../relative-time';

/** "Just now", "n hours ago", else the date in the interface language (product-rules §9.3, /history). */
export function RelativeTimeText({ createdAt, now }: { createdAt: string; now: number }) {
  const { t, i18n } = useTranslation('history');
  const time = relativeTime(createdAt, now);
  const text =
    time.kind === 'justNow'
      ? t('time.justNow')
      : time.kind === 'hoursAgo'
        ? t('time.hoursAgo', { count: time.hours })
        : time.date.toLocaleDateString(i18n.resolvedLanguage ?? 'en', { year: 'numeric', month: 'short', day: 'numeric' });
  return (
    <time dateTime={createdAt} className="text-xs text-muted" data-testid="history-time">
      {text}
    </time>
  );
}
