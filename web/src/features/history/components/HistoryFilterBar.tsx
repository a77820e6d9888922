import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useRestrictionNames } from '@/lib/restriction-names';
import { HISTORY_ALLERGY_FILTERS, HISTORY_DIET_FILTERS, toggleFilter, type HistoryFilters } from '../history-filters';

const chip = (on: boolean) =>
  cn(
    'h-8 rounded-full border px-3 text-xs font-semibold transition-colors',
    on ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-ink hover:border-brand-600',
  );

/** The spec's history filters: diets, and allergies standing for their "-Free" options. */
export function HistoryFilterBar({ filters, onChange }: { filters: HistoryFilters; onChange: (next: HistoryFilters) => void }) {
  const { t } = useTranslation('history');
  const names = useRestrictionNames();
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4" data-testid="history-filters">
      <fieldset>
        <legend className="text-xs font-bold uppercase tracking-wide text-muted">{t('filters.diets')}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {HISTORY_DIET_FILTERS.map((diet) => (
            <button
              key={diet}
              type="button"
              aria-pressed={filters.diets.includes(diet)}
              className={chip(filters.diets.includes(diet))}
              onClick={() => onChange({ ...filters, diets: toggleFilter(filters.diets, diet) })}
            >
              {names.dietNamed(diet)}
            </button>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="text-xs font-bold uppercase tracking-wide text-muted">{t('filters.allergies')}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {HISTORY_ALLERGY_FILTERS.map((allergy) => (
            <button
              key={allergy}
              type="button"
              aria-pressed={filters.allergies.includes(allergy)}
              className={chip(filters.allergies.includes(allergy))}
              onClick={() => onChange({ ...filters, allergies: toggleFilter(filters.allergies, allergy) })}
            >
              {names.allergenNamed(allergy)}
            </button>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
