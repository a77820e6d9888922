import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PlaceDetailsQuery } from '@shared/api/places';
import { useAuth } from '@/features/auth';
import { queryKeys } from '@/lib/query-keys';
import { fetchCurrentScan } from '../api/saved-api';

/**
 * A saved restaurant's allergen scan against the user's CURRENT profile: the scan needs the
 * place's text, which the stored copy does not keep, so the server scans it again (GET /places/{id}).
 * Read again on every visit of /saved-list; undefined while loading or on failure, when the card
 * shows the scan stored with the copy.
 */
export function useCurrentScan(restaurantId: string) {
  const userId = useAuth().user?.userId ?? null;
  const language = (useTranslation().i18n.resolvedLanguage ?? 'en') as PlaceDetailsQuery['language'];
  return useQuery({
    queryKey: [...queryKeys.placeScan(userId ?? '', restaurantId), language],
    queryFn: ({ signal }) => fetchCurrentScan(restaurantId, language, signal),
    enabled: userId !== null,
    retry: false,
    staleTime: 0,
  }).data;
}
