import { useMemo } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Tag } from '@shared/api/library';
import { PLAN_LIMITS } from '@shared/domain/plans';
import { useAuth } from '@/features/auth';
import { useSubscription } from '@/features/subscription';
import { queryKeys } from '@/lib/query-keys';
import { fetchTaggedPage, fetchTagLinks, fetchTags } from '../api/tags-api';

/** True for a signed-in user whose plan allows tags (product-rules §6.1: canCreateTags, premium). */
export function useCanTag(): boolean {
  const { tier } = useSubscription();
  return tier !== null && PLAN_LIMITS[tier].canCreateTags;
}

/** Only asked for a signed-in user whose plan allows tags. */
function useTagQueryUser() {
  const userId = useAuth().user?.userId ?? null;
  const canTag = useCanTag();
  return { userId: userId ?? '', enabled: userId !== null && canTag };
}

/** GET /me/tags (ordered by name). */
export function useTags() {
  const { userId, enabled } = useTagQueryUser();
  return useQuery({ queryKey: queryKeys.tags(userId), queryFn: ({ signal }) => fetchTags(signal), enabled, staleTime: 30_000 });
}

/** GET /me/tagged a page at a time (newest first, scanned against the current profile), for /saved-list. */
export function useTaggedPages() {
  const { userId, enabled } = useTagQueryUser();
  return useInfiniteQuery({
    queryKey: queryKeys.tagged(userId),
    queryFn: ({ pageParam, signal }) => fetchTaggedPage(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
    staleTime: 0,
  });
}

/** GET /me/tag-links: every tagged restaurant's tag ids. */
export function useTagLinks() {
  const { userId, enabled } = useTagQueryUser();
  return useQuery({ queryKey: queryKeys.tagLinks(userId), queryFn: ({ signal }) => fetchTagLinks(signal), enabled, staleTime: 30_000 });
}

/** restaurant id → its tags, by name (chips and the dialog's ticks); empty while loading or on failure (silent on results). */
export function useTagsByRestaurant(): ReadonlyMap<string, readonly Tag[]> {
  const links = useTagLinks().data;
  const tags = useTags().data;
  return useMemo(() => {
    const byId = new Map((tags?.tags ?? []).map((tag) => [tag.id, tag]));
    const order = (tag: Tag) => tags?.tags.indexOf(tag) ?? 0;
    return new Map(
      (links?.items ?? []).map((link) => [
        link.restaurant_id,
        link.tag_ids.flatMap((id) => byId.get(id) ?? []).sort((a, b) => order(a) - order(b)),
      ]),
    );
  }, [links, tags]);
}
