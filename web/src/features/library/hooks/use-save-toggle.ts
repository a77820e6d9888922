import { useCallback } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import type { SavedIdsResponse } from '@shared/api/library';
import { LIBRARY_ERROR_CODES } from '@shared/api/library-codes';
import { PLAN_LIMITS } from '@shared/domain/plans';
import { useUnreachableMessage } from '@/components/service-status/use-unreachable-message';
import { useAuth } from '@/features/auth';
import { useSubscription } from '@/features/subscription';
import { ApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { deleteSaved, putSaved } from '../api/saved-api';
import { saveDecision, upgradeTierForLimit } from '../save-decision';
import type { SavableRestaurant } from '../types';
import { useSavedIdList } from './use-saved';

// A refusal and a done save are different toasts (one shared id merged one into the other).
const TOAST_IDS = { refused: 'save-refused', done: 'save-done' } as const;

/**
 * The heart's toggle (product-rules §5.1, save toggle): optimistic (the heart turns at once and turns back on
 * failure), every message of the spec, and the saved list and usage (the over-limit banner's count)
 * read again afterwards.
 */
export function useSaveToggle(): (restaurant: SavableRestaurant) => void {
  const { t } = useTranslation('library');
  const userId = useAuth().user?.userId ?? null;
  const { tier } = useSubscription();
  const saved = useSavedIdList();
  const queryClient = useQueryClient();
  const unreachable = useUnreachableMessage();
  const key = queryKeys.savedIds(userId ?? '');
  const limit = PLAN_LIMITS[tier ?? 'free'].maxSavedRestaurants;

  const limitMessage = useCallback(
    (n: number) => t(upgradeTierForLimit(n) === 'pro' ? 'save.limitPro' : 'save.limitPremium', { n }),
    [t],
  );

  const mutation = useMutation({
    mutationFn: async ({ restaurant, save }: { restaurant: SavableRestaurant; save: boolean }) => {
      if (save) await putSaved(restaurant);
      else await deleteSaved(restaurant.id);
    },
    onMutate: async ({ restaurant, save }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<SavedIdsResponse>(key);
      if (before) {
        const rest = before.ids.filter((id) => id !== restaurant.id);
        queryClient.setQueryData<SavedIdsResponse>(key, { ids: save ? [restaurant.id, ...rest] : rest });
      }
      return { before };
    },
    onError: (error, { save }, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      toast.error(errorMessage(error, save), { id: TOAST_IDS.refused });
    },
    onSuccess: (_data, { save }) => {
      toast.success(t(save ? 'save.saved' : 'save.removed'), { id: TOAST_IDS.done });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: queryKeys.saved(userId ?? '') });
      if (userId) void queryClient.invalidateQueries({ queryKey: queryKeys.usage(userId) });
    },
  });

  function errorMessage(error: unknown, save: boolean): string {
    const offline = unreachable(error);
    if (offline) return offline;
    if (error instanceof ApiError) {
      if (error.status === 401) return t('save.logIn');
      if (save && error.code === LIBRARY_ERROR_CODES.savedLimitReached) return limitMessage(limit);
      if (save && error.code === LIBRARY_ERROR_CODES.overSavedLimit) return t('save.overLimit', { n: limit });
    }
    return t('save.failed');
  }

  const { mutate } = mutation;
  return useCallback(
    (restaurant: SavableRestaurant) => {
      if (!userId) {
        toast.error(t('save.logIn'), { id: TOAST_IDS.refused });
        return;
      }
      const ids = saved.data?.ids;
      // Before the list has loaded a press cannot tell saving from unsaving (the heart is disabled then).
      if (!ids) return;
      const decision = saveDecision({ saved: ids.includes(restaurant.id), savedCount: ids.length, limit });
      if (decision === 'refuse-limit') toast.error(limitMessage(limit), { id: TOAST_IDS.refused });
      else if (decision === 'refuse-over-limit') toast.error(t('save.overLimit', { n: limit }), { id: TOAST_IDS.refused });
      else mutate({ restaurant, save: decision === 'save' });
    },
    [userId, saved.data, limit, limitMessage, mutate, t],
  );
}
