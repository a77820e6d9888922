import { useTranslation } from 'react-i18next';
import { CloudOff } from 'lucide-react';
import { useIsOnline } from '@/hooks/use-is-online';

/**
 * On a page that opens offline (product-rules §3.6): says the browser is offline and when what is shown was
 * saved on this device, or that nothing of this page was saved yet. Shows only while offline.
 */
export function OfflineBanner({ savedAt }: { savedAt: number | null }) {
  const { t, i18n } = useTranslation('common');
  const online = useIsOnline();
  if (online) return null;
  const time = savedAt ? new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium', timeStyle: 'short' }).format(savedAt) : null;
  return (
    <div role="status" className="flex items-start gap-3 rounded-lg border border-slate-300 bg-slate-100 px-4 py-3 text-sm text-ink" data-testid="offline-banner">
      <CloudOff className="mt-0.5 size-5 shrink-0 text-slate-600" aria-hidden="true" />
      <p>{time ? t('offline.showingSaved', { time }) : t('offline.nothingSaved')}</p>
    </div>
  );
}
