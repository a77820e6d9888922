import { useTranslation } from 'react-i18next';
import { Clock } from 'lucide-react';

/** product-rules §9.2: comparison and menu history items are automatically deleted after 1 day (menus cannot be kept). */
export function DayNotice({ keepable = true }: { keepable?: boolean }) {
  const { t } = useTranslation('history');
  return (
    <p className="flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="history-day-notice">
      <Clock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {t(keepable ? 'expiry.oneDay' : 'expiry.oneDayMenus')}
    </p>
  );
}
