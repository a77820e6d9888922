import { useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { PLAN_LIMITS } from '@shared/domain/plans';
import { useProfile } from '@/features/profile';
import { useSubscription } from '@/features/subscription';
import { comparedVerdict, comparisonScanLists } from '../compared-verdict';
import { readComparisonNavState } from '../comparison-state';
import { useComparison } from './use-comparison';
import { usePlaceReviews } from './use-place-reviews';
import { useRecordComparison } from './use-record-comparison';
import { useReviewPoints } from './use-review-points';

/**
 * What /comparison shows: the list (History's, given in the navigation state, or the comparison bar's,
 * which is then recorded), each one's reviews, pros and cons (premium) and allergen scan.
 */
export function useComparisonPage() {
  const navState = useLocation().state as unknown;
  const [fromHistory] = useState(() => readComparisonNavState(navState));
  const comparison = useComparison();
  const { tier } = useSubscription();
  const { load } = useProfile();
  const list = fromHistory?.restaurants ?? comparison.list;
  useRecordComparison(comparison.userId, list, fromHistory === null);
  const reviews = usePlaceReviews(comparison.userId, list.map((r) => r.id));
  const premium = PLAN_LIMITS[tier ?? 'free'].aiAnalysis;
  const reviewPoints = useReviewPoints(comparison.userId, list.map((r) => r.id), premium);

  const profile = load.status === 'ready' ? load.profile : null;
  const lists = useMemo(() => comparisonScanLists(profile), [profile]);
  const scans = useMemo(() => list.map((r) => comparedVerdict(r, lists)), [list, lists]);

  return { fromHistory, comparison, list, reviews, premium, reviewPoints, scans };
}
