import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Clock } from 'lucide-react';
import { hoursLines, intlHoursWords, openingHoursRules } from '@shared/domain/opening-hours/hours-rules';
import { openStatusAt, type OpeningSchedule } from '@shared/domain/opening-hours/open-status';
import { useMinuteNow } from '@/lib/use-minute-now';
import { Section } from './Section';

interface Props {
  /** The source's lines (Google's come in the asked language). */
  hours: string[];
  /** OpenStreetMap's value: worded here in the user's language instead of `hours`. */
  openingHours: string | undefined;
  schedule: OpeningSchedule | undefined;
}

/** Opening hours, one line per day or rule, and whether the place is open now (read at the moment shown). */
export function OpeningHours({ hours, openingHours, schedule }: Props) {
  const { t, i18n } = useTranslation('restaurant');
  const { t: common } = useTranslation('common');
  const locale = i18n.resolvedLanguage ?? 'en';
  const lines = useMemo(() => {
    if (!openingHours) return hours;
    const words = intlHoursWords(locale, {
      publicHolidays: t('hours.publicHolidays'),
      schoolHolidays: t('hours.schoolHolidays'),
      closed: t('hours.closed'),
      allDay: t('hours.allDay'),
      always: t('hours.always'),
      listSeparator: common('languageWords.listSeparator'),
      labelEnd: common('languageWords.labelEnd'),
    });
    return hoursLines(openingHoursRules(openingHours), words);
  }, [hours, openingHours, locale, t, common]);
  const state = openStatusAt(schedule, useMinuteNow()).state;
  const status =
    state === 'unknown' ? undefined : (
      <span className={state === 'open' ? 'text-sm font-semibold text-emerald-700' : 'text-sm font-semibold text-red-700'} data-testid="restaurant-open-now">
        {t(state === 'open' ? 'hours.openNow' : 'hours.closedNow')}
      </span>
    );
  return (
    <Section title={t('hours.title')} icon={Clock} action={status} testId="restaurant-hours">
      {lines.length === 0 ? (
        <p className="text-sm text-muted">{t('hours.none')}</p>
      ) : (
        <ul className="flex flex-col gap-1.5 text-sm text-ink">
          {lines.map((line, i) => (
            <li key={i} className="tabular-nums [overflow-wrap:anywhere]" data-testid="restaurant-hours-line">
              {line}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
