import { useTranslation } from 'react-i18next';
import type { DistanceUnit } from '@shared/api/profile';
import { CUISINES } from '@shared/domain/cuisines';
import { PRICE_LEVELS } from '@shared/domain/search-lexicon/types';
import { RADIUS_RANGE, type SearchFormValues } from '../search-form';
import { SelectField } from './SelectField';

type Filters = Pick<SearchFormValues, 'cuisineType' | 'priceRange' | 'searchRadius'>;

/** Cuisine, price and the search radius (its value in the profile's distance unit). */
export function SearchFilters({
  idPrefix,
  values,
  onChange,
  distanceUnit,
  disabled,
}: {
  idPrefix: string;
  values: Filters;
  onChange: (patch: Partial<Filters>) => void;
  distanceUnit: DistanceUnit;
  disabled: boolean;
}) {
  const { t } = useTranslation('search');
  const unitLabel = t(`radius.unit.${distanceUnit}`, { count: values.searchRadius });
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <SelectField
        label={t('form.cuisine')}
        value={values.cuisineType}
        onChange={(event) => onChange({ cuisineType: event.target.value as SearchFormValues['cuisineType'] })}
        disabled={disabled}
        data-testid="search-cuisine"
      >
        <option value="any">{t('form.anyCuisine')}</option>
        {CUISINES.map((cuisine) => (
          <option key={cuisine} value={cuisine}>
            {t(`cuisines.${cuisine}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('form.price')}
        value={values.priceRange}
        onChange={(event) => onChange({ priceRange: event.target.value as SearchFormValues['priceRange'] })}
        disabled={disabled}
        data-testid="search-price"
      >
        <option value="any">{t('form.anyPrice')}</option>
        {PRICE_LEVELS.map((price) => (
          <option key={price} value={price}>
            {price} {t(`price.${price.length}`)}
          </option>
        ))}
      </SelectField>
      <div className="sm:col-span-2 lg:col-span-1">
        <div className="mb-1.5 flex items-baseline justify-between gap-2">
          <label htmlFor={`${idPrefix}-radius`} className="text-sm font-semibold text-ink">
            {t('radius.label')}
          </label>
          <span className="text-sm font-semibold text-brand-800" data-testid="search-radius-value">
            {unitLabel}
          </span>
        </div>
        <input
          id={`${idPrefix}-radius`}
          type="range"
          min={RADIUS_RANGE.min}
          max={RADIUS_RANGE.max}
          step={RADIUS_RANGE.step}
          value={values.searchRadius}
          onChange={(event) => onChange({ searchRadius: Number(event.target.value) })}
          disabled={disabled}
          aria-valuetext={unitLabel}
          className="h-11 w-full cursor-pointer accent-brand-700"
          data-testid="search-radius"
        />
        <div className="-mt-1.5 flex justify-between px-0.5 text-[11px] font-medium text-muted" aria-hidden="true">
          {Array.from({ length: RADIUS_RANGE.max - RADIUS_RANGE.min + 1 }, (_, i) => (
            <span key={i}>{RADIUS_RANGE.min + i}</span>
          ))}
        </div>
      </div>
    </div>
  );
}
