import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { useAuth } from '@/features/auth';
import { queryKeys } from '@/lib/query-keys';
import { clearHistory, deleteComparison, listHistory, listMenuHistory, setHistorySaved, type HistoryItemOf, type HistoryKind } from '../api/history-api';

/** One list's key: under the user's history key, so invalidating that refreshes every tab. */
const keyOf = (userId: string, kind: HistoryKind) => [...queryKeys.history(userId), kind] as const;

/** One tab's list (restaurants, searches or comparisons), newest first as the server sends it. */
export function useHistoryList<K extends HistoryKind>(kind: K) {
  const userId = useAuth().user?.userId ?? null;
  return useQuery({
    queryKey: keyOf(userId ?? '', kind),
    queryFn: ({ signal }) => listHistory(kind, signal),
    enabled: userId !== null,
  });
}

/** Menus generated in the last day; a failed load is silent (product-rules §9.1: the empty state), so no retries. */
export function useMenuHistory() {
  const userId = useAuth().user?.userId ?? null;
  return useQuery({
    queryKey: [...queryKeys.history(userId ?? ''), 'menus'] as const,
    queryFn: ({ signal }) => listMenuHistory(signal),
    enabled: userId !== null,
    retry: false,
  });
}

/** The save toggle, updated in the list at once and put back on failure (product-rules §9.4: Failed to add to history). */
export function useToggleHistorySaved<K extends HistoryKind>(kind: K) {
  const { t } = useTranslation('history');
  const userId = useAuth().user?.userId ?? '';
  const queryClient = useQueryClient();
  const key = keyOf(userId, kind);
  return useMutation({
    mutationFn: ({ id, saved }: { id: string; saved: boolean }) => setHistorySaved(kind, id, saved),
    onMutate: async ({ id, saved }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<HistoryItemOf[K][]>(key);
      queryClient.setQueryData<HistoryItemOf[K][]>(key, (items) => items?.map((item) => (item.id === id ? { ...item, saved } : item)));
      return { before };
    },
    onError: (_error, _vars, context) => {
      queryClient.setQueryData(key, context?.before);
      toast.error(t('toast.saveFailed'));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** Delete-all of restaurant or search history (saved items too). */
export function useClearHistory(kind: 'restaurants' | 'searches') {
  const { t } = useTranslation('history');
  const userId = useAuth().user?.userId ?? '';
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => clearHistory(kind),
    onSuccess: () => {
      queryClient.setQueryData(keyOf(userId, kind), []);
      toast.success(t('toast.cleared'));
    },
    onError: () => toast.error(t('toast.clearFailed')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keyOf(userId, kind) }),
  });
}

/** Delete one comparison (product-rules §9.4: Comparison deleted successfully / Failed to delete comparison). */
export function useDeleteComparison() {
  const { t } = useTranslation('history');
  const userId = useAuth().user?.userId ?? '';
  const queryClient = useQueryClient();
  const key = keyOf(userId, 'comparisons');
  return useMutation({
    mutationFn: (id: string) => deleteComparison(id),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<HistoryItemOf['comparisons'][]>(key, (items) => items?.filter((item) => item.id !== id));
      toast.success(t('toast.comparisonDeleted'));
    },
    onError: () => toast.error(t('toast.comparisonDeleteFailed')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
