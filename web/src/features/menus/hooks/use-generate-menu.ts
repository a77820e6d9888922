import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/features/auth';
import { queryKeys } from '@/lib/query-keys';
import { requestMenu } from '../api/menus-api';

/**
 * POST /menus/generate in the interface language, scanned with the lists of the search it was
 * asked from (`searchId`), else the profile's. Afterwards, success or not, the header's Scrapes
 * gauge is read again (a scrape was counted, or given back), and so is the history (Menu History).
 */
export function useGenerateMenu() {
  const userId = useAuth().user?.userId ?? null;
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ restaurantId, regenerate, searchId }: { restaurantId: string; regenerate?: boolean; searchId?: string }) =>
      requestMenu({ restaurantId, regenerate, searchId, language: i18n.resolvedLanguage }),
    onSettled: () => {
      if (!userId) return;
      void queryClient.invalidateQueries({ queryKey: queryKeys.usage(userId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.history(userId) });
    },
  });
}
