import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { localizedDistance } from './distance-text';

/**
 * "0.2 miles away" in the interface language: the one wording of a place's distance from where the
 * results were searched, for the card and the detail page alike (common.json `distanceAway`), so the
 * two never say it differently ("0.2 マイル先" on both).
 */
export function useDistanceAway(): (distance: string) => string {
  const { t, i18n } = useTranslation('common');
  const language = i18n.resolvedLanguage ?? 'en';
  return useCallback((distance: string) => t('distanceAway', { distance: localizedDistance(distance, language) }), [t, language]);
}
