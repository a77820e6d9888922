import { useTranslation } from 'react-i18next';
import { ArrowUpNarrowWide, Search, Users } from 'lucide-react';
import type { PlacesSearchPreferences, TableMember } from '@shared/api/places';
import { TABLE_ME } from '@shared/domain/table';
import { isCuisine } from '@shared/domain/cuisines';
import { hasDietaryEntry } from '@shared/domain/dietary-presets';
import { Badge } from '@/components/ui/Badge';
import { useQuote } from '@/lib/quote';
import { hasTextLists, type TextLists } from '../search-text-lists';
import { dietaryChips, useEntryLabel } from './dietary-panel/dietary-chips';

/**
 * The summary badge (query, cuisine, price, the form's dietary restrictions, what the text avoids,
 * Party of N, or General search), with a chosen price the "{price} restaurants shown first" badge,
 * and the diets and allergies the search words added, as this search's own chips.
 */
export function SearchSummary({
  preferences,
  avoid = [],
  fromText,
  table,
}: {
  preferences: PlacesSearchPreferences;
  avoid?: readonly string[];
  fromText?: TextLists;
  /** Who the search was for (product-rules §14.4), as its results name them. */
  table?: readonly TableMember[];
}) {
  const { t } = useTranslation('search');
  const quote = useQuote();
  const entryLabel = useEntryLabel();
  const query = (preferences.originalQuery ?? preferences.searchQuery).trim();
  const formDiets = preferences.dietaryRestrictions.filter((entry) => !fromText || !hasDietaryEntry(fromText.dietaryRestrictions, entry));
  const parts = [
    query && quote(query),
    isCuisine(preferences.cuisineType) && t(`cuisines.${preferences.cuisineType}`),
    preferences.priceRange !== 'any' && preferences.priceRange,
    ...formDiets.map((entry) => entryLabel('dietary', entry)),
    avoid.length > 0 && t('results.avoiding', { items: avoid.map(quote).join(t('scan.termSeparator')) }),
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
      {table && table.length > 0 && (
        <Badge tone="neutral" className="max-w-full py-1" data-testid="results-table">
          <Users className="size-3.5 shrink-0" aria-hidden="true" />
          <span className="truncate">
            {t('table.summary', { people: table.map((m) => (m.dinerId === TABLE_ME ? t('table.me') : m.name)).join(t('scan.termSeparator')) })}
          </span>
        </Badge>
      )}
      {hasTextLists(fromText) && <TextListChips lists={fromText} />}
    </div>
  );
}

/** The diets and allergies the search words added: this search's only, apart from the form's. */
function TextListChips({ lists }: { lists: TextLists }) {
  const { t } = useTranslation('search');
  const label = useEntryLabel();
  return (
    <ul className="flex flex-wrap items-center gap-1.5" aria-label={t('results.fromText')} data-testid="results-text-lists">
      <li className="text-xs font-medium text-muted" aria-hidden="true">
        {t('results.fromText')}
      </li>
      {dietaryChips(lists.dietaryRestrictions, lists.allergies).map(({ kind, entry }) => (
        <li
          key={`${kind}-${entry}`}
          data-testid="results-text-chip"
          className={
            kind === 'allergy'
              ? 'rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-medium text-red-800 ring-1 ring-inset ring-red-200'
              : 'rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-900 ring-1 ring-inset ring-brand-200'
          }
        >
          {label(kind, entry)}
        </li>
      ))}
    </ul>
  );
}
