import { useTranslation } from 'react-i18next';
import { Clock } from 'lucide-react';
import { Section } from './Section';

/** Opening hours, one line per day or rule as the source gives them. */
export function OpeningHours({ hours, openNow }: { hours: string[]; openNow: boolean | undefined }) {
  const { t } = useTranslation('restaurant');
  const status =
    openNow === undefined ? undefined : (
      <span className={openNow ? 'text-sm font-semibold text-emerald-700' : 'text-sm font-semibold text-red-700'} data-testid="restaurant-open-now">
        {t(openNow ? 'hours.openNow' : 'hours.closedNow')}
      </span>
    );
  return (
    <Section title={t('hours.title')} icon={Clock} action={status} testId="restaurant-hours">
      {hours.length === 0 ? (
        <p className="text-sm text-muted">{t('hours.none')}</p>
      ) : (
        <ul className="flex flex-col gap-1.5 text-sm text-ink">
          {hours.map((line, i) => (
            <li key={i} className="tabular-nums [overflow-wrap:anywhere]" data-testid="restaurant-hours-line">
              {line}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
