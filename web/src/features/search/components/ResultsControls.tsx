import { useTranslation } from 'react-i18next';
import { RISK_FILTERS, SORT_OPTIONS, type RiskFilter, type SortOption } from '../results-order';
import type { ResultsView } from '../results-view';
import { SelectField } from './SelectField';

/** The risk filter and the sort; either change goes back to the first page. */
export function ResultsControls({ view, onViewChange }: { view: ResultsView; onViewChange: (change: Partial<ResultsView>) => void }) {
  const { t } = useTranslation('search');
  return (
    <div className="mt-6 grid grid-cols-2 gap-3 sm:flex sm:items-end sm:justify-end">
      <SelectField
        label={t('results.show')}
        value={view.filter}
        onChange={(event) => {
          onViewChange({ filter: event.target.value as RiskFilter, page: 1 });
        }}
        className="sm:w-52"
        data-testid="results-filter"
      >
        {RISK_FILTERS.map((f) => (
          <option key={f} value={f}>
            {t(`results.filters.${f}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('results.sortLabel')}
        value={view.sort}
        onChange={(event) => {
          onViewChange({ sort: event.target.value as SortOption, page: 1 });
        }}
        className="sm:w-52"
        data-testid="results-sort"
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {t(`results.sort.${option}`)}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
