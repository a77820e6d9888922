import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { queryKeys } from '@/lib/query-keys';
import { fetchSaved } from '../api/saved-api';

/** GET /me/saved for the signed-in user (newest first); disabled for visitors. */
export function useSavedList() {
  const userId = useAuth().user?.userId ?? null;
  return useQuery({
    queryKey: queryKeys.saved(userId ?? ''),
    queryFn: ({ signal }) => fetchSaved(signal),
    enabled: userId !== null,
    staleTime: 30_000,
  });
}

/** The ids of the saved restaurants (empty until the list has loaded). */
export function useSavedIds(): ReadonlySet<string> {
  const { data } = useSavedList();
  return useMemo(() => new Set(data?.items.map((item) => item.restaurant_id) ?? []), [data]);
}
