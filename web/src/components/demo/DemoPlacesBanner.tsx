import { useTranslation } from 'react-i18next';
import { FlaskConical } from 'lucide-react';

/**
 * At the top of every page that shows generated demo places (only when the operator turned them on,
 * `DEMO_PLACES=1`): says in plain words that they are invented, so nobody takes one for a real
 * restaurant or trusts it with an allergy.
 */
export function DemoPlacesBanner({ className = '' }: { className?: string }) {
  const { t } = useTranslation('common');
  return (
    <div role="note" className={`flex items-start gap-3 rounded-2xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 ${className}`} data-testid="demo-banner">
      <FlaskConical className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
      <p>
        <strong className="font-bold">{t('demoPlaces.title')}</strong> {t('demoPlaces.body')}
      </p>
    </div>
  );
}

/** "Example" beside an invented rating, phone number or review. */
export function InventedMark() {
  const { t } = useTranslation('common');
  return (
    <span className="rounded-full bg-amber-100 px-1.5 py-px text-[10px] font-bold uppercase tracking-wide text-amber-900" data-testid="invented-mark">
      {t('demoPlaces.invented')}
    </span>
  );
}
