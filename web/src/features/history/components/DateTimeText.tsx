import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '@/lib/intl-formats';

/** A date and time in full, in the interface language (product-rules §9.1: long date with hour and minute). */
export function DateTimeText({ iso, testId }: { iso: string; testId?: string }) {
  const { i18n } = useTranslation();
  const date = new Date(iso);
  const options = { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' } as const;
  // A date that does not parse reads "Invalid Date" (as toLocaleString says it) rather than throwing.
  const text = Number.isNaN(date.getTime()) ? String(date) : dateTimeFormat(i18n.resolvedLanguage ?? 'en', options).format(date);
  return (
    <time dateTime={iso} className="text-xs text-muted" data-testid={testId}>
      {text}
    </time>
  );
}
