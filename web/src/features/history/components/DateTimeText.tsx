import { useTranslation } from 'react-i18next';

/** A date and time in full, in the interface language (product-rules §9.1: long date with hour and minute). */
export function DateTimeText({ iso, testId }: { iso: string; testId?: string }) {
  const { i18n } = useTranslation();
  const text = new Date(iso).toLocaleString(i18n.resolvedLanguage ?? 'en', { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' });
  return (
    <time dateTime={iso} className="text-xs text-muted" data-testid={testId}>
      {text}
    </time>
  );
}
