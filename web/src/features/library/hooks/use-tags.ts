import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Tag } from '@shared/api/library';
import { PLAN_LIMITS } from '@shared/domain/plans';
import { useAuth } from '@/features/auth';
import { useSubscription } from '@/features/subscription';
import { queryKeys } from '@/lib/query-keys';
import { fetchTagged, fetchTags } from '../api/tags-api';

/** True for a signed-in user whose plan allows tags (spec 000: canCreateTags, premium). */
export function useCanTag(): boolean {
  const { tier } = useSubscription();
  return tier !== null && PLAN_LIMITS[tier].canCreateTags;
}

/** GET /me/tags (ordered by name); only asked when the plan allows tags. */
export function useTags() {
  const userId = useAuth().user?.userId ?? null;
  const canTag = useCanTag();
  return useQuery({
    queryKey: queryKeys.tags(userId ?? ''),
    queryFn: ({ signal }) => fetchTags(signal),
    enabled: userId !== null && canTag,
    staleTime: 30_000,
  });
}

/** GET /me/tagged (newest first); only asked when the plan allows tags. */
export function useTagged() {
  const userId = useAuth().user?.userId ?? null;
  const canTag = useCanTag();
  return useQuery({
    queryKey: queryKeys.tagged(userId ?? ''),
    queryFn: ({ signal }) => fetchTagged(signal),
    enabled: userId !== null && canTag,
    staleTime: 30_000,
  });
}

/** restaurant id → its tags (for the chips and the dialog's ticks); empty while loading or on failure (silent on results). */
export function useTagsByRestaurant(): ReadonlyMap<string, readonly Tag[]> {
  const { data } = useTagged();
  return useMemo(() => new Map((data?.items ?? []).map((item) => [item.restaurant_id, item.tags])), [data]);
}
