import { useMemo } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { queryKeys } from '@/lib/query-keys';
import { fetchSavedIds, fetchSavedPage } from '../api/saved-api';

/**
 * GET /me/saved a page at a time (newest first, scanned against the current profile), for
 * /saved-list; read again on every visit. Disabled for visitors.
 */
export function useSavedPages() {
  const userId = useAuth().user?.userId ?? null;
  return useInfiniteQuery({
    queryKey: queryKeys.saved(userId ?? ''),
    queryFn: ({ pageParam, signal }) => fetchSavedPage(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: userId !== null,
    staleTime: 0,
  });
}

/** GET /me/saved-ids: the ids of every saved restaurant, newest first (undefined until loaded). */
export function useSavedIdList() {
  const userId = useAuth().user?.userId ?? null;
  return useQuery({
    queryKey: queryKeys.savedIds(userId ?? ''),
    queryFn: ({ signal }) => fetchSavedIds(signal),
    enabled: userId !== null,
    staleTime: 30_000,
  });
}

/** The ids of the saved restaurants (empty until they have loaded). */
export function useSavedIds(): ReadonlySet<string> {
  const { data } = useSavedIdList();
  return useMemo(() => new Set(data?.ids ?? []), [data]);
}
