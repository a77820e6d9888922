import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Cuisine } from '@shared/domain/cuisines';

type Cuisined = { readonly cuisines: readonly Cuisine[]; readonly cuisineType: string };

/**
 * A place's cuisine in the interface language: by its id when it is one of the search's cuisines,
 * else the source's word translated where search.json `cuisineWords` knows it (OpenStreetMap values
 * such as "brazilian", "latin american"), else as the source wrote it.
 */
export function useCuisineLabel(): (place: Cuisined) => string {
  const { t } = useTranslation('search');
  return useCallback(
    (place: Cuisined) => {
      const main = place.cuisines[0];
      if (main) return t(`cuisines.${main}`);
      if (place.cuisineType === 'Restaurant') return t('card.restaurant');
      const word = place.cuisineType.trim().toLowerCase();
      // A word that is not a plain key ("a.b", "x:y") is shown as written.
      return /^[\p{L}\p{N} &'-]+$/u.test(word) ? t(`cuisineWords.${word}`, { defaultValue: place.cuisineType }) : place.cuisineType;
    },
    [t],
  );
}
