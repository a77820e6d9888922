import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AnalyzeReviewsResponse } from '@shared/api/reviews';
import { reviewAnalysisQuery } from '@/lib/review-analysis-query';

export type ReviewPointsLoad = { status: 'loading' } | { status: 'ready'; analysis: AnalyzeReviewsResponse } | { status: 'error' };

/**
 * The Pros and Cons rows (premium, product-rules §7.3: "AI pros and cons"): each restaurant's review
 * analysis, what people love and what could improve. Not asked for other plans.
 */
export function useReviewPoints(userId: string | null, ids: readonly string[], enabled: boolean): ReviewPointsLoad[] {
  const language = useTranslation().i18n.resolvedLanguage;
  const results = useQueries({
    queries: ids.map((id) => ({ ...reviewAnalysisQuery(userId, id, language), enabled: enabled && userId !== null })),
  });
  return results.map((r) => (r.data ? { status: 'ready', analysis: r.data } : r.isError ? { status: 'error' } : { status: 'loading' }));
}
