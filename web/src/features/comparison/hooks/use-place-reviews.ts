import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RestaurantReview } from '@shared/api/places';
import { fetchPlaceDetail } from '../api/comparison-api';

/** Reviews per restaurant shown in the comparison (product-rules §7.3: 3 per restaurant). */
export const COMPARISON_REVIEWS = 3;

export type ReviewsLoad = { status: 'loading' } | { status: 'ready'; reviews: RestaurantReview[] } | { status: 'error' };

/**
 * The first 3 reviews of each restaurant, from its detail (search results carry none). The key
 * holds the user id, so another account never reads this cache.
 */
export function usePlaceReviews(userId: string | null, ids: readonly string[]): ReviewsLoad[] {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const results = useQueries({
    queries: ids.map((id) => ({
      queryKey: ['placeDetail', userId, id, language] as const,
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchPlaceDetail(id, language, signal),
      enabled: userId !== null,
      staleTime: 10 * 60_000,
      retry: 1,
    })),
  });
  return results.map((r) =>
    r.data ? { status: 'ready', reviews: r.data.reviews.slice(0, COMPARISON_REVIEWS) } : r.isError ? { status: 'error' } : { status: 'loading' },
  );
}
