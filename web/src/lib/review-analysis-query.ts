import { analyzeReviews } from '@shared/api/contracts/menus';
import type { AnalyzeReviewsResponse } from '@shared/api/reviews';
import { normalizeLanguage } from '@shared/i18n/languages';
import { callApi } from '@/lib/api-client';

/** POST /reviews/analyze (premium): the server reads the reviews itself; the client sends only the id. */
function analyzeRestaurantReviews(restaurantId: string, language: string | undefined, signal?: AbortSignal): Promise<AnalyzeReviewsResponse> {
  const lang = language ? (normalizeLanguage(language) ?? undefined) : undefined;
  return callApi(analyzeReviews, { body: { restaurantId, ...(lang ? { language: lang } : {}) } }, { signal });
}

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
