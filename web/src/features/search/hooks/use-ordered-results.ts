import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Restaurant } from '@shared/api/places';
import { orderResults } from '../results-order';
import type { ResultsView } from '../results-view';
import type { StoredSearch } from '../search-storage';

/**
 * The results in the order shown: the price level groups first, then the tag filter (`keep`),
 * then the sort (a filter keeps the groups' order).
 */
export function useOrderedResults(search: StoredSearch | null, view: ResultsView, keep: (restaurantId: string) => boolean): Restaurant[] {
  const { i18n } = useTranslation('search');
  const { sort, filter } = view;
  return useMemo(
    () =>
      search
        ? orderResults(
            search.searchResults.filter((r) => keep(r.id)),
            { sort, filter, priceRange: search.searchPreferences.priceRange, locale: i18n.resolvedLanguage ?? 'en' },
          )
        : [],
    [search, sort, filter, keep, i18n.resolvedLanguage],
  );
}
