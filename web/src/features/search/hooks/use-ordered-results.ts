import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Restaurant } from '@shared/api/places';
import { openStatusAt } from '@shared/domain/opening-hours/open-status';
import { orderResults } from '../results-order';
import type { ResultsView } from '../results-view';
import type { StoredSearch } from '../search-storage';

/**
 * The results in the order shown: the price level groups first, then the tag filter (`keep`),
 * and the open-now filter (read at `now`), then the sort (a filter keeps the groups' order).
 */
export function useOrderedResults(search: StoredSearch | null, view: ResultsView, keep: (restaurantId: string) => boolean, now: Date): Restaurant[] {
  const { i18n } = useTranslation('search');
  const { sort, filter, openNow } = view;
  return useMemo(
    () =>
      search
        ? orderResults(
            search.searchResults.filter((r) => keep(r.id) && (!openNow || openStatusAt(r.openingSchedule, now).state === 'open')),
            { sort, filter, priceRange: search.searchPreferences.priceRange, locale: i18n.resolvedLanguage ?? 'en' },
          )
        : [],
    [search, sort, filter, keep, openNow, now, i18n.resolvedLanguage],
  );
}
