import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/features/auth';
import { analyzeRestaurantReviews } from '../api/restaurant-api';

/**
 * The AI review analysis of one restaurant (premium). Asked once per restaurant and language while
 * the page is open; never retried automatically (every call reaches the model).
 */
export function useReviewAnalysis(restaurantId: string, enabled: boolean) {
  const userId = useAuth().user?.userId ?? null;
  const language = useTranslation().i18n.resolvedLanguage;
  return useQuery({
    queryKey: ['reviewAnalysis', userId, restaurantId, language] as const,
    queryFn: ({ signal }) => analyzeRestaurantReviews(restaurantId, language, signal),
    enabled: enabled && userId !== null,
    staleTime: 30 * 60_000,
    retry: false,
  });
}
