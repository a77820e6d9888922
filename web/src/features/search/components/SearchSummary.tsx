import { useTranslation } from 'react-i18next';
import { ArrowUpNarrowWide, Search } from 'lucide-react';
import type { PlacesSearchPreferences } from '@shared/api/places';
import { isCuisine } from '@shared/domain/cuisines';
import { presetFor } from '@shared/domain/dietary-presets';
import { Badge } from '@/components/ui/Badge';

/**
 * The summary badge (query, cuisine, price, dietary restrictions, what the text avoids, Party of
 * N, or General search)
 * and, with a chosen price, the "{price} restaurants shown first" badge.
 */
export function SearchSummary({ preferences, avoid = [] }: { preferences: PlacesSearchPreferences; avoid?: readonly string[] }) {
  const { t } = useTranslation('search');
  const { t: tc } = useTranslation();
  const query = (preferences.originalQuery ?? preferences.searchQuery).trim();
  const parts = [
    query && `“${query}”`,
    isCuisine(preferences.cuisineType) && t(`cuisines.${preferences.cuisineType}`),
    preferences.priceRange !== 'any' && preferences.priceRange,
    ...preferences.dietaryRestrictions.map((entry) => {
      const preset = presetFor('dietary', entry);
      return preset ? tc(`dietaryPresets.${preset.id}`) : entry;
    }),
    avoid.length > 0 && t('results.avoiding', { items: avoid.join(', ') }),
    preferences.partySize && t('results.partyOf', { count: preferences.partySize }),
  ].filter((part): part is string => !!part);

  return (
    <div className="flex flex-wrap items-center gap-2">
      <Badge tone="brand" className="max-w-full py-1" data-testid="results-summary">
        <Search className="size-3.5 shrink-0" aria-hidden="true" />
        <span className="truncate">{parts.length ? parts.join(' · ') : t('results.generalSearch')}</span>
      </Badge>
      {preferences.priceRange !== 'any' && (
        <Badge tone="neutral" className="py-1" data-testid="results-price-first">
          <ArrowUpNarrowWide className="size-3.5" aria-hidden="true" />
          {t('results.priceFirst', { price: preferences.priceRange })}
        </Badge>
      )}
    </div>
  );
}
