import { analyzeRestaurantReviews } from './api/restaurant-api';

/**
 * The query for one restaurant's AI review analysis (premium), shared by the detail page and the
 * comparison's Pros and Cons rows so a restaurant is analysed once per user and language. Never
 * retried automatically: every call can reach the model.
 */
export function reviewAnalysisQuery(userId: string | null, restaurantId: string, language: string | undefined) {
  return {
    queryKey: ['reviewAnalysis', userId, restaurantId, language] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => analyzeRestaurantReviews(restaurantId, language, signal),
    staleTime: 30 * 60_000,
    retry: false,
  };
}
