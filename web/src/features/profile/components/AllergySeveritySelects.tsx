import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ALLERGY_SEVERITIES, type AllergySeverity, severityOf } from '@shared/domain/allergy-severity';
import { inputClass } from '@/components/ui/input-styles';
import { useRestrictionNames } from '@/lib/restriction-names';

interface Props {
  allergies: readonly string[];
  severities: Readonly<Record<string, AllergySeverity>>;
  onChange: (severities: Record<string, AllergySeverity>) => void;
  disabled?: boolean;
}

/**
 * One labelled select per chosen allergy: severe (anaphylaxis), allergy, intolerance (product-rules
 * §11.4). A native select: keyboard and screen readers work as everywhere else.
 */
export function AllergySeveritySelects({ allergies, severities, onChange, disabled }: Props) {
  const { t } = useTranslation('profile');
  const names = useRestrictionNames();
  const baseId = useId();
  if (allergies.length === 0) return null;
  const choose = (allergy: string, severity: AllergySeverity) => {
    const next: Record<string, AllergySeverity> = {};
    for (const entry of allergies) next[entry] = entry === allergy ? severity : severityOf(severities, entry);
    onChange(next);
  };
  return (
    <div className="mt-4 flex max-w-xl flex-col gap-2" data-testid="allergy-severities">
      <p className="text-sm text-muted">{t('severity.hint')}</p>
      {allergies.map((allergy, index) => {
        const id = `${baseId}-${index}`;
        return (
          <div key={allergy} className="flex flex-wrap items-center justify-between gap-2">
            <label htmlFor={id} className="text-sm font-medium text-ink">
              {t('severity.label', { allergy: names.entry('allergy', allergy) })}
            </label>
            <select
              id={id}
              value={severityOf(severities, allergy)}
              disabled={disabled}
              onChange={(event) => choose(allergy, event.target.value as AllergySeverity)}
              className={`${inputClass} w-auto`}
              data-testid={`severity-${allergy}`}
            >
              {ALLERGY_SEVERITIES.map((severity) => (
                <option key={severity} value={severity}>
                  {t(`severity.options.${severity}`)}
                </option>
              ))}
            </select>
          </div>
        );
      })}
    </div>
  );
}
