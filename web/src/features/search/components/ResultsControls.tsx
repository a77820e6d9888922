import { useTranslation } from 'react-i18next';
import type { Restaurant } from '@shared/api/places';
import { openStatusAt } from '@shared/domain/opening-hours/open-status';
import { RISK_FILTERS, type RiskFilter, type SortOption } from '../results-order';
import type { ResultsView } from '../results-view';
import { SelectField } from './SelectField';

interface Props {
  view: ResultsView;
  /** The sorts these results can use (offeredSorts). */
  sorts: readonly SortOption[];
  onViewChange: (change: Partial<ResultsView>) => void;
  /** The search's results, to count those whose hours are unknown at `now`. */
  results: readonly Restaurant[];
  now: Date;
}

/** The open-now filter, the risk filter and the sort; any change goes back to the first page. */
export function ResultsControls({ view, sorts, onViewChange, results, now }: Props) {
  const { t } = useTranslation('search');
  const unknownHours = view.openNow ? results.filter((r) => openStatusAt(r.openingSchedule, now).state === 'unknown').length : 0;
  return (
    <div className="mt-6 grid grid-cols-2 gap-3 sm:flex sm:items-end sm:justify-end">
      <div className="col-span-2 flex flex-col gap-1 sm:mr-auto sm:self-end">
        <label className="inline-flex min-h-10 items-center gap-2 text-sm font-semibold text-ink">
          <input
            type="checkbox"
            className="size-4 accent-brand-700"
            checked={view.openNow}
            onChange={(event) => onViewChange({ openNow: event.target.checked, page: 1 })}
            data-testid="results-open-now"
          />
          {t('open.filter')}
        </label>
        {unknownHours > 0 && (
          <p className="text-xs text-muted" data-testid="results-open-now-unknown">
            {t('open.unknownHidden', { count: unknownHours })}
          </p>
        )}
      </div>
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
        {sorts.map((option) => (
          <option key={option} value={option}>
            {t(`results.sort.${option}`)}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
