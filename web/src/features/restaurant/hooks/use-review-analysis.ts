import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/features/auth';
import { reviewAnalysisQuery } from '@/lib/review-analysis-query';

/** The AI review analysis of one restaurant (premium), asked once per restaurant and language. */
export function useReviewAnalysis(restaurantId: string, enabled: boolean) {
  const userId = useAuth().user?.userId ?? null;
  const language = useTranslation().i18n.resolvedLanguage;
  return useQuery({ ...reviewAnalysisQuery(userId, restaurantId, language), enabled: enabled && userId !== null });
}
