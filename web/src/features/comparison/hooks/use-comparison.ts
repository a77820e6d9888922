import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { PLAN_LIMITS } from '@shared/domain/plans';
import { useAuth } from '@/features/auth';
import { useSubscription } from '@/features/subscription';
import { addToComparison, removeFromComparison, type ComparedRestaurant } from '../comparison-list';
import { comparisonStore } from '../comparison-store';

// A refusal and a change of the list are different toasts (one shared id merged one into the other).
const TOAST_IDS = { refused: 'comparison-refused', changed: 'comparison-changed' } as const;

/**
 * The signed-in user's comparison list with the plan's capacity (free 0, pro 2, premium 3) and the
 * spec's toasts: Added to comparison, Removed from comparison, the Pro-feature message without the
 * tool, and "You can only compare up to {n} restaurants." when full.
 */
export function useComparison() {
  const { t } = useTranslation();
  const userId = useAuth().user?.userId ?? null;
  const { tier } = useSubscription();
  const limits = PLAN_LIMITS[tier ?? 'free'];
  const capacity = limits.comparisonCapacity;
  const list = useSyncExternalStore(
    comparisonStore.subscribe,
    () => comparisonStore.list(userId),
    () => comparisonStore.list(null),
  );

  const add = useCallback(
    (restaurant: ComparedRestaurant) => {
      if (!userId) return;
      const { list: next, outcome } = addToComparison(comparisonStore.list(userId), restaurant, capacity);
      if (outcome === 'locked') toast.error(t('comparison.toast.locked'), { id: TOAST_IDS.refused });
      else if (outcome === 'full') toast.error(t('comparison.toast.full', { count: capacity }), { id: TOAST_IDS.refused });
      else if (outcome === 'added') {
        comparisonStore.setList(userId, next);
        toast.success(t('comparison.toast.added'), { id: TOAST_IDS.changed });
      }
    },
    [userId, capacity, t],
  );

  const remove = useCallback(
    (id: string) => {
      if (!userId) return;
      comparisonStore.setList(userId, removeFromComparison(comparisonStore.list(userId), id));
      toast.success(t('comparison.toast.removed'), { id: TOAST_IDS.changed });
    },
    [userId, t],
  );

  const clear = useCallback(() => {
    if (userId && comparisonStore.list(userId).length > 0) comparisonStore.setList(userId, []);
  }, [userId]);

  return { userId, list, capacity, hasTool: limits.comparisonTool, add, remove, clear };
}
