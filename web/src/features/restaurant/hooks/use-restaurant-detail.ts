import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/features/auth';
import { ApiError } from '@/lib/api-client';
import { fetchRestaurantDetail } from '../api/restaurant-api';

/**
 * The restaurant of /restaurant/{id}. The key holds the user id (the scan is the user's), the
 * search it was opened from (the scan checks its lists) and the position (the distance depends on
 * it). A 404 is the not-found view, not a retry.
 */
export function useRestaurantDetail(id: string, position: { lat: number; lng: number } | null, searchId: string | null = null) {
  const userId = useAuth().user?.userId ?? null;
  const language = useTranslation().i18n.resolvedLanguage;
  const query = useQuery({
    queryKey: ['placeDetail', userId, id, language, searchId, position?.lat ?? null, position?.lng ?? null] as const,
    queryFn: ({ signal }) => fetchRestaurantDetail(id, { language, position, searchId }, signal),
    enabled: userId !== null,
    staleTime: 5 * 60_000,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  return { ...query, notFound };
}
