import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Loader2, RotateCcw, Search } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { cn } from '@/lib/cn';
import { useSearchForm } from '../hooks/search-form/use-search-form';
import { DietaryPanel } from './dietary-panel/DietaryPanel';
import { LocationChooser } from './LocationChooser';
import { SearchFilters } from './SearchFilters';
import { SearchQueryField } from './SearchQueryField';
import { TablePicker } from './TablePicker';

/**
 * The search form of /home (product-rules §4.1): every control, pre-filled from the profile, this session's
 * last search (search-choices.ts) or a Search Again. The state and actions are `useSearchForm`'s.
 */
export function SearchForm() {
  const { t } = useTranslation('search');
  const form = useSearchForm();
  const { values, loading } = form;
  const queryId = useId();

  return (
    <Card className="p-4 sm:p-6" data-testid="search-form-card">
      <form onSubmit={form.onSubmit} noValidate className="flex flex-col gap-5" data-testid="search-form" aria-busy={loading}>
        <div className="flex items-center justify-between gap-3">
          <h2 className="text-lg font-bold text-ink">{t('form.title')}</h2>
          <Button variant="ghost" size="sm" onClick={form.reset} disabled={loading} data-testid="search-reset">
            <RotateCcw className="size-4" aria-hidden="true" />
            {t('form.reset')}
          </Button>
        </div>

        <SearchQueryField id={queryId} value={values.searchQuery} onChange={form.typeQuery} detected={form.detected} voice={form.voice} disabled={loading} />

        <LocationChooser choice={form.location} disabled={loading} />

        <SearchFilters idPrefix={queryId} values={values} onChange={form.set} distanceUnit={form.distanceUnit} disabled={loading} />

        <DietaryPanel
          dietary={values.dietaryRestrictions}
          allergies={values.allergies}
          severities={values.allergySeverities}
          onChange={(lists) => form.set(lists)}
          saved={form.savedLists}
          onSaved={form.setSavedLists}
          loading={!form.profileSettled}
          disabled={loading}
        />

        <TablePicker diners={form.diners} choice={form.table} onChange={form.setTable} disabled={loading} />

        <Button type="submit" size="lg" disabled={!form.canSubmit} className={cn('w-full', loading && 'cursor-wait')} data-testid="search-submit">
          {loading ? <Loader2 className="size-5 animate-spin" aria-hidden="true" /> : <Search className="size-5" aria-hidden="true" />}
          {t(loading ? 'form.searching' : 'form.submit')}
        </Button>
      </form>
    </Card>
  );
}
